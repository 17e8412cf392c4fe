import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { maskSecrets, maskUrl } from './logging.ts';

describe('log masking', () => {
  it('masks secrets in client log text', () => {
    const text = 'POST failed {"email":"a@b.c","password":"hunter2","cvv":"123"} Authorization: JWT abc.def.ghi refresh_token=xyz';
    const masked = maskSecrets(text);
    for (const secret of ['hunter2', '"123"', 'abc.def.ghi', 'xyz']) expect(masked).not.toContain(secret);
    expect(masked).toContain('a@b.c');
  });

  it('masks coordinates, which are kept nowhere but as a cell', () => {
    const masked = maskSecrets('PUT /v3/users/me/location failed {"latitude":52.520008,"longitude": -13.404954e0} latitude=52.52');
    for (const coordinate of ['52.520008', '13.404954', '52.52']) expect(masked).not.toContain(coordinate);
    expect(maskUrl('/x?latitude=52.5&longitude=13.4&pageSize=2')).toBe('/x?latitude=***&longitude=***&pageSize=2');
  });

  it('masks secrets in URLs but keeps the rest', () => {
    expect(maskUrl('/sign/recover?q=abc&t=123&lang=de')).toBe('/sign/recover?q=***&t=***&lang=de');
    expect(maskUrl('/?ak=secret')).toBe('/?ak=***');
    expect(maskUrl('/matches')).toBe('/matches');
    expect(maskUrl('/media/photos/abc/o.jpg?e=1800000000&a=member&s=c2lnbmF0dXJl')).toBe('/media/photos/abc/o.jpg?e=1800000000&a=member&s=***');
    expect(maskUrl('/rest/v2/user/data-export/abc123?x=1')).toBe('/rest/v2/user/data-export/***?x=1');
    expect(maskUrl('/settings/notifications?unsubscribe=tok')).toBe('/settings/notifications?unsubscribe=***');
    expect(maskUrl('/rest/v2/unsubscribe/one-click?token=tok')).toBe('/rest/v2/unsubscribe/one-click?token=***');
  });

  it('masks secrets however the URL spells them, as the router and the query parser decode them', () => {
    expect(maskUrl('/?%61k=secret&a%6B=other')).toBe('/?ak=***');
    expect(maskUrl('/sign/recover?%71=abc&%74=123')).toBe('/sign/recover?q=***&t=***');
    expect(maskUrl('/%72est/v2/user/data-export/abc123?x=1')).toBe('/rest/v2/user/data-export/***?x=1');
    expect(maskUrl('/rest/v2/user/data%2Dexport/abc%31')).toBe('/rest/v2/user/data-export/***');
    // Encoded slashes and queries stay as they were where there is nothing to mask.
    expect(maskUrl('/matches/%2F%3Fx')).toBe('/matches/%2F%3Fx');
  });
});

describe('request logs', () => {
  let t: TestApp;
  let lines = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (lines += chunk.toString()));
    t = await startTestApp('sqlite', { env: { LOG_LEVEL: 'info' }, deps: { logger: true, logStream: stream } });
  });
  afterAll(() => t.close());

  it('never writes tokens from the URL or the Authorization header', async () => {
    await t.request({ method: 'GET', url: '/revisionConfig.json?ak=ak-secret-1&timestamp=1', headers: { authorization: 'JWT jwt-secret-2' } });
    expect(lines).toContain('/revisionConfig.json');
    expect(lines).not.toContain('ak-secret-1');
    expect(lines).not.toContain('jwt-secret-2');
  });
});
