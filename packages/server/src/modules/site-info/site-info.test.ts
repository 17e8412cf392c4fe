import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, SITE_INFO_PAGES } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

describe.each(TEST_DIALECTS)('site-info pages on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

  // Fails while any text is missing: every page must exist in every language.
  it.each(LANGUAGES)('answers every page in %s, titled, in that language, every placeholder filled', async (language) => {
    for (const page of SITE_INFO_PAGES) {
      const res = await get(`/rest/v2/site-info/${page}?product_id=7&timestamp=1`, { 'accept-language': language });
      expect(res.statusCode, `${language}/${page}: ${res.body}`).toBe(200);
      const { result } = res.json();
      expect(result.page).toBe(page);
      expect(result.language, `${language}/${page} is served in ${result.language}`).toBe(language);
      expect(result.title.length, `${language}/${page} has no title`).toBeGreaterThan(2);
      expect(result.html.length).toBeGreaterThan(100);
      expect(`${result.title}${result.html}`, `${language}/${page} has an unfilled placeholder`).not.toContain('{{');
      expect(result.updated).toBe('2026-11-23');
    }
  });

  it('fills in the brand of the host: company, domain and contacts differ between brands', async () => {
    const amora = (await get('/rest/v2/site-info/terms')).json().result.html as string;
    const lovella = (await get('/rest/v2/site-info/terms', { host: 'lovella.localhost' })).json().result.html as string;
    expect(amora).toContain('Amora Digital Services Ltd.');
    expect(amora).not.toContain('Lovella SAS');
    expect(lovella).toContain('Lovella SAS');
    expect(lovella).toContain('lovella.date');
    expect(lovella).not.toContain('amora.date');

    const contacts = (await get('/rest/v2/site-info/contacts', { host: 'tandem.localhost' })).json().result.html as string;
    expect(contacts).toContain('support@tandem.date');
    expect(contacts).toContain('Tandem Dating GmbH');
  });

  it('renders Markdown to HTML, with the revision date written for the language', async () => {
    const res = await get('/rest/v2/site-info/terms', { 'accept-language': 'de-DE,de;q=0.9' });
    const { html, title } = res.json().result;
    expect(title).not.toMatch(/^#/);
    expect(html).toMatch(/<h2>/);
    expect(html).not.toMatch(/<h1>/);
    expect(html).toContain('23. November 2026');
    const english = (await get('/rest/v2/site-info/terms', { 'accept-language': 'en-US' })).json().result.html;
    expect(english).toContain('November 23, 2026');
  });

  it('follows the lang cookie when the browser names no supported language, else answers in en-US', async () => {
    const byCookie = await get('/rest/v2/site-info/terms', { 'accept-language': 'ja-JP', cookie: 'lang=fr-FR' });
    expect(byCookie.json().result.language).toBe('fr-FR');
    const fallback = await get('/rest/v2/site-info/terms', { 'accept-language': 'ja-JP' });
    expect(fallback.json().result.language).toBe('en-US');
  });

  it('answers the host’s brand whatever product_id names, and 400 for a product_id that is not a number', async () => {
    const other = await get('/rest/v2/site-info/company?product_id=999999', { host: 'lovella.localhost' });
    expect(other.statusCode).toBe(200);
    expect(other.json().result.html).toContain('Lovella SAS');
    const bad = await get('/rest/v2/site-info/company?product_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('product_id');
  });

  it('answers 404 for pages that do not exist and for an unknown host, never 500', async () => {
    const bad = ['nope', 'TERMS', '..%2F..%2Fpackage.json', '..%2Fen-US%2Fterms', 'terms.md', '%00', 'constructor', '__proto__', 'x'.repeat(99), 'terms%20'];
    for (const page of bad) {
      const res = await get(`/rest/v2/site-info/${page}`);
      expect([400, 404], `${page}: ${res.statusCode}`).toContain(res.statusCode);
    }
    expect((await get(`/rest/v2/site-info/${'x'.repeat(500)}`)).statusCode).toBe(404);
    expect((await get('/rest/v2/site-info/terms', { host: 'unknown.example' })).statusCode).toBe(404);
  });

  it('needs no login', async () => {
    const res = await get('/rest/v2/site-info/info-privacy', { authorization: 'JWT not-a-token' });
    expect(res.statusCode).toBe(200);
  });
});
