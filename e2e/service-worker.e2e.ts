import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { WebPushPayload } from '@amora/contracts';
import { launchChromium, newMobileContext } from './support/browser.ts';
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

/**
 * The worker's web push handler (issue 18 point 6), from the source file: a page on a loopback
 * server registers public/sw.js, and Chromium delivers a push to it as a push service would
 * (DevTools' ServiceWorker.deliverPushMessage); the notification it shows is read back.
 */
/** A push reaches the worker through the browser's push service: on a busy machine that takes seconds, not vitest's default second. */
const SHOWN = { timeout: 15_000 };

describe('the service worker shows web pushes (issue 18)', () => {
  const worker = fs.readFileSync(path.resolve(import.meta.dirname, '../packages/web/public/sw.js'), 'utf8');
  let server: http.Server;
  let origin: string;
  let browser: Browser;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url?.startsWith('/sw.js')) response.writeHead(200, { 'content-type': 'text/javascript' }).end(worker);
      else response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Amora</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('shows the push with its title, text, icon and page, and a second push of the same tag replaces the first', async () => {
    const context = await newMobileContext(browser, { serviceWorker: true });
    await context.grantPermissions(['notifications'], { origin });
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    // A push delivered while the worker is still activating can be dropped (seen once on a loaded
    // machine): the pushes go once DevTools reports the version activated.
    const activated = new Promise<void>((resolve) => {
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        if (versions.some((version) => version.scriptURL === `${origin}/sw.js?v=test` && version.status === 'activated')) resolve();
      });
    });
    await cdp.send('ServiceWorker.enable');
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?v=test').then(() => navigator.serviceWorker.ready).then(() => undefined));
    const registrationId = await registered;
    await activated;

    const deliver = (push: WebPushPayload) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(push) });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          icon: notification.icon,
          tag: notification.tag,
          data: notification.data as unknown,
        })),
      );
    const like: WebPushPayload = { title: 'Someone likes you', body: 'Upgrade to see who it is.', url: '/activity/likes?source=site_push', icon: '/brand/amora/icon-192.png?v=3', tag: '/activity/likes' };
    await deliver(like);
    await expect.poll(shown, SHOWN).toEqual([{ title: like.title, body: like.body, icon: `${origin}${like.icon}`, tag: like.tag, data: { url: `${origin}${like.url}` } }]);

    await deliver({ ...like, title: 'Someone else likes you' });
    await expect.poll(shown, SHOWN).toEqual([expect.objectContaining({ title: 'Someone else likes you', tag: like.tag })]);

    // A page of another site is never where a click leads: the start page is.
    await deliver({ ...like, tag: 'elsewhere', url: 'https://evil.example/phish' });
    await expect.poll(async () => (await shown()).find((notification) => notification.tag === 'elsewhere')?.data, SHOWN).toEqual({ url: `${origin}/` });

    // A push it cannot read still shows something (a browser may penalise a site that pushes silently).
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: 'not json' });
    await expect.poll(async () => (await shown()).find((notification) => notification.tag === ''), SHOWN).toMatchObject({ title: '127.0.0.1', data: { url: `${origin}/` } });
    await context.close();
  });
});
