import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runOperatorCommand } from '../packages/server/src/testing/operator-command.ts';
import { useE2E } from './support/e2e.ts';
import { submitLogin, translation } from './support/pages.ts';
import { photograph } from './support/screenshots.ts';

const GRANT = path.resolve(import.meta.dirname, '../packages/server/src/grant/cli.ts');
const DEMO = { email: 'demo@example.com', password: 'demo-password-1' };

/** Discovery in Chromium (issue 16): nearby for a free member and for one granted premium. */
describe('discovery in Chromium', () => {
  const { server, open } = useE2E();

  async function openSearch(page: Page, lang: string): Promise<void> {
    await page.getByRole('navigation').getByRole('link', { name: translation(lang, 'common', 'nav.search') }).click();
    await page.waitForURL(/\/search$/);
    await page.getByRole('heading', { level: 1, name: translation(lang, 'discovery', 'search.title') }).waitFor();
  }

  it('shows a free member nearby as teasers, and the same member granted premium the people around them by distance', async () => {
    const page = await open('/login');
    await submitLogin(page, DEMO);
    await page.waitForURL(/\/matches$/);
    await openSearch(page, 'en-US');
    await page.getByRole('button', { name: translation('en-US', 'discovery', 'nearby.teasers.unlock') }).waitFor();
    expect(await page.getByRole('list', { name: translation('en-US', 'discovery', 'nearby.teasers.label') }).getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href^="/contact/"]').count()).toBe(0);
    await photograph(page, 'discovery/en-US-light-nearby-free.png', { fullPage: false });

    const granted = await runOperatorCommand(GRANT, server().dataDir, [DEMO.email, 'premium', '--days', '30']);
    expect(granted.code, granted.stderr).toBe(0);
    await page.reload();
    const list = page.getByRole('list', { name: translation('en-US', 'discovery', 'nearby.label', { km: 50 }) });
    await list.getByRole('link').first().waitFor();
    const distances = await list.getByRole('link').allTextContents();
    for (const text of distances) expect(text).toMatch(/Less than 1 km away|\d+ km away/);
    await photograph(page, 'discovery/en-US-light-nearby.png', { fullPage: false });

    // The smallest range: the list is asked for again within 3 km.
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/v3/neighbors' && new URL(request.url()).searchParams.get('radiusKilometers') === '3');
    const slider = page.getByRole('slider', { name: translation('en-US', 'discovery', 'nearby.range.label') });
    await slider.focus();
    await page.keyboard.press('Home');
    await asked;
    expect(await slider.getAttribute('aria-valuetext')).toBe(translation('en-US', 'discovery', 'nearby.range.value', { km: 3 }));
  });

  it('lays nearby out in German on a dark phone', async () => {
    const page = await open('/login', { locale: 'de-DE', colorScheme: 'dark' });
    // The chosen language (the lang cookie) outranks the demo account's English (spec 1 §1).
    await page.context().addCookies([{ name: 'lang', value: 'de-DE', url: server().url('/') }]);
    await page.reload();
    await submitLogin(page, DEMO, 'de-DE');
    await page.waitForURL(/\/matches$/);
    await openSearch(page, 'de-DE');
    await page.getByText(translation('de-DE', 'discovery', 'location.city')).waitFor();
    await photograph(page, 'discovery/de-DE-dark-nearby.png', { fullPage: false });
  });
});
