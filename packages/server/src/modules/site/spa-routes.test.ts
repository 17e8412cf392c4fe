import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLE_TOUCH_SIZES, FAVICON_SIZES, brandById, unknownHostMessage } from '@amora/contracts';
import { MINUTE } from '../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { escapeHtml } from './escape-html.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const amora = brandById(7)!;
const lovella = brandById(8)!;

const fixtureDirs: string[] = [];
afterAll(() => {
  for (const dir of fixtureDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fixtureDirs.push(dir);
  return dir;
}

/** An empty build directory: the server falls back to its built-in template. */
function emptyDist(): string {
  return tempDir('amora-nodist-');
}

/** A build shaped like packages/web/dist. */
function builtDist(): string {
  const parent = tempDir('amora-dist-');
  const dist = path.join(parent, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'assets', 'index-4f2a9c.js'), 'console.log("app");');
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <title>Amora</title>
    <!--amora:head-->
    <script type="module" crossorigin src="/assets/index-4f2a9c.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  return dist;
}

function systemLogRows(t: TestApp, host: string) {
  return t.app.platform.db.selectFrom('system_log').selectAll().where('host', '=', host).execute();
}

describe.each(TEST_DIALECTS)('per-brand index.html on %s', (dialect) => {
  let t: TestApp;
  const page = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers: { ...HTML, ...headers } });

  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { WEB_DIST_DIR: emptyDist() } });
  });
  afterAll(() => t.close());

  it('renders each brand with its own title, icons, language and id', async () => {
    const first = await page('/');
    const second = await page('/', { host: 'lovella.localhost:8080' });
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect(first.body).toContain(`<title>${amora.title}</title>`);
    expect(first.body).toContain('<html lang="en-US">');
    expect(first.body).toContain('<link rel="manifest" href="/brand/amora/manifest.json?v=3">');
    expect(first.body).toContain('<meta name="amora-brand" content="7">');
    expect(second.body).toContain(`<title>${lovella.title}</title>`);
    expect(second.body).toContain('<html lang="fr-FR">');
    expect(second.body).toContain('<link rel="manifest" href="/brand/lovella/manifest.json?v=3">');
    expect(second.body).toContain('<meta name="amora-brand" content="8">');
    expect(second.body).not.toContain('/brand/amora/');
    expect(first.body).not.toContain('<!--amora:head-->');
  });

  it('links every favicon and apple-touch size, theme colours and the share preview', async () => {
    const { body } = await page('/login');
    for (const size of FAVICON_SIZES) {
      expect(body).toContain(`<link rel="icon" type="image/png" sizes="${size}x${size}" href="/brand/amora/favicon-${size}.png?v=3">`);
    }
    for (const size of APPLE_TOUCH_SIZES) {
      expect(body).toContain(`<link rel="apple-touch-icon" sizes="${size}x${size}" href="/brand/amora/apple-touch-icon-${size}.png?v=3">`);
    }
    expect(body).toContain(`<meta name="description" content="${amora.description}">`);
    expect(body).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: light\)" content="#[0-9A-F]{6}">/);
    expect(body).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: dark\)" content="#[0-9A-F]{6}">/);
    expect(body).toContain(`<meta property="og:title" content="${amora.share.title}">`);
    expect(body).toContain(`<meta property="og:description" content="${amora.share.description}">`);
    expect(body).toContain('<meta property="og:image" content="http://localhost:8080/brand/amora/share.png?v=3">');
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(body).toContain(`<meta name="twitter:title" content="${amora.share.title}">`);
  });

  it('names each page its canonical address, without the query and escaped', async () => {
    expect((await page('/login?utm_source=ad&gclid=x')).body).toContain('<link rel="canonical" href="http://localhost:8080/login">');
    expect((await page('/', { host: 'lovella.localhost:8080' })).body).toContain('<link rel="canonical" href="http://lovella.localhost:8080/">');
    const hostile = (await page('/info/%22%3E%3Cscript%3Ealert(1)%3C/script%3E')).body;
    expect(hostile).not.toContain('<script>alert(1)');
    expect(hostile.match(/<link rel="canonical" href="[^"]*">/)).not.toBeNull();
  });

  it('picks the language from the lang cookie, then Accept-Language, then the brand', async () => {
    const byCookie = await page('/', { cookie: 'lang=de-DE', 'accept-language': 'pl-PL,pl;q=0.9' });
    expect(byCookie.body).toContain('<html lang="de-DE">');
    expect(byCookie.body).toContain('<meta property="og:locale" content="de_DE">');
    const badCookie = await page('/', { cookie: 'lang=xx-XX', 'accept-language': 'pl-PL,pl;q=0.9' });
    expect(badCookie.body).toContain('<html lang="pl-PL">');
    const byBrowser = await page('/', { host: 'lovella.localhost:8080', 'accept-language': 'es-MX' });
    expect(byBrowser.body).toContain('<html lang="es-MX">');
    expect(byBrowser.headers.vary).toContain('Accept-Language');
  });

  it('serves every SPA route, the www. domain and the registration domains', async () => {
    expect((await page('/dialogs/123')).body).toContain(`<title>${amora.title}</title>`);
    expect((await page('/', { host: 'www.heartly.date' })).body).toContain(`<title>${brandById(13)!.title}</title>`);
    expect((await page('/registration', { host: 'join.sparkmatch.date' })).body).toContain(`<title>${brandById(21)!.title}</title>`);
    expect((await page('/', { host: 'join.velvet.date' })).body).toContain('<meta name="amora-brand" content="54">');
  });

  it('sends the security headers with HTML', async () => {
    const res = await page('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['nope.localhost', 'evil.com'])('answers the unknown host %s with the error page and logs it once a minute', async (host) => {
    const first = await page('/', { host });
    expect(first.statusCode).toBe(404);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    expect(first.body).toContain(`<p>${escapeHtml(unknownHostMessage(host))}</p>`);
    expect(first.body).not.toContain('amora-brand');

    expect((await page('/login', { host })).statusCode).toBe(404);
    const rows = await systemLogRows(t, host);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ level: 'error', message: unknownHostMessage(host), host });

    t.clock.advance(MINUTE);
    await page('/', { host });
    expect(await systemLogRows(t, host)).toHaveLength(2);
  });

  it('escapes a hostile host header', async () => {
    const host = '<script>alert(1)</script>.example';
    const res = await page('/', { host });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;.example');
  });

  it('leaves server paths to the API 404 envelope', async () => {
    for (const url of ['/rest/v2/unknown', '/v3/nothing', '/apis/x', '/i18n', '/system/nothing', '/dev/x', '/media/x.jpg']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, message: expect.stringContaining(url) });
    }
    const brand = await page('/brand/nope/logo.svg');
    expect(brand.statusCode).toBe(404);
    expect(brand.json()).toMatchObject({ code: 404 });
  });

  it('answers a request that does not take HTML with the API 404 envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/some/page', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });
});

