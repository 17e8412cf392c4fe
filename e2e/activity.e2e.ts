import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API_VERSION, AUTH_SCHEME } from '@amora/contracts';
import type { ManualClock } from '../packages/server/src/platform/clock.ts';
import { DEMO_MEMBER_PASSWORD } from '../packages/server/src/seed/seed.ts';
import { runOperatorCommand } from '../packages/server/src/testing/operator-command.ts';
import { hostOf, SeedClient, type SeededMember } from '../packages/server/src/testing/seed.ts';
import { useE2E } from './support/e2e.ts';
import { watchRequests, type RequestWatch } from './support/network.ts';
import { bottomNav, expectContentAboveNav, pageSettled, submitLogin, translation } from './support/pages.ts';
import { type ColorScheme, photograph, screenVariants } from './support/screenshots.ts';

const GRANT = path.resolve(import.meta.dirname, '../packages/server/src/grant/cli.ts');
const DEMO = { email: 'demo@example.com', password: 'demo-password-1' };
/** Seeded members (seed/members.ts) who like, visit or are liked by the member under test. */
const OTHERS = ['member4@example.com', 'member5@example.com', 'member6@example.com', 'member7@example.com', 'member8@example.com', 'member9@example.com'];
const LANGUAGES = ['en-US', 'de-DE'] as const;
type Lang = (typeof LANGUAGES)[number];
/** A member logs in and goes through nine screens, a premium grant between them. */
const TOUR_TIMEOUT = 120_000;

/**
 * Issue 17 point 1 in Chromium: /activity's people lists, teasers for a member without premium,
 * the full lists once granted, and every screen at 360×740 in two languages, light and dark,
 * ending above the bottom navigation. `npm run screenshots` saves them as
 * test-results/screenshots/activity/<lang>-<scheme>-<screen>.png.
 */
