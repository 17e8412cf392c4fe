import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { STARTUP_NAMESPACES } from '@amora/contracts';
import type { Page } from 'playwright-core';
import { useE2E } from './support/e2e.ts';
import { horizontalOverflow, translation } from './support/pages.ts';
import { photograph } from './support/screenshots.ts';

describe('the foundation in Chromium', () => {
  const { server, open, newContext } = useE2E();

  it('shows each brand its own title and logo', async () => {
    const amora = await open('/');
    const lovella = await open('/', { host: 'lovella.localhost' });
    await amora.getByRole('img', { name: /Amora/ }).first().waitFor();
    await lovella.getByRole('img', { name: /Lovella/ }).first().waitFor();
    expect(await amora.title()).toContain('Amora');
    expect(await lovella.title()).toContain('Lovella');
    const logoOf = (page: Page) => page.locator('header img').first().getAttribute('src');
    expect(await logoOf(amora)).toContain('/brand/amora/logo');
    expect(await logoOf(lovella)).toContain('/brand/lovella/logo');
    const logo = await amora.request.get(server().url('/brand/lovella/logo.svg'));
    expect(logo.headers()['content-type']).toContain('image/svg+xml');
  });

  it('gives each brand its share preview and canonical address, and a share picture that loads', async () => {
    const page = await open('/login?utm_source=ad', { host: 'lovella.localhost' });
    const head = (selector: string, attribute: string) => page.locator(`head ${selector}`).getAttribute(attribute);
    expect(await head('link[rel=canonical]', 'href')).toBe(server().url('/login', 'lovella.localhost'));
    expect(await head('meta[property="og:site_name"]', 'content')).toBe('Lovella');
    expect(await head('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    const picture = await head('meta[property="og:image"]', 'content');
    expect(picture).toContain('/brand/lovella/share.png');
    // Fetched by the browser: only it resolves <brand>.localhost.
    const image = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type') };
    }, picture!);
    expect(image).toEqual({ status: 200, type: 'image/png' });
  });

  it('fetches the first page’s translations once, preloaded with the page in its language', async () => {
    const context = await newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const translations: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/i18n/')) translations.push(new URL(request.url()).pathname);
    });
    await page.goto(server().url('/'));
    await page.getByRole('button', { name: translation('de-DE', 'auth', 'home.hero.register') }).waitFor();
    // The page is the server's markup until the app has started and taken it over.
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    // Each once: a preload the app's fetch did not match (another request mode) would be fetched again.
    expect(translations.sort()).toEqual(STARTUP_NAMESPACES.map((namespace) => `/i18n/de-DE/${namespace}.json`).sort());
  });

  it('keeps the register button disabled until the agreement is ticked', async () => {
    const page = await open('/');
    const register = page.getByRole('button', { name: translation('en-US', 'auth', 'home.hero.register') });
    await register.waitFor();
    expect(await register.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    expect(await register.isEnabled()).toBe(true);
    await page.getByRole('checkbox').uncheck();
    expect(await register.isDisabled()).toBe(true);
  });

  it('logs the demo member in through the login page and reaches the logged-in shell', async () => {
    const page = await open('/login');
    await page.getByLabel(translation('en-US', 'auth', 'login.email')).fill('demo@example.com');
    await page.getByLabel(translation('en-US', 'auth', 'login.password'), { exact: true }).fill('demo-password-1');
    await page.getByRole('button', { name: translation('en-US', 'auth', 'login.submit') }).click();
    await page.waitForURL(/\/matches$/);
    await page.getByRole('navigation').getByRole('link', { name: translation('en-US', 'common', 'nav.matches') }).waitFor();
    await page.getByRole('heading', { level: 1, name: translation('en-US', 'discovery', 'game.title') }).waitFor();

    // Nothing shows through the header or the navigation, and nothing stays under it scrolled to the end.
    await page.getByRole('navigation').getByRole('link', { name: translation('en-US', 'common', 'nav.profile') }).click();
    await page.getByRole('link', { name: new RegExp(translation('en-US', 'common', 'profile.menu.settings')) }).click();
    await page.waitForURL(/\/settings$/);
    const logout = page.getByRole('button', { name: translation('en-US', 'settings', 'menu.logout') });
    await logout.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bars = [page.getByRole('navigation', { name: translation('en-US', 'common', 'nav.label') }), page.locator('header')];
    for (const bar of bars) {
      const style = await bar.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, backdrop: getComputedStyle(element).backdropFilter }));
      expect(style).toEqual({ background: expect.stringMatching(/^rgb\(/), backdrop: 'none' });
    }
    const navTop = (await bars[0]!.boundingBox())!.y;
    const last = (await logout.boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(navTop);
  });

  it('shows the wrong-password error in German for a de-DE browser', async () => {
    const page = await open('/login', { locale: 'de-DE' });
    await page.getByRole('heading', { name: translation('de-DE', 'auth', 'login.title') }).waitFor();
    await page.getByLabel(translation('de-DE', 'auth', 'login.email')).fill('demo@example.com');
    await page.getByLabel(translation('de-DE', 'auth', 'login.password'), { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: translation('de-DE', 'auth', 'login.submit') }).click();
    await page.getByText(translation('de-DE', 'auth', 'login.errors.wrongCredentials')).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
  });

  it('draws Hindi with the Devanagari webfont, fetched only for pages that show Devanagari', async () => {
    const devanagariFaces = (page: Page) =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const statuses: FontFaceLoadStatus[] = [];
        document.fonts.forEach((face) => {
          if (face.family.includes('Devanagari')) statuses.push(face.status);
        });
        return statuses;
      });
    const english = await open('/login');
    await english.getByRole('heading', { name: translation('en-US', 'auth', 'login.title') }).waitFor();
    expect(await devanagariFaces(english)).not.toContain('loaded');
    // Hindi met on another language's page (the language list) is drawn with it, not merely loaded:
    // the page's font stack paints it exactly as the webfont alone (a system font that claims the
    // script but draws boxes would differ).
    await english.evaluate(async () => {
      for (const [top, id, font] of [[0, 'page-font', ''], [60, 'webfont-only', "'Noto Sans Devanagari'"]] as const) {
        const sample = document.createElement('div');
        sample.id = id;
        sample.textContent = 'हिन्दी';
        sample.lang = 'hi-IN';
        // Same box, same whole-pixel origin, so only the glyphs can differ.
        sample.style.cssText = `position:fixed;left:0;top:${top}px;width:200px;height:48px;z-index:9999;background:#fff;color:#000;font-size:24px;line-height:48px;${font ? `font-family:${font};` : ''}`;
        document.body.append(sample);
      }
      await document.fonts.ready;
    });
    const [pageFont, webfontOnly] = await Promise.all(['#page-font', '#webfont-only'].map((id) => english.locator(id).screenshot()));
    expect(pageFont!.equals(webfontOnly!)).toBe(true);

    const hindi = await open('/login', { locale: 'hi-IN' });
    await hindi.getByRole('heading', { name: translation('hi-IN', 'auth', 'login.title') }).waitFor();
    expect(await hindi.locator('html').getAttribute('lang')).toBe('hi-IN');
    expect(await devanagariFaces(hindi)).toContain('loaded');
    expect(await hindi.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'लॉग इन'))).toBe(true);
  });

  it('redirects the legacy /sign/in to /login', async () => {
    const page = await open('/sign/in');
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: translation('en-US', 'auth', 'login.title') }).waitFor();
  });

  it('shows the error page for an unknown host', async () => {
    const page = await open('/', { host: 'nope.localhost' });
    const text = await page.locator('body').innerText();
    expect(text).toContain(`Can't find product config for hostname: nope.localhost:${server().port}.`);
    const logged = await server().app.platform.db.selectFrom('system_log').select('message').where('host', 'like', 'nope.localhost%').execute();
    expect(logged.length).toBeGreaterThan(0);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`lays out home and login at 360×740 in ${colorScheme} without overflow`, async () => {
      for (const pathname of ['/', '/login']) {
        const page = await open(pathname, { colorScheme });
        await page.locator('header img').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow(page), `${pathname} scrolls sideways`).toBeLessThanOrEqual(0);
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        const [r = 0, g = 0, b = 0] = background.match(/\d+/g)!.map(Number);
        const lightness = (r + g + b) / 3;
        expect(colorScheme === 'dark' ? lightness < 80 : lightness > 180, `${pathname} background ${background}`).toBe(true);
        const axe = await new AxeBuilder({ page }).analyze();
        const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious, `${pathname} accessibility`).toEqual([]);
        await photograph(page, `${pathname === '/' ? 'home' : 'login'}-${colorScheme}.png`, { fullPage: false });
      }
    });
  }
});
