import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

describe.each(TEST_DIALECTS)('GET /rest/v2/marketing/mail-domain-list on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists the common mail domains of our markets without a login', async () => {
    const res = await t.request({ method: 'GET', url: '/rest/v2/marketing/mail-domain-list?timestamp=1' });
    expect(res.statusCode).toBe(200);
    const { domains } = res.json().result as { domains: string[] };
    for (const domain of ['gmail.com', 'gmx.de', 'web.de', 'mail.ru', 'yandex.ru', 'ukr.net', 'wp.pl', 'orange.fr', 'uol.com.br', 'hotmail.es', 'rediffmail.com']) {
      expect(domains).toContain(domain);
    }
    expect(new Set(domains).size).toBe(domains.length);
    for (const domain of domains) expect(domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });
});
