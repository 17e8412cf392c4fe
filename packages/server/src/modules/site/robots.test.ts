import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

describe.each(TEST_DIALECTS)('robots.txt on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const robotsOf = async (host: string) => {
    const res = await t.request({ method: 'GET', url: '/robots.txt', headers: { host } });
    return { res, robots: robotsParser(`http://${host}/robots.txt`, res.body) };
  };

  it('lets crawlers read the public pages of every brand and nothing of the member area, the funnel or the API', async () => {
    for (const host of ['localhost:8080', 'lovella.localhost:8080']) {
      const { res, robots } = await robotsOf(host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const allowed = (path: string) => robots.isAllowed(`http://${host}${path}`, 'Googlebot');
      for (const path of ['/', '/login', '/info/terms', '/assets/index-4f2a9c.js', '/brand/amora/logo.svg', '/i18n/de-DE/common.json']) {
        expect(allowed(path), path).toBe(true);
      }
      for (const path of ['/matches', '/profile', '/profile/edit', '/photos', '/settings/privacy', '/registration/name', '/sign/recover?q=x', '/login/extra', '/rest/v2/user/info/profile', '/media/photos/x/o.jpg', '/future-member-screen']) {
        expect(allowed(path), path).toBe(false);
      }
    }
  });

  it('answers 404 on a host that is no brand', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt', headers: { host: 'unknown.example' } });
    expect(res.statusCode).toBe(404);
  });
});
