import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { API_VERSION, DAILY_LIKES_LIMIT, PROFILE_ALBUM_ID, type AlbumPhoto, type PhotoUploadResponse, type PickUpResponse } from '@amora/contracts';
import { approve } from '../packages/server/src/moderation/commands.ts';
import type { PushInput } from '../packages/server/src/modules/pushes/service.ts';
import type { ManualClock } from '../packages/server/src/platform/clock.ts';
import { DEMO_MEMBER_PASSWORD } from '../packages/server/src/seed/seed.ts';
import { multipartBody } from '../packages/server/src/testing/multipart.ts';
import { runOperatorCommand } from '../packages/server/src/testing/operator-command.ts';
import { texturedPhoto } from '../packages/server/src/testing/photos.ts';
import { hostOf, SeedClient, type SeededAccount, type SeededMember } from '../packages/server/src/testing/seed.ts';
import { useE2E } from './support/e2e.ts';
import { watchRequests, type RequestWatch } from './support/network.ts';
import { bottomNav, expectContentAboveNav, pageSettled, submitLogin, translation } from './support/pages.ts';
import { type ColorScheme, photograph, screenVariants } from './support/screenshots.ts';

const GRANT = path.resolve(import.meta.dirname, '../packages/server/src/grant/cli.ts');
const LANGUAGES = ['en-US', 'de-DE'] as const;
type Lang = (typeof LANGUAGES)[number];
/** Four members log in and go through eight screens: about 20 s alone, more beside other files. */
const TOUR_TIMEOUT = 120_000;

/**
 * Issue 16 acceptance: every discovery screen at 360×740 in two languages, light and dark, each
 * checked for what the member must see and for nothing hidden under the bottom navigation.
 * `npm run screenshots` saves them as test-results/screenshots/discovery-screens/<lang>-<scheme>-<screen>.png.
 */