describe('activity: the people lists in Chromium', () => {
  const { server, open, newContext } = useE2E();
  let seed: SeedClient;
  const requests = new WeakMap<Page, RequestWatch>();

  beforeAll(() => {
    const { app, clock } = server();
    seed = new SeedClient({ app, clock: clock as ManualClock, request: (options) => app.inject({ ...options, headers: { host: 'localhost', 'accept-version': API_VERSION, ...options.headers } }) });
  });

  /** `email` (a seeded member) likes `hid` through the public API, as on their phone; answers their name. */
  async function likesThroughApi(email: string, hid: string): Promise<string> {
    const { app } = server();
    const member = await app.platform.db
      .selectFrom('accounts')
      .innerJoin('profiles', 'profiles.account_id', 'accounts.id')
      .select(['accounts.brand_id', 'profiles.name'])
      .where('accounts.email', '=', email)
      .executeTakeFirstOrThrow();
    const login = await app.inject({ method: 'POST', url: '/rest/v2/login', headers: { host: hostOf(member.brand_id), 'accept-version': API_VERSION }, payload: { product_id: member.brand_id, email, password: DEMO_MEMBER_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const session = login.json().result as { accessToken: { access_token: string } };
    const liked = await app.inject({
      method: 'POST',
      url: '/apis/relations/v1/users/me/likes?context=profile',
      headers: { host: hostOf(member.brand_id), authorization: `${AUTH_SCHEME} ${session.accessToken.access_token}`, 'accept-version': API_VERSION },
      payload: { contact_hid: hid },
    });
    expect(liked.statusCode, liked.body).toBe(200);
    return member.name;
  }

  async function accountByEmail(email: string) {
    const { id } = await server().app.platform.db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return (await server().app.services.accounts.findById(Number(id)))!;
  }

  async function grantPremium(email: string): Promise<void> {
    const granted = await runOperatorCommand(GRANT, server().dataDir, [email, 'premium', '--days', '30']);
    expect(granted.code, granted.stderr).toBe(0);
  }

  const t = (lang: string, key: string, values?: Record<string, string | number>) => translation(lang, 'activity', key, values);

  it('shows the demo member who likes them as teasers, and by name once granted premium; a card opens the profile', async () => {
    const { hid } = await server().app.platform.db.selectFrom('accounts').select('hid').where('email', '=', DEMO.email).executeTakeFirstOrThrow();
    const names = [await likesThroughApi(OTHERS[0]!, hid), await likesThroughApi(OTHERS[1]!, hid)];

    const page = await open('/login');
    await submitLogin(page, DEMO);
    await page.waitForURL(/\/matches$/);
    await page.getByRole('navigation', { name: translation('en-US', 'common', 'nav.label') }).getByRole('link', { name: translation('en-US', 'common', 'nav.activity') }).click();
    await page.waitForURL(/\/activity\/likes$/);
    expect(await page.getByRole('tab', { name: t('en-US', 'tabs.likes') }).getAttribute('aria-selected')).toBe('true');

    // Without premium: blurred teasers with masked names, how many, and the way to premium.
    const teasers = page.getByRole('list', { name: t('en-US', 'teasers.likes.label') }).getByRole('listitem');
    await teasers.first().waitFor();
    const count = await teasers.count();
    expect(count, 'both likes are among the teasers').toBeGreaterThanOrEqual(2);
    await page.getByRole('heading', { level: 2, name: t('en-US', 'teasers.likes.title_other', { count }) }).waitFor();
    for (const name of names) expect(await page.getByText(name, { exact: false }).count(), `${name} is named to a free member`).toBe(0);
    await page.getByRole('button', { name: t('en-US', 'teasers.likes.unlock') }).click();
    const benefits = page.getByRole('dialog', { name: t('en-US', 'benefits.title') });
    await benefits.getByText(t('en-US', 'benefits.whoLikesYou')).waitFor();
    await benefits.getByRole('button', { name: t('en-US', 'benefits.close') }).click();
    await benefits.waitFor({ state: 'detached' });

    // Granted premium: the full list, by name.
    await grantPremium(DEMO.email);
    await page.reload();
    const list = page.getByRole('list', { name: t('en-US', 'lists.likes') });
    for (const name of names) await list.getByRole('link', { name: new RegExp(`^${name}, \\d+`) }).waitFor();

    // A card opens the member's profile.
    await list.getByRole('link', { name: new RegExp(`^${names[0]}, \\d+`) }).click();
    await page.waitForURL(/\/contact\/[^/]+$/);
    await page.getByRole('heading', { level: 2, name: new RegExp(`^${names[0]}, \\d+$`) }).waitFor();
    await page.context().close();
  });

  /** The page finished: its requests done, its fonts and the images on screen in place. */
  async function settled(page: Page): Promise<void> {
    await pageSettled(page, requests.get(page));
  }

  async function logIn(member: SeededMember, lang: Lang, scheme: ColorScheme, options: { likesMePopups?: boolean } = {}): Promise<Page> {
    const context = await newContext({ locale: lang, colorScheme: scheme, ...options });
    await context.addCookies([{ name: 'lang', value: lang, url: server().url('/') }]);
    const page = await context.newPage();
    requests.set(page, watchRequests(page));
    await page.goto(server().url('/login'));
    await submitLogin(page, { email: member.account.email, password: member.password! }, lang);
    await page.waitForURL(/\/matches$/);
    return page;
  }

  for (const [lang, scheme] of screenVariants(LANGUAGES)) {
    const tag = `${lang.toLowerCase()}-${scheme}`;
    const shot = (page: Page, name: string) => photograph(page, `activity/${lang}-${scheme}-${name}.png`, { fullPage: false });

    /** Nothing scrolls sideways; scrolled to its end the content ends above the bottom navigation; photographed as `name`. */
    async function laidOut(page: Page, screen: string, name: string): Promise<void> {
      await settled(page);
      await expectContentAboveNav(page, { lang, screen, settle: settled, atEnd: () => shot(page, `${name}-end`) });
      await shot(page, name);
    }

    async function openTab(page: Page, key: string, path: string): Promise<void> {
      await page.getByRole('tab', { name: t(lang, `tabs.${key}`) }).click();
      await page.waitForURL(new RegExp(`${path}$`));
    }

    it(`shows every tab in ${lang}, ${scheme}: teasers, then the full lists once premium`, async () => {
      const viewer = await seed.member({ persona: 'bob', email: `activity-${tag}@example.com` });
      await seed.uploadPhoto(viewer, { approved: true });
      const others = await Promise.all(OTHERS.map(accountByEmail));
      const { relations } = server().app.services;
      // Four like the viewer, three visit, the viewer likes two (one a match) and keeps two as favourites.
      for (const other of others.slice(0, 4)) await relations.like({ reactor: other, targetId: viewer.account.id, source: 'profile', requirePhoto: false });
      for (const other of others.slice(2, 5)) await relations.visit(other.id, viewer.account.id, 'profile');
      for (const other of [others[0]!, others[5]!]) await relations.like({ reactor: viewer.account, targetId: other.id, source: 'profile', requirePhoto: false });
      for (const other of others.slice(3, 5)) await relations.favourite(viewer.account.id, other.id);

      const page = await logIn(viewer, lang, scheme);
      await bottomNav(page, lang).getByRole('link', { name: translation(lang, 'common', 'nav.activity') }).click();
      await page.waitForURL(/\/activity\/likes$/);

      // Free: the teasers of likes-you and visitors, and what premium shows.
      await page.getByRole('list', { name: t(lang, 'teasers.likes.label') }).getByRole('listitem').first().waitFor();
      await laidOut(page, 'the likes teasers', 'likes-teasers');
      await page.getByRole('button', { name: t(lang, 'teasers.likes.unlock') }).click();
      const benefits = page.getByRole('dialog', { name: t(lang, 'benefits.title') });
      await benefits.getByText(t(lang, 'benefits.whoLikesYou')).waitFor();
      await benefits.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      await shot(page, 'likes-benefits');
      await benefits.getByRole('button', { name: t(lang, 'benefits.close') }).click();
      await benefits.waitFor({ state: 'detached' });
      await openTab(page, 'visitors', '/activity/visitors');
      await page.getByRole('list', { name: t(lang, 'teasers.visitors.label') }).getByRole('listitem').first().waitFor();
      await laidOut(page, 'the visitors teasers', 'visitors-teasers');

      // Premium: every list in full.
      await grantPremium(viewer.account.email);
      await page.reload();
      const visitors = page.getByRole('list', { name: t(lang, 'lists.visitors') });
      await visitors.getByRole('link').nth(2).waitFor();
      await laidOut(page, 'the visitors', 'visitors');
      await openTab(page, 'likes', '/activity/likes');
      const likes = page.getByRole('list', { name: t(lang, 'lists.likes') });
      await likes.getByRole('link').nth(3).waitFor();
      await likes.getByText(t(lang, 'badges.match')).first().waitFor();
      await laidOut(page, 'the likes', 'likes');
      await openTab(page, 'matches', '/activity/matches');
      await page.getByRole('list', { name: t(lang, 'lists.matches') }).getByRole('link').first().waitFor();
      await laidOut(page, 'the matches', 'matches');
      await openTab(page, 'myLikes', '/activity/my-likes');
      await page.getByRole('list', { name: t(lang, 'lists.myLikes') }).getByRole('link').nth(1).waitFor();
      await laidOut(page, 'my likes', 'my-likes');
      await openTab(page, 'suitable', '/activity/suitable');
      // Suitable (discovery's `/v3/suitable`): its list or, with nobody fitting both ways, its empty view.
      await page.locator('[role="tabpanel"] :is(ul, h2, [role="alert"])').first().waitFor();
      await laidOut(page, 'suitable', 'suitable');
      await page.goto(server().url('/profile/favd'));
      await page.getByRole('list', { name: t(lang, 'lists.favourites') }).getByRole('link').nth(1).waitFor();
      await laidOut(page, 'the favourites', 'favourites');
      await page.context().close();
    }, TOUR_TIMEOUT);
  }

  // The likes-me popup (spec 2 §4), once in each language and scheme pair a member meets first.
  for (const [lang, scheme] of [['en-US', 'light'], ['de-DE', 'dark']] as const) {
    it(`greets a member with new likes with the likes-me popup in ${lang}, ${scheme}, and leads to them`, async () => {
      const viewer = await seed.member({ persona: 'bob', email: `likes-me-${lang.toLowerCase()}-${scheme}@example.com` });
      await seed.uploadPhoto(viewer, { approved: true });
      const { relations } = server().app.services;
      for (const other of (await Promise.all(OTHERS.map(accountByEmail))).slice(0, 2)) {
        await relations.like({ reactor: other, targetId: viewer.account.id, source: 'profile', requirePhoto: false });
      }

      const page = await logIn(viewer, lang, scheme, { likesMePopups: true });
      // The counters frame brings 2 new likes; the popup loop (every 3 s) opens it over the game.
      const popup = page.getByRole('dialog', { name: t(lang, 'likesMePopup.title_other', { count: 2, shown: 2 }) });
      await popup.waitFor({ timeout: 15_000 });
      await popup.getByText(t(lang, 'likesMePopup.textHidden')).waitFor();
      await expect.poll(() => popup.locator('img').count()).toBe(2);
      await popup.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      await photograph(page, `activity/${lang}-${scheme}-likes-me-popup.png`, { fullPage: false });

      await popup.getByRole('button', { name: t(lang, 'likesMePopup.seeWho') }).click();
      await page.waitForURL(/\/activity\/likes$/);
      await page.getByRole('list', { name: t(lang, 'teasers.likes.label') }).getByRole('listitem').first().waitFor();
      await page.context().close();
    }, TOUR_TIMEOUT);
  }
});
