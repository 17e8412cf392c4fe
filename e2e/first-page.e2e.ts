import { describe, expect, it } from 'vitest';
import { brandById, brandPalette } from '@amora/contracts';
import { useE2E } from './support/e2e.ts';
import { submitLogin, translation } from './support/pages.ts';

/** A visitor's first page, rendered by the server and taken over by the app (issue 14). */
describe('the first page in Chromium', () => {
  const { server, open, newContext } = useE2E();

  it('paints home and login in the visitor’s language from the server’s markup alone', async () => {
    const context = await newContext({ locale: 'de-DE', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server().url('/'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(translation('de-DE', 'auth', 'home.hero.title'));
    expect(await page.locator('header img').first().getAttribute('src')).toBe('/brand/amora/logo.svg');
    // Painted in the brand's colours and the app's styles: the palette is on the page, and the
    // button has the app's look, not the browser's grey.
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary'));
    expect(primary).toBe(brandPalette(brandById(7)!, 'light')['--color-primary']);
    const button = page.getByRole('button', { name: translation('de-DE', 'auth', 'home.hero.register') });
    expect(await button.evaluate((element) => getComputedStyle(element).borderRadius)).not.toBe('0px');
    await page.goto(server().url('/login', 'lovella.localhost'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(translation('de-DE', 'auth', 'login.title'));
    expect(await page.getByLabel(translation('de-DE', 'auth', 'login.email')).count()).toBe(1);
  });

  it('takes the server’s markup over in place, and only then lets the visitor act', async () => {
    const context = await newContext();
    const page = await context.newPage();
    // Hold the app back until the server's heading has been marked, to tell whether the app
    // keeps that element or paints a new one over it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/start-app.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server().url('/'), { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await page.locator('#root').getAttribute('inert')).toBe('');
    await heading.evaluate((element) => Object.assign(element, { paintedByServer: true }));
    release();
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    expect(await heading.evaluate((element) => 'paintedByServer' in element)).toBe(true);
    const register = page.getByRole('button', { name: translation('en-US', 'auth', 'home.hero.register') });
    await page.getByRole('checkbox').check();
    expect(await register.isEnabled()).toBe(true);
  });

  it('starts a returning member on the splash, never on the visitor’s home page', async () => {
    const page = await open('/login');
    await submitLogin(page, { email: 'demo@example.com', password: 'demo-password-1' });
    await page.waitForURL(/\/matches$/);
    const answer = await page.goto(server().url('/'));
    expect(await answer!.text()).toContain('<div id="root"></div>');
    await page.waitForURL(/\/matches$/);
    expect(await page.getByRole('heading', { name: translation('en-US', 'auth', 'home.hero.title') }).count()).toBe(0);
  });
});
