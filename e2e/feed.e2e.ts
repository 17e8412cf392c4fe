import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { API_VERSION } from '@amora/contracts';
import type { ManualClock } from '../packages/server/src/platform/clock.ts';
import { SeedClient, type SeededMember } from '../packages/server/src/testing/seed.ts';
import { useE2E } from './support/e2e.ts';
import { bottomNav, expectContentAboveNav, submitLogin, translation } from './support/pages.ts';
import { photograph, screenVariants } from './support/screenshots.ts';

const LANGUAGES = ['en-US', 'ru-RU'] as const;

/**
 * The activity feed in Chromium (issue 17 point 4): a member liked, matched and visited by others
 * through the API opens /feeds, sees the three items unread, taps one and lands on that member's
 * profile, and the item is read when they come back. At 360×740 in two languages, light and dark,
 * nothing under the bottom navigation; `npm run screenshots` saves them as
 * test-results/screenshots/feed/<lang>-<scheme>-<screen>.png.
 */
describe('the activity feed in Chromium', () => {
  const { server, newContext } = useE2E();
  let seed: SeedClient;
  let anna: SeededMember;
  let ben: SeededMember;
  let carl: SeededMember;

  beforeAll(async () => {
    const { app, clock } = server();
    seed = new SeedClient({ app, clock: clock as ManualClock, request: (options) => app.inject({ ...options, headers: { host: 'localhost', 'accept-version': API_VERSION, ...options.headers } }) });
    anna = await seed.member({ persona: 'carol', name: 'Anna', gender: 'female', search_gender: 'female', email: 'anna-feed@example.com' });
    ben = await seed.member({ persona: 'bob', name: 'Ben', email: 'ben-feed@example.com' });
    carl = await seed.member({ persona: 'dave', name: 'Carl', email: 'carl-feed@example.com' });
    await seed.uploadPhoto(anna, { approved: true });
    await seed.uploadPhoto(ben, { approved: true });
  });

  async function call(member: SeededMember, method: 'POST', url: string, payload?: unknown): Promise<void> {
    const res = await server().app.inject({ method, url, headers: { host: 'localhost', 'accept-version': API_VERSION, ...member.headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  }
  const like = (liker: SeededMember, hid: string) => call(liker, 'POST', '/apis/relations/v1/users/me/likes?context=profile', { contact_hid: hid });
  const visit = (visitor: SeededMember, hid: string) => call(visitor, 'POST', `/v3/users/${hid}:visit`);

  for (const [lang, scheme] of screenVariants(LANGUAGES)) {
    const t = (key: string, values?: Record<string, string | number>) => translation(lang, 'feed', key, values);
    const shot = (page: Page, screen: string) => photograph(page, `feed/${lang}-${scheme}-${screen}.png`, { fullPage: false });

    it(`shows likes, a match and a visit unread, and a tap opens the profile, in ${lang}, ${scheme}`, async () => {
      const viewer = await seed.member({ persona: 'alice', email: `feed-${lang}-${scheme}@example.com`.toLowerCase() });
      await like(ben, viewer.account.hid);
      await like(viewer, ben.account.hid);
      await visit(carl, viewer.account.hid);
      await like(anna, viewer.account.hid);

      const context = await newContext({ locale: lang, colorScheme: scheme });
      await context.addCookies([{ name: 'lang', value: lang, url: server().url('/') }]);
      const page = await context.newPage();
      await page.goto(server().url('/login'));
      await submitLogin(page, { email: viewer.account.email, password: viewer.password! }, lang);
      await page.waitForURL(/\/matches$/);
      await page.goto(server().url('/feeds'));

      await page.getByRole('heading', { level: 1, name: t('title') }).waitFor();
      const list = page.getByRole('list', { name: t('listLabel') });
      await list.waitFor();
      const rows = list.getByRole('listitem');
      const texts = [t('items.like_female', { name: 'Anna' }), t('items.visit_male', { name: 'Carl' }), t('items.match_male', { name: 'Ben' })];
      await expect.poll(() => rows.allTextContents()).toEqual(texts.map((text) => expect.stringContaining(text)));
      expect(await list.getByText(t('unread'), { exact: true }).count()).toBe(3);
      await page.waitForFunction(() => document.fonts.status === 'loaded' && Array.from(document.images).every((image) => image.complete));
      await expectContentAboveNav(page, { lang, screen: 'the feed' });
      await shot(page, 'list');

      // Edit mode: each row keeps its one line beside its checkbox (a line more at most, where the
      // checkbox narrows the text), and the delete bar stands above the navigation.
      const heights = () => rows.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
      const listHeights = await heights();
      await page.getByRole('button', { name: t('edit.start') }).click();
      await list.getByRole('checkbox').first().check();
      const editHeights = await heights();
      editHeights.forEach((height, index) => expect(height, `row ${index + 1} in edit mode`).toBeLessThanOrEqual(listHeights[index]! + 24));
      const deleteButton = page.getByRole('button', { name: new RegExp(t('edit.deleteNone')) });
      await deleteButton.waitFor();
      await aboveNav(page, lang, deleteButton, 'the delete button');
      await shot(page, 'edit');
      await page.getByRole('button', { name: t('edit.done') }).click();

      // A tap opens Anna's profile and reads her item.
      await list.getByRole('button', { name: new RegExp(texts[0]!) }).click();
      await page.waitForURL(new RegExp(`/contact/${anna.account.hid}$`));
      await page.goBack();
      await list.waitFor();
      await expect.poll(() => list.getByText(t('unread'), { exact: true }).count()).toBe(2);
      await context.close();
    });
  }

  it('shows the empty state to a member nobody noticed yet', async () => {
    const viewer = await seed.member({ persona: 'alice', email: 'feed-empty@example.com' });
    const context = await newContext({ locale: 'en-US', colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(server().url('/login'));
    await submitLogin(page, { email: viewer.account.email, password: viewer.password! });
    await page.waitForURL(/\/matches$/);
    await page.goto(server().url('/feeds'));
    await page.getByRole('heading', { name: translation('en-US', 'feed', 'empty.title') }).waitFor();
    await expectContentAboveNav(page, { lang: 'en-US', screen: 'the empty feed' });
    await photograph(page, 'feed/en-us-light-empty.png', { fullPage: false });
    await context.close();
  });
});

async function aboveNav(page: Page, lang: string, element: Locator, what: string): Promise<void> {
  const navTop = await bottomNav(page, lang).evaluate((nav) => nav.getBoundingClientRect().top);
  const bottom = await element.evaluate((node) => node.getBoundingClientRect().bottom);
  expect(bottom, `${what} ends at ${bottom}px, under the navigation at ${navTop}px`).toBeLessThanOrEqual(navTop);
}