describe.each(TEST_DIALECTS)('the built SPA on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { WEB_DIST_DIR: builtDist() } });
  });
  afterAll(() => t.close());

  it('renders the built index.html per brand, keeping its bundle', async () => {
    for (const url of ['/', '/index.html', '/matches']) {
      const res = await t.request({ method: 'GET', url, headers: { ...HTML, host: 'luna.localhost' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${brandById(53)!.title}</title>`);
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-4f2a9c.js"></script>');
      expect(res.body).toContain('<meta name="amora-brand" content="53">');
      expect(res.body).not.toContain('<!--amora:head-->');
    }
  });

  it('serves hashed bundles for a year and other built files revalidated', async () => {
    const bundle = await t.request({ method: 'GET', url: '/assets/index-4f2a9c.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).toBe('console.log("app");');
    expect(bundle.headers['content-type']).toContain('javascript');
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const worker = await t.request({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');

    const missing = await t.request({ method: 'GET', url: '/assets/gone-000000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
  });
});

describe('the component gallery page', () => {
  it('is served by a demo server and is a 404 in production', async () => {
    const demo = await startTestApp('sqlite', { env: { WEB_DIST_DIR: emptyDist() } });
    const production = await startTestApp('sqlite', { env: { WEB_DIST_DIR: emptyDist(), NODE_ENV: 'production' } });
    try {
      const shown = await demo.request({ method: 'GET', url: '/dev/components', headers: HTML });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toContain('text/html');
      for (const url of ['/dev/components', '/%64ev/components', '/d%65v/%63omponents', '/%64%65%76/components']) {
        expect((await production.request({ method: 'GET', url, headers: HTML })).statusCode, url).toBe(404);
        expect((await demo.request({ method: 'GET', url, headers: HTML })).statusCode, url).toBe(200);
      }
      // An unknown server path, however spelled, is the API's 404, not the SPA page.
      for (const url of ['/rest/v2/nothing', '/%72est/v2/nothing', '/%6dedia/x']) {
        const res = await production.request({ method: 'GET', url, headers: HTML });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ code: 404 });
      }
    } finally {
      await demo.close();
      await production.close();
    }
  });
});
