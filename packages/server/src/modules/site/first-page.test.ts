import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandById, brandPalette, type Language } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

/**
 * A visitor's first page rendered on the server (issue 14), from the real web build: `npm test`
 * builds packages/web (dist and dist-ssr) before any test runs.
 */
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const amora = brandById(7)!;
const lovella = brandById(8)!;
const i18nDir = path.resolve(import.meta.dirname, '../../../../web/public/i18n');

interface AuthTexts {
  home: { hero: { title: string; subtitle: string; register: string } };
  login: { title: string };
}

function authTexts(language: Language): AuthTexts {
  return JSON.parse(fs.readFileSync(path.join(i18nDir, language, 'auth.json'), 'utf8')) as AuthTexts;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const RENDERED_ROOT = '<div id="root" inert>';

/** What the server put inside `#root`, which waits inert for the app to take it over. */
function rootOf(html: string): string {
  const start = html.indexOf(RENDERED_ROOT);
  expect(start, 'packages/web must be built (npm run build) for its server render').toBeGreaterThan(-1);
  return html.slice(start + RENDERED_ROOT.length, html.lastIndexOf('</div>', html.indexOf('</body>')));
}

describe.each(TEST_DIALECTS)('first page rendered on the server on %s', (dialect) => {
  let t: TestApp;
  const page = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers: { ...HTML, ...headers } });

  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('sends a visitor the home page as markup in their language, with the brand in it', async () => {
    const german = authTexts('de-DE');
    const res = await page('/', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('<h1');
    expect(root).toContain(german.home.hero.title);
    expect(root).toContain(german.home.hero.subtitle.replace('{{brand}}', amora.name));
    // The register button waits for the agreement, as it does in the app.
    expect(root).toMatch(new RegExp(`<button[^>]*disabled[^>]*>${escapeRegExp(german.home.hero.register)}</button>`));
    expect(root).toContain('href="/login"');
    expect(root).toContain('src="/brand/amora/logo.svg"');
    expect(res.body).toContain('<html lang="de-DE">');
  });

  it('renders the login page with its form, and each brand with its own name and logo', async () => {
    const french = authTexts('fr-FR');
    const res = await page('/login', { host: 'lovella.localhost:8080' });
    const root = rootOf(res.body);
    expect(root).toContain(french.login.title);
    expect(root).toMatch(/<input[^>]*type="email"/);
    expect(root).toMatch(/<input[^>]*type="password"/);
    expect(root).toContain('src="/brand/lovella/logo.svg"');
    expect(root).not.toContain('/brand/amora/');
    const home = rootOf((await page('/', { host: 'lovella.localhost:8080' })).body);
    expect(home).toContain(french.home.hero.subtitle.replace('{{brand}}', lovella.name));
  });

  it('follows the language the visitor chose over the browser', async () => {
    const root = rootOf((await page('/', { cookie: 'lang=pl-PL', 'accept-language': 'de-DE' })).body);
    expect(root).toContain(authTexts('pl-PL').home.hero.title);
  });

  it('starts the app after the first paint on a rendered page, and at once on any other', async () => {
    const rendered = (await page('/', { 'accept-language': 'de-DE' })).body;
    expect(rendered).not.toMatch(/<script type="module"|<link rel="modulepreload"|<link rel="preload"[^>]*\/i18n\//);
    const start = rendered.match(/<script src="\/start-app\.js" defer data-entry="([^"]+)" data-modules="([^"]*)" data-fetch="([^"]*)"><\/script>/);
    expect(start, 'the page names the app for start-app.js').not.toBeNull();
    const [, entry, modules, texts] = start!;
    const shell = (await page('/matches', { 'accept-language': 'de-DE' })).body;
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('start-app.js');
    // The same files the empty shell loads at once: the build's entry and its imports, and the
    // startup translations in the page's language.
    expect(shell).toContain(`<script type="module" crossorigin src="${entry}"></script>`);
    expect([...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]).join(' ')).toBe(modules);
    expect([...shell.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((match) => match[1]).join(' ')).toBe(texts);
    expect(texts).toContain('/i18n/de-DE/auth.json');
    const loader = await t.request({ method: 'GET', url: '/start-app.js' });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['content-type']).toContain('javascript');
  });

  it('never renders for a request that may carry a session, nor any page outside the logged-out entry', async () => {
    // The session hint cookie (stored tokens write it too) and an access key start on the splash.
    expect((await page('/', { cookie: 'amora_session=1' })).body).toContain('<div id="root"></div>');
    expect((await page('/', { cookie: 'amora_session=1' })).body).not.toContain('start-app.js');
    expect((await page('/login', { cookie: 'lang=de-DE; amora_session=1' })).body).toContain('<div id="root"></div>');
    expect((await page('/?ak=0123456789abcdef')).body).toContain('<div id="root"></div>');
    for (const url of ['/registration', '/matches', '/sign/recoverrequest', '/info/terms']) {
      expect((await page(url)).body, url).toContain('<div id="root"></div>');
    }
    // The query is no part of the decision otherwise: an ad's landing still gets the page.
    expect(rootOf((await page('/?utm_source=ad')).body)).toContain('<h1');
  });

  it('puts the brand palette on the page, light and dark, so the markup paints in its colours', async () => {
    const body = (await page('/', { host: 'lovella.localhost:8080' })).body;
    const light = brandPalette(lovella, 'light');
    const dark = brandPalette(lovella, 'dark');
    const style = body.match(/<style>(.*?)<\/style>/)?.[1] ?? '';
    expect(style).toContain(`--color-primary:${light['--color-primary']}`);
    expect(style).toMatch(new RegExp(`@media \\(prefers-color-scheme: dark\\)\\{html:root\\{[^}]*--color-bg:${dark['--color-bg']}`));
  });
});