describe('discovery screens at 360×740', () => {
  // A busier town than the default 20 members: nearby and its teasers show a page of people.
  const { server, newContext } = useE2E({ env: { DEMO_USERS: '120' } });
  let seed: SeedClient;
  /** Members the likes-limit member has liked: no city and no photo, so no screen deals them. */
  const liked: SeededAccount[] = [];
  const requests = new WeakMap<Page, RequestWatch>();
  /** Each uploaded photo differs (the moderation refuses copies of another member's photo). */
  let nextImage = 1700;

  /** The page finished: its requests done, its fonts and the images on screen in place (lazy ones further down load when scrolled to). */
  async function settled(page: Page): Promise<void> {
    await pageSettled(page, requests.get(page));
  }

  beforeAll(async () => {
    const { app, clock } = server();
    // The seed reads only `now()` of its clock; the e2e server's runs on real time.
    seed = new SeedClient({ app, clock: clock as ManualClock, request: (options) => app.inject({ ...options, headers: { host: 'localhost', 'accept-version': API_VERSION, ...options.headers } }) });
    for (let i = 0; i < DAILY_LIKES_LIMIT.free; i += 1) liked.push(await seed.member({ email: `liked-${i}@example.com`, signIn: false }));
  });

  /** A man in Berlin looking for women of 24–36 (bob), with an approved photo unless told otherwise. */
  async function newMember(email: string, options: { photo?: boolean; searchAges?: [number, number] } = {}): Promise<SeededMember> {
    const [from, to] = options.searchAges ?? [24, 36];
    const member = await seed.member({ persona: 'bob', email, search_age_from: from, search_age_to: to });
    if (options.photo ?? true) await seed.uploadPhoto(member, { approved: true });
    return member;
  }

  /** The member's deck as the game API deals it (the page deals the same, likers first). */
  async function deckOf(member: SeededMember): Promise<PickUpResponse['hits']> {
    const res = await server().app.inject({ method: 'GET', url: '/v3/matchesGame/users:pickUp', headers: { host: 'localhost', 'accept-version': API_VERSION, ...member.headers } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as PickUpResponse).hits;
  }

  /**
   * The seeded member `hid` uploads photos until their album has `count`, approved by the
   * operator: a profile to show the blurred photos of a free viewer.
   */
  async function givePhotos(hid: string, count: number): Promise<void> {
    const { email, brand_id: brandId } = await server().app.platform.db.selectFrom('accounts').select(['email', 'brand_id']).where('hid', '=', hid).executeTakeFirstOrThrow();
    const { headers } = await seed.logIn({ email, password: DEMO_MEMBER_PASSWORD, brandId });
    const album = await server().app.platform.db.selectFrom('photos').innerJoin('accounts', 'accounts.id', 'photos.account_id').select('photos.hid').where('accounts.hid', '=', hid).execute();
    for (let i = album.length; i < count; i += 1) {
      const { payload, contentType } = multipartBody({ album_id: String(PROFILE_ALBUM_ID) }, [{ name: 'photo.jpg', data: await texturedPhoto(nextImage++) }]);
      const res = await server().app.inject({ method: 'POST', url: '/apis/photos/v1/users/me/photos/from/file', headers: { host: hostOf(brandId), 'accept-version': API_VERSION, ...headers, 'content-type': contentType }, payload });
      expect(res.statusCode, res.body).toBe(200);
      await approve(server().app, (res.json() as PhotoUploadResponse).photos.map((photo) => (photo as AlbumPhoto).id));
    }
  }

  async function accountOf(hid: string) {
    const { id } = await server().app.platform.db.selectFrom('accounts').select('id').where('hid', '=', hid).executeTakeFirstOrThrow();
    return (await server().app.services.accounts.findById(Number(id)))!;
  }

  /** `reactor` likes `targetId` from a profile, as a member does on their phone. */
  const like = (reactor: SeededAccount['account'], targetId: number) => server().app.services.relations.like({ reactor, targetId, source: 'profile', requirePhoto: false });

  async function logIn(member: SeededMember, lang: Lang, scheme: ColorScheme): Promise<Page> {
    const context = await newContext({ locale: lang, colorScheme: scheme });
    // The chosen language (the lang cookie) outranks the account's (spec 1 §1).
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
    const t = (key: string, values?: Record<string, string | number>) => translation(lang, 'discovery', key, values);
    const shot = (page: Page, screen: string) => photograph(page, `discovery-screens/${lang}-${scheme}-${screen}.png`, { fullPage: false });

    /**
     * Nothing scrolls sideways, and scrolled to the end the page's content ends above the bottom
     * navigation; photographed as `name` where a member arrives and, when the page scrolls, as
     * `name-end` scrolled to its end.
     */
    async function laidOut(page: Page, screen: string, name: string): Promise<void> {
      await settled(page);
      await expectContentAboveNav(page, { lang, screen, settle: settled, atEnd: () => shot(page, `${name}-end`) });
      await shot(page, name);
    }

    /**
     * Where the page opens, unscrolled, the deck's pass, open and like buttons sit wholly above
     * the bottom navigation, with the welcome line and (hidden for a moment) without it.
     */
    async function deckButtonsAboveNav(page: Page, label: string): Promise<void> {
      const nav = bottomNav(page, lang);
      const buttons = [t('game.passLabel', { name: label }), t('game.openLabel', { name: label }), t('game.likeLabel', { name: label })].map((name) => page.getByRole('button', { name, exact: true }));
      const check = async (state: string) => {
        expect(await page.evaluate(() => window.scrollY), `the deck ${state} opens scrolled`).toBe(0);
        const navTop = await nav.evaluate((element) => element.getBoundingClientRect().top);
        for (const button of buttons) {
          const bottom = await button.evaluate((element) => element.getBoundingClientRect().bottom);
          expect(bottom, `the deck ${state}: a button ends at ${bottom}px, under the navigation at ${navTop}px`).toBeLessThanOrEqual(navTop);
        }
      };
      const welcome = page.locator('main header p');
      expect(await welcome.count(), 'a new member is welcomed above the deck').toBe(1);
      await check('with the welcome line');
      await welcome.evaluate((element) => ((element as HTMLElement).style.display = 'none'));
      await check('without the welcome line');
      await welcome.evaluate((element) => ((element as HTMLElement).style.display = ''));
    }

    /** A popup fits the phone's screen, its title and actions all in view. */
    async function popupFits(dialog: Locator, screen: string): Promise<void> {
      // Measured where it ends, once it has risen or faded in.
      await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      const box = (await dialog.boundingBox())!;
      expect(box.y, `${screen} starts above the screen`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${screen} runs past the screen`).toBeLessThanOrEqual(740);
      expect(box.x + box.width, `${screen} runs past the right edge`).toBeLessThanOrEqual(360);
    }

    it(`shows the deck, its popups, nearby and profiles in ${lang}, ${scheme}`, async () => {
      const viewer = await newMember(`viewer-${tag}@example.com`);
      const deck = await deckOf(viewer);
      expect(deck.length, 'the deck around Berlin has at least two members').toBeGreaterThanOrEqual(2);
      const liker = deck[0]!.user;
      await like(await accountOf(liker.hid), viewer.account.id);
      // The profile shown is one the viewer has not matched, with the most photos (the others blurred for free members).
      const shown = deck.slice(1).reduce((best, hit) => (hit.user.totalPhotosCount > best.user.totalPhotosCount ? hit : best)).user;
      await givePhotos(shown.hid, 3);

      // The deck, the member who liked the viewer on top.
      const page = await logIn(viewer, lang, scheme);
      await page.getByRole('heading', { level: 1, name: t('game.title') }).waitFor();
      const top = page.locator('[aria-roledescription]').last();
      await top.waitFor();
      const label = t('card.nameAge', { name: liker.name, age: liker.age });
      expect(await top.getAttribute('aria-label')).toBe(label);
      await top.getByText(t('game.likedYou')).waitFor();
      const likeButton = page.getByRole('button', { name: t('game.likeLabel', { name: label }), exact: true });
      await likeButton.waitFor();
      await page.getByRole('button', { name: t('game.passLabel', { name: label }), exact: true }).waitFor();
      await settled(page);
      await deckButtonsAboveNav(page, label);
      await laidOut(page, 'the deck', 'matches');

      // Liked back: the match popup names them.
      await likeButton.click();
      const match = page.getByRole('dialog', { name: t('game.popups.match.title') });
      await match.getByText(t('game.popups.match.text', { name: liker.name })).waitFor();
      await match.getByRole('button', { name: t('game.popups.keepPlaying') }).waitFor();
      await popupFits(match, 'the match popup');
      await shot(page, 'match-popup');
      await match.getByRole('button', { name: t('game.popups.keepPlaying') }).click();
      await match.waitFor({ state: 'detached' });

      // Another member's profile for a free member: no city, the photos after the first blurred.
      await page.goto(server().url(`/contact/${shown.hid}`));
      // Named in full, as the deck names them.
      await page.getByRole('heading', { level: 2, name: t('card.nameAge', { name: shown.name, age: shown.age }), exact: true }).waitFor();
      await page.getByText(t('profileView.cityForPremium')).waitFor();
      await page.getByText(t('profileView.photosForPremium')).waitFor();
      // All three photos are slides, the two after the first as their blurred renditions with a lock on them.
      const gallery = page.getByLabel(t('profileView.photos', { name: shown.name }), { exact: true });
      expect(await gallery.locator('img').count(), 'the gallery holds every photo').toBe(3);
      expect(await gallery.getByText(t('profileView.blurredPhoto')).count()).toBe(2);
      expect(await gallery.locator('img[src*="blur"]').count(), 'the blurred photos show their blurred rendition').toBe(2);
      await page.getByRole('button', { name: t('profileView.like') }).waitFor();
      await laidOut(page, 'the free profile', 'profile-free');
      // The second photo, blurred, with what premium would show on it.
      await gallery.focus();
      await page.keyboard.press('ArrowRight');
      await gallery.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      await gallery.evaluate((element) => (element as HTMLElement).blur());
      await shot(page, 'profile-free-blurred');

      // Nearby for a free member: teasers, and what premium would show.
      await page.getByRole('navigation').getByRole('link', { name: translation(lang, 'common', 'nav.search') }).click();
      await page.waitForURL(/\/search$/);
      await page.getByRole('heading', { level: 1, name: t('search.title') }).waitFor();
      const teasers = page.getByRole('list', { name: t('nearby.teasers.label') }).getByRole('listitem');
      await teasers.first().waitFor();
      const unlock = page.getByRole('button', { name: t('nearby.teasers.unlock') });
      await unlock.waitFor();
      await laidOut(page, 'the nearby teasers', 'nearby-teasers');
      await unlock.click();
      const benefits = page.getByRole('dialog', { name: t('nearby.benefits.title') });
      await benefits.getByText(t('nearby.benefits.whoIsNearby')).waitFor();
      await popupFits(benefits, 'the premium benefits popup');
      await shot(page, 'nearby-benefits');
      await benefits.getByRole('button', { name: t('nearby.benefits.close') }).click();

      // Granted premium: the people nearby by distance, with the range slider.
      const granted = await runOperatorCommand(GRANT, server().dataDir, [viewer.account.email, 'premium', '--days', '30']);
      expect(granted.code, granted.stderr).toBe(0);
      await page.reload();
      const nearby = page.getByRole('list', { name: t('nearby.label', { km: 50 }) });
      await nearby.getByRole('link').first().waitFor();
      const slider = page.getByRole('slider', { name: t('nearby.range.label') });
      await slider.waitFor();
      await page.getByText(t('location.city')).waitFor();
      // At 50 km the slider ends at the content's edge, and each label sits centred under its stop.
      const range = await slider.evaluate((input) => {
        const box = input.getBoundingClientRect();
        const head = input.parentElement!.firstElementChild!.getBoundingClientRect();
        const thumb = parseFloat(getComputedStyle(input).getPropertyValue('--thumb'));
        const labels = Array.from(input.parentElement!.querySelectorAll('li'), (li) => {
          const rect = li.getBoundingClientRect();
          return rect.left + rect.width / 2;
        });
        return { left: box.left, right: box.right, headRight: head.right, thumb, labels };
      });
      expect(range.right, 'the slider runs past the content').toBeLessThanOrEqual(range.headRight + 0.5);
      range.labels.forEach((centre, stop) => {
        const at = range.left + range.thumb / 2 + (stop / (range.labels.length - 1)) * (range.right - range.left - range.thumb);
        expect(Math.abs(centre - at), `label ${stop} is ${centre - at}px off its stop`).toBeLessThanOrEqual(1);
      });
      await laidOut(page, 'nearby', 'nearby-premium');

      // The same profile for a premium member: the city, no blurred photos.
      await page.goto(server().url(`/contact/${shown.hid}`));
      await page.getByRole('heading', { level: 2, name: t('card.nameAge', { name: shown.name, age: shown.age }), exact: true }).waitFor();
      expect(await page.getByText(t('profileView.cityForPremium')).count()).toBe(0);
      expect(await page.getByText(t('profileView.blurredPhoto')).count()).toBe(0);
      expect(await page.getByText(t('profileView.photosForPremium')).count()).toBe(0);
      await laidOut(page, 'the premium profile', 'profile-premium');
      await page.context().close();
    }, TOUR_TIMEOUT);

    // Added beside this file (the profile modal, /matches/list, the everyone search): photographed as they stand.
    it(`shows the profile modal, the deck as a list and the everyone search with its filters in ${lang}, ${scheme}`, async () => {
      const member = await newMember(`browser-${tag}@example.com`);
      const page = await logIn(member, lang, scheme);
      const top = page.locator('[aria-roledescription]').last();
      await top.waitFor();
      let label = (await top.getAttribute('aria-label'))!;

      // Push toasts answer a mouse: the close button closes one, well before its 6 s are up,
      // and a match push's link opens the profile. They sit at the top, clear of the deck's buttons.
      const closeLabel = translation(lang, 'common', 'actions.close');
      const toasts = page.getByRole('status').filter({ has: page.getByRole('button', { name: closeLabel }) });
      /** Pushes until the toast shows: the realtime socket may still be connecting after the login. */
      const pushUntilShown = async (input: PushInput) => {
        for (let round = 0; round < 10 && (await toasts.count()) === 0; round += 1) {
          await server().app.services.pushes.notify(member.account.id, input);
          await toasts.waitFor({ timeout: 1000 }).catch(() => undefined);
        }
        await toasts.waitFor();
      };
      await pushUntilShown({ type: 'password_changed' });
      const toastBox = (await toasts.locator(':scope > *').boundingBox())!;
      const likeBox = (await page.getByRole('button', { name: t('game.likeLabel', { name: label }), exact: true }).boundingBox())!;
      expect(toastBox.y + toastBox.height, 'the toast covers the deck’s buttons').toBeLessThanOrEqual(likeBox.y);
      await shot(page, 'push-toast');
      await toasts.getByRole('button', { name: closeLabel }).click();
      await toasts.waitFor({ state: 'detached', timeout: 2000 });
      const sender = liked[0]!.account;
      await pushUntilShown({ type: 'new_like', text: 'new_match', context: 'match', sender: { accountId: sender.id, hid: sender.hid, name: 'Robin' }, url: `/contact/${sender.hid}`, values: { name: 'Robin' } });
      await toasts.getByRole('link').click();
      await page.waitForURL(new RegExp(`/contact/${sender.hid}\\?source=site_push$`));
      await page.goBack();
      await page.waitForURL(/\/matches$/);
      await top.waitFor();
      label = (await top.getAttribute('aria-label'))!;

      // The card's profile over the game.
      await page.getByRole('button', { name: t('game.openLabel', { name: label }) }).click();
      const modal = page.getByRole('dialog', { name: label });
      await modal.getByRole('heading', { level: 2, name: new RegExp(`, ${label.split(', ')[1]}$`) }).waitFor();
      await settled(page);
      await popupFits(modal, 'the profile modal');
      // Pass and like share the footer, each inside the page's 16 px margin.
      for (const name of [t('profileView.pass'), t('profileView.like')]) {
        const button = (await modal.getByRole('button', { name, exact: true }).boundingBox())!;
        expect(button.x, `${name} starts in the margin`).toBeGreaterThanOrEqual(16);
        expect(button.x + button.width, `${name} runs into the margin`).toBeLessThanOrEqual(360 - 16);
      }
      await shot(page, 'profile-modal');
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      // The same deck as a grid.
      await page.getByRole('navigation', { name: translation(lang, 'discovery', 'list.views') }).getByRole('link', { name: t('list.grid') }).click();
      await page.waitForURL(/\/matches\/list$/);
      const grid = page.getByRole('list', { name: t('list.title') });
      await grid.getByRole('listitem').first().waitFor();
      await laidOut(page, 'the deck as a list', 'matches-list');

      // Everyone, and its filters.
      await bottomNav(page, lang).getByRole('link', { name: translation(lang, 'common', 'nav.search') }).click();
      await page.waitForURL(/\/search/);
      await page.getByRole('tab', { name: t('search.tabs.everyone') }).click();
      await page.getByRole('list', { name: t('everyone.label') }).getByRole('link').first().waitFor();
      await laidOut(page, 'the everyone search', 'search-everyone');
      await page.getByRole('button', { name: t('everyone.filters'), exact: true }).click();
      const filters = page.getByRole('dialog', { name: t('filters.title') });
      await filters.waitFor();
      await settled(page);
      await popupFits(filters, 'the filters');
      // The pointer off the chips the tap left it over, so no hover shows in the picture.
      await page.mouse.move(1, 1);
      await shot(page, 'search-filters');
      await page.context().close();
    }, TOUR_TIMEOUT);

    it(`shows the deck's other states in ${lang}, ${scheme}: no photo, nobody left, no likes left`, async () => {
      // Without a photo: asked for one first.
      const withoutPhoto = await newMember(`no-photo-${tag}@example.com`, { photo: false });
      const page = await logIn(withoutPhoto, lang, scheme);
      await page.getByRole('heading', { level: 2, name: t('game.noPhoto.title') }).waitFor();
      await page.getByRole('link', { name: t('game.noPhoto.action') }).waitFor();
      await laidOut(page, 'the photo request', 'matches-no-photo');
      await page.context().close();

      // Nobody left: searching ages nobody around has.
      const alone = await newMember(`alone-${tag}@example.com`, { searchAges: [85, 89] });
      const empty = await logIn(alone, lang, scheme);
      await empty.getByRole('heading', { level: 2, name: t('game.empty.title') }).waitFor();
      await empty.getByRole('link', { name: t('game.empty.action') }).waitFor();
      await laidOut(empty, 'the empty deck', 'matches-empty');
      await empty.context().close();

      // The day's likes used up: the next like opens the likes-limit popup.
      const limited = await newMember(`limited-${tag}@example.com`);
      for (const target of liked) await like(limited.account, target.account.id);
      const out = await logIn(limited, lang, scheme);
      const card = out.locator('[aria-roledescription]').last();
      await card.waitFor();
      await out.getByRole('button', { name: t('game.likeLabel', { name: (await card.getAttribute('aria-label'))! }), exact: true }).click();
      const limit = out.getByRole('dialog', { name: t('game.popups.likesLimit.title') });
      await limit.getByText(t('game.popups.benefits.moreLikes')).waitFor();
      await popupFits(limit, 'the likes-limit popup');
      await shot(out, 'likes-limit-popup');
      await out.context().close();
    }, TOUR_TIMEOUT);
  }
});
