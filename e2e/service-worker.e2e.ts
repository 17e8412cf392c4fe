import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './support/e2e.ts';
import { translation } from './support/pages.ts';

/** The paths the worker keeps in its cache of this build's files. */
function cachedBundles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('amora-bundles-'));
    if (!name) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  });
}

describe('the service worker (issue 14)', () => {
  const { server, newContext } = useE2E();

  it('keeps the build’s bundles and translations, so a second visit paints the home page without the network', async () => {
    const context = await newContext({ serviceWorker: true });
    const page = await context.newPage();
    await page.goto(server().url('/'));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Controlled from the next load on: its bundles and translations go through the worker.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const register = page.getByRole('button', { name: translation('en-US', 'auth', 'home.hero.register') });
    await register.waitFor();
    await expect.poll(() => cachedBundles(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/), '/i18n/en-US/auth.json']));

    await context.setOffline(true);
    await page.reload();
    await register.waitFor();
    await context.setOffline(false);
  });
});
