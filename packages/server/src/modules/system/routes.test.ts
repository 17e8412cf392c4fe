import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

describe.each(TEST_DIALECTS)('system routes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('serves the revision the SPA polls for', async () => {
    const res = await t.request({ method: 'GET', url: '/revisionConfig.json?timestamp=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data.version).toEqual(expect.any(String));
  });

  it('documents the API with OpenAPI generated from the zod schemas, with swagger UI at /docs', async () => {
    const spec = await t.request({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().paths['/revisionConfig.json'].get.responses['200']).toBeDefined();
    const ui = await t.request({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('answers an unknown route with the 404 envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/rest/v2/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, message: expect.stringContaining('/rest/v2/nothing-here') });
  });

  it('answers an undecodable URL with the error envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/media/photos/%20/%20.%' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: expect.any(String) });
  });

  it('refuses a state-changing API call without Accept-Version (CSRF guard)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/v2/anything', headers: { host: 'localhost' }, payload: {} });
    expect(res.statusCode).toBe(403);
  });
});
