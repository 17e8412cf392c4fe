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

  it('searches everyone with filters: age range, everyone online or not, women; the results respect them and open a profile', async () => {
    const page = await open('/login');
    await submitLogin(page, DEMO);
    await page.waitForURL(/\/matches$/);
    await openSearch(page, 'en-US');

    await page.getByRole('tab', { name: translation('en-US', 'discovery', 'search.tabs.everyone') }).click();
    await page.waitForURL(/\/search\?view=everyone$/);
    const results = page.getByRole('list', { name: translation('en-US', 'discovery', 'everyone.label') });
    await results.getByRole('link').first().waitFor();
    await photograph(page, 'discovery/en-US-light-everyone.png', { fullPage: false });

    await page.getByRole('button', { name: translation('en-US', 'discovery', 'everyone.filters'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: translation('en-US', 'discovery', 'filters.title') });
    await dialog.waitFor();
    await photograph(page, 'discovery/en-US-light-search-filters.png', { fullPage: false });
    await dialog.getByRole('group', { name: translation('en-US', 'discovery', 'filters.goal') }).scrollIntoViewIfNeeded();
    await photograph(page, 'discovery/en-US-light-search-filters-lists.png', { fullPage: false });
    await dialog.getByRole('radio', { name: translation('en-US', 'discovery', 'filters.onlineStatus.all') }).check();
    await dialog.getByRole('radio', { name: translation('en-US', 'discovery', 'filters.searchGender.f') }).check();
    // The demo account looks for 25–38: the range becomes 20–50 by keyboard, as the sliders allow.
    const youngest = dialog.getByRole('slider', { name: translation('en-US', 'discovery', 'filters.age.from') });
    await youngest.focus();
    await page.keyboard.press('Home');
    for (let step = 0; step < 2; step++) await page.keyboard.press('ArrowRight');
    const oldest = dialog.getByRole('slider', { name: translation('en-US', 'discovery', 'filters.age.to') });
    await oldest.focus();
    await page.keyboard.press('End');
    for (let step = 0; step < 39; step++) await page.keyboard.press('ArrowLeft');
    await dialog.getByText(translation('en-US', 'discovery', 'filters.age.value', { from: 20, to: 50 })).waitFor();

    const searched = page.waitForResponse((response) => new URL(response.url()).pathname === '/v3/users:search' && (response.request().postDataJSON() as { filter?: { age?: unknown } }).filter?.age !== undefined);
    await dialog.getByRole('button', { name: translation('en-US', 'discovery', 'filters.apply') }).click();
    const response = await searched;
    expect(response.status()).toBe(200);
    expect((response.request().postDataJSON() as { filter: unknown }).filter).toEqual({ age: { from: 20, to: 50 } });
    const { hits } = (await response.json()) as { hits: { hid: string; age: number }[] };
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.age).toBeGreaterThanOrEqual(20);
    for (const hit of hits) expect(hit.age).toBeLessThanOrEqual(50);
    await page.getByRole('button', { name: translation('en-US', 'discovery', 'everyone.filtersActive_one', { count: 1 }) }).waitFor();
    await photograph(page, 'discovery/en-US-light-everyone-filtered.png', { fullPage: false });

    // The list shows what the server found, and a card opens that member's profile.
    const first = results.getByRole('link').first();
    await expect.poll(() => first.getAttribute('href')).toBe(`/contact/${hits[0]!.hid}`);
    await first.click();
    await page.waitForURL(new RegExp(`/contact/${hits[0]!.hid}$`));
    await page.goBack();
    await page.waitForURL(/\/search\?view=everyone$/);
    await page.getByRole('tab', { name: translation('en-US', 'discovery', 'search.tabs.everyone'), selected: true }).waitFor();
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

    await page.getByRole('tab', { name: translation('de-DE', 'discovery', 'search.tabs.everyone') }).click();
    await page.getByRole('list', { name: translation('de-DE', 'discovery', 'everyone.label') }).getByRole('link').first().waitFor();
    await page.getByRole('button', { name: translation('de-DE', 'discovery', 'everyone.filters'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: translation('de-DE', 'discovery', 'filters.title') });
    await dialog.getByRole('group', { name: translation('de-DE', 'discovery', 'filters.interests.label') }).scrollIntoViewIfNeeded();
    await photograph(page, 'discovery/de-DE-dark-search-filters.png', { fullPage: false });
  });
});
