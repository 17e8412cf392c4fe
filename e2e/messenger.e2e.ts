import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page, Response, WebSocketRoute } from 'playwright-core';
import { API_VERSION, brandById, type ChatEventsResponse, giftDesign, type Message, type MessagesResponse, STICKER_TYPES, type SendMessageBody, WEB_PUSH_POPUP_STORAGE_KEY } from '@amora/contracts';
import type { AccountRow } from '../packages/server/src/modules/accounts/index.ts';
import type { DemoPopulationRates } from '../packages/server/src/modules/demo-population/index.ts';
import { DEMO_REPLIES } from '../packages/server/src/modules/demo-population/replies.ts';
import { SECOND, type ManualClock } from '../packages/server/src/platform/clock.ts';
import { seededRoster } from '../packages/server/src/seed/roster.ts';
import { texturedPhoto } from '../packages/server/src/testing/photos.ts';
import { SeedClient, type SeededMember } from '../packages/server/src/testing/seed.ts';
import { useE2E } from './support/e2e.ts';
import { bubble, type Chatter, dialogRows, m, markDocument, messageList, openLive, popup, sameDocument, sendText, signedInContext, spokenOrder, statusIcon } from './support/messenger.ts';
import { watchRequests } from './support/network.ts';
import { escapeRegExp, expectContentAboveNav, pageSettled, translation } from './support/pages.ts';
import { photograph, screenVariants } from './support/screenshots.ts';

const LANGUAGES = ['en-US', 'de-DE'] as const;

/**
 * Nobody in the demo population moves but to answer first words, each exactly 20 s after they were
 * written; the job's own timer (an hour) never fires in this file: the demo test ticks by hand.
 */
const RATES: DemoPopulationRates = {
  tickSeconds: 3600,
  rosterSize: 1000,
  likeBack: { chance: 0, afterSeconds: [45, 240] },
  replies: { chance: 1, afterSeconds: [20, 20] },
  newcomers: { withinHours: 48, chance: 0, admirers: 0, radiusKm: 100, afterSeconds: [120, 5400] },
  presence: { chance: 0, periodMinutes: 60, sessionMinutes: [5, 40] },
};

/** Two browsers chatting, offline and back, and the screen tour each open a few pages. */
const CHAT_TIMEOUT = 90_000;

/**
 * Issue 18 acceptance in Chromium: two matched members chat live in two browser contexts (text,
 * sticker, a free gift, reply, delete own; read receipts; the other tab without reload), a member
 * offline and back and a dropped socket lose nothing, a seeded demo member answers a match's first
 * words, and every messenger screen and popup at 360×740 in two languages (`npm run screenshots`:
 * test-results/screenshots/messenger/<lang>-<scheme>-<screen>.png, light and dark).
 */
describe('the messenger in Chromium', () => {
  const e2e = useE2E({ demoPopulation: RATES });
  const { server } = e2e;
  let seed: SeedClient;

  beforeAll(() => {
    const { app, clock } = server();
    seed = new SeedClient({ app, clock: clock as ManualClock, request: (options) => app.inject({ ...options, headers: { host: 'localhost', 'accept-version': API_VERSION, ...options.headers } }) });
  });

  let photoSeed = 800;
  /**
   * A new member on the default brand, signed in nowhere yet, with an approved photo and a
   * confirmed e-mail: nothing for the thread to ask of them after their first message.
   */
  async function newChatter(persona: 'alice' | 'bob'): Promise<Chatter> {
    const member = await seed.member({ persona, signIn: false, emailConfirmed: true });
    await server().app.services.photoFiles.storePhoto(Number(member.account.id), await texturedPhoto(photoSeed++), { isAvatar: true, moderation: 'approved' });
    return { account: member.account, password: member.password! };
  }

  /** `a` and `b` like each other (the match writes its system message into their dialog). */
  async function match(a: AccountRow, b: AccountRow): Promise<void> {
    const { relations } = server().app.services;
    await relations.like({ reactor: a, targetId: Number(b.id), source: 'profile', requirePhoto: false });
    const { isMatch } = await relations.like({ reactor: b, targetId: Number(a.id), source: 'profile', requirePhoto: false });
    expect(isMatch).toBe(true);
  }

  /**
   * Women of the living demo population (active, opened by the demo password) with an avatar: the
   * people the scenes' men (persona bob, looking for women) match with.
   */
  async function demoWomen(count: number): Promise<AccountRow[]> {
    const { app } = server();
    const roster = await seededRoster(app).load(RATES.rosterSize);
    const rows = await app.platform.db
      .selectFrom('profiles')
      .innerJoin('photos', 'photos.account_id', 'profiles.account_id')
      .select('profiles.account_id')
      .where('profiles.account_id', 'in', roster.map((member) => member.id))
      .where('profiles.gender', '=', 'female')
      .where('photos.is_avatar', '=', 1)
      .orderBy('profiles.account_id')
      .limit(count)
      .execute();
    expect(rows, `${count} pictured women in the demo population`).toHaveLength(count);
    return app.services.accounts.findManyByIds(rows.map((row) => Number(row.account_id)));
  }

  /** `from` sends `body` to `to` through the messenger's sender, as the API does. */
  function sendAs(from: AccountRow, to: AccountRow, body: Omit<SendMessageBody, 'requestId'>): Promise<Message> {
    return server().app.services.messenger.send(from, to.hid, { ...body, requestId: randomUUID() });
  }

  /** The member's name, as the screens show it. */
  async function nameOf(account: AccountRow): Promise<string> {
    const row = await server().app.platform.db.selectFrom('profiles').select('name').where('account_id', '=', account.id).executeTakeFirstOrThrow();
    return row.name;
  }

  /** A new woman with an approved photo who liked `him` first: his deck deals her first, and his like is a match. */
  async function admirerOf(him: AccountRow): Promise<SeededMember> {
    const her = await seed.member({ persona: 'alice' });
    await seed.uploadPhoto(her, { approved: true });
    await server().app.services.relations.like({ reactor: her.account, targetId: Number(him.id), source: 'profile', requirePhoto: false });
    return her;
  }

  /** Likes the card on top of the deck at /matches: the card's label (name, age) and the mutual-match popup it opens. */
  async function likeTopCard(page: Page, lang: string): Promise<{ label: string; matched: Locator }> {
    const t = (key: string, values?: Record<string, string | number>) => translation(lang, 'discovery', key, values);
    const card = page.locator('[aria-roledescription]').last();
    await card.waitFor();
    const label = (await card.getAttribute('aria-label'))!;
    await page.getByRole('button', { name: t('game.likeLabel', { name: label }), exact: true }).click();
    return { label, matched: await popup(page, t('game.popups.match.title')) };
  }

  describe('two matched members', () => {
    // A writes in English on a light screen, B reads in German on a dark one; the chat and the
    // offline test share their tabs, as one conversation goes on.
    const langA = 'en-US';
    const langB = 'de-DE';
    let a: Chatter;
    let b: Chatter;
    let nameA: string;
    let nameB: string;
    let contextB: BrowserContext;
    let pageA: Page;
    let pageB: Page;

    it('chat live: text, read receipts, sticker, free gift, reply and delete, on both sides without reload', async () => {
      [a, b] = [await newChatter('bob'), await newChatter('alice')];
      await match(a.account, b.account);
      [nameA, nameB] = [await nameOf(a.account), await nameOf(b.account)];
      contextB = await signedInContext(e2e, b, langB, 'dark');
      const contextA = await signedInContext(e2e, a, langA, 'light');

      // B waits on the dialog list; A opens the thread, where the match wrote its line.
      pageB = await openLive(e2e, contextB, '/dialogs');
      const rowOfA = dialogRows(pageB, langB).filter({ hasText: nameA });
      await rowOfA.waitFor();
      await markDocument(pageB);
      pageA = await openLive(e2e, contextA, `/dialogs/${b.account.hid}`);
      await messageList(pageA, langA).getByText(m(langA, 'thread.system.userMatch', { name: nameB })).waitFor();
      await markDocument(pageA);

      // A's first words: delivered (a check); B's open list counts them unread, live.
      const hello = 'Hi! Your hiking photos are great. Where was the lake one taken?';
      await sendText(pageA, langA, hello);
      await statusIcon(bubble(pageA, langA, hello), langA, 'delivered').waitFor();
      await rowOfA.getByText(m(langB, 'dialogs.row.unread_one', { count: 1 })).waitFor();
      expect(await sameDocument(pageB), 'B’s list was not reloaded').toBe(true);
      // B's tab says so in its title, for when it is in the background.
      await expect.poll(() => pageB.title()).toBe(`(1) ${brandById(7)!.title}`);

      // B opens the thread and reads: A's message turns to the double check.
      await rowOfA.click();
      await pageB.waitForURL(new RegExp(`/dialogs/${a.account.hid}$`));
      await bubble(pageB, langB, hello).waitFor();
      await statusIcon(bubble(pageA, langA, hello), langA, 'read').waitFor();

      // B answers; A sees it without a reload.
      const answer = 'Danke! Am Königssee, letzten Sommer. Wanderst du auch gern?';
      await sendText(pageB, langB, answer);
      await bubble(pageA, langA, answer).waitFor();
      expect(await sameDocument(pageA), 'A’s thread was not reloaded').toBe(true);
      // A screen reader on A's side hears who wrote what.
      expect(await pageA.getByRole('status').filter({ hasText: answer }).textContent()).toBe(m(langA, 'thread.arrived.text', { name: nameB, text: answer }));

      // With B in the thread, A's next message is read as it arrives.
      const more = 'Yes, almost every weekend!';
      await sendText(pageA, langA, more);
      await bubble(pageB, langB, more).waitFor();
      await statusIcon(bubble(pageA, langA, more), langA, 'read').waitFor();

      // A sticker from the sticker sheet.
      const sticker = STICKER_TYPES[0];
      await pageA.getByRole('button', { name: m(langA, 'thread.composer.stickers'), exact: true }).click();
      const stickers = await popup(pageA, m(langA, 'pickers.stickers.title'));
      await stickers.getByRole('button', { name: m(langA, `pickers.stickers.names.${sticker}`), exact: true }).click();
      await stickers.waitFor({ state: 'detached' });
      await messageList(pageB, langB).getByRole('img', { name: m(langB, `pickers.stickers.names.${sticker}`), exact: true }).waitFor();

      // A free gift (ids 1–40 cost nothing in the mixed table) from the gift sheet.
      const motif = giftDesign(1).motif;
      await pageA.getByRole('button', { name: m(langA, 'thread.composer.gifts'), exact: true }).click();
      const gifts = await popup(pageA, m(langA, 'pickers.gifts.title'));
      const rose = gifts.getByRole('button', { name: `${m(langA, `pickers.gifts.names.${motif}`)} ${m(langA, 'pickers.gifts.free')}`, exact: true });
      await rose.click();
      await gifts.waitFor({ state: 'detached' });
      const giftOnB = bubble(pageB, langB, m(langB, 'thread.header.giftReceived', { name: nameA }));
      await giftOnB.getByRole('img', { name: m(langB, `pickers.gifts.names.${motif}`), exact: true }).waitFor();
      await bubble(pageA, langA, m(langA, 'thread.header.giftSent')).waitFor();

      // A replies to B's answer through its menu: the quote shows above A's words on both sides.
      await bubble(pageA, langA, answer).click();
      const menu = await popup(pageA, m(langA, 'thread.menu.title'));
      expect(await menu.getByRole('button', { name: m(langA, 'thread.menu.delete'), exact: true }).count(), 'no delete on the other’s message').toBe(0);
      await menu.getByRole('button', { name: m(langA, 'thread.menu.reply'), exact: true }).click();
      await pageA.getByText(m(langA, 'thread.reply.to', { name: nameB })).waitFor();
      const reply = 'Then let’s go together sometime?';
      await sendText(pageA, langA, reply);
      const replyOnA = bubble(pageA, langA, reply);
      await replyOnA.locator('blockquote').filter({ hasText: answer }).waitFor();
      const replyOnB = bubble(pageB, langB, reply);
      await replyOnB.locator('blockquote').filter({ hasText: answer }).filter({ hasText: m(langB, 'thread.quote.you') }).waitFor();

      // A deletes one of their own after confirming: gone on both sides.
      await bubble(pageA, langA, more).click();
      await (await popup(pageA, m(langA, 'thread.menu.title'))).getByRole('button', { name: m(langA, 'thread.menu.delete'), exact: true }).click();
      const confirm = await popup(pageA, m(langA, 'thread.remove.title'));
      await confirm.getByRole('button', { name: m(langA, 'thread.remove.confirm'), exact: true }).click();
      await bubble(pageA, langA, more).waitFor({ state: 'detached' });
      await bubble(pageB, langB, more).waitFor({ state: 'detached' });

      // Each message once, in order, on both sides, neither tab reloaded.
      expect(await spokenOrder(pageA, langA, [hello, answer, m(langA, 'thread.header.giftSent'), reply])).toEqual([hello, answer, m(langA, 'thread.header.giftSent'), reply]);
      expect(await spokenOrder(pageB, langB, [hello, answer, reply])).toEqual([hello, answer, reply]);
      expect(await sameDocument(pageA)).toBe(true);
      expect(await sameDocument(pageB)).toBe(true);
    }, CHAT_TIMEOUT);

    it('loses nothing while B is offline and back, nor when B’s socket drops: each message once, in order', async () => {
      expect(pageA && pageB, 'the chat test opened both tabs').toBeDefined();

      // The realtime sockets of B's tab from now on, through a route that can cut them.
      const sockets = { cut: false, open: [] as WebSocketRoute[] };
      await contextB.routeWebSocket(/\/v3\/realtime$/, (route) => {
        if (sockets.cut) {
          void route.close();
          return;
        }
        sockets.open.push(route);
        route.connectToServer();
      });

      // Offline: the offline screen (spec 1 §2); A writes twice meanwhile.
      await contextB.setOffline(true);
      await pageB.getByRole('heading', { name: translation(langB, 'common', 'offline.title') }).waitFor();
      const whileOffline = ['Are you free on Saturday?', 'I know a trail with a great view.'];
      for (const words of whileOffline) {
        await sendText(pageA, langA, words);
        await statusIcon(bubble(pageA, langA, words), langA, 'delivered').waitFor();
      }
      // Back online, the offline screen reloads the page (spec 1 §4): both messages, once each, in order.
      const reloaded = pageB.waitForEvent('load');
      const caughtUp = pageB.waitForResponse((response) => new URL(response.url()).pathname === '/v3/messenger/events' && response.ok());
      await contextB.setOffline(false);
      await reloaded;
      await caughtUp;
      await expectOnceInOrder(pageB, langB, whileOffline);
      await markDocument(pageB);

      // The socket drops while the browser stays online, and reconnecting fails for a while: every
      // socket of B's tab is closed (the page that reloaded may have opened one as it came back
      // online), and the route refuses new ones.
      sockets.cut = true;
      await Promise.all(sockets.open.splice(0).map((route) => route.close().catch(() => undefined)));
      const whileCut = ['Bring good shoes!', 'And something warm, it gets windy up there.'];
      for (const words of whileCut) {
        await sendText(pageA, langA, words);
        await statusIcon(bubble(pageA, langA, words), langA, 'delivered').waitFor();
      }
      // Connected again, the catch-up (GET /v3/messenger/events after the last seq B applied)
      // brings both; they show once each, in order, without a reload.
      const saidIn = async (response: Response) => ((await response.json()) as ChatEventsResponse).events.flatMap((event) => (event.type === 'message' ? [event.message.text] : []));
      const filled = pageB.waitForResponse(async (response) => new URL(response.url()).pathname === '/v3/messenger/events' && response.ok() && (await saidIn(response)).includes(whileCut[1]!));
      sockets.cut = false;
      expect((await saidIn(await filled)).slice(-whileCut.length)).toEqual(whileCut);
      await expectOnceInOrder(pageB, langB, [...whileOffline, ...whileCut]);
      expect(sockets.open, 'B reconnected once the route let it').toHaveLength(1);
      expect(await sameDocument(pageB), 'B’s thread was not reloaded').toBe(true);
      // Read on arrival: A sees the double check.
      await statusIcon(bubble(pageA, langA, whileCut[1]!), langA, 'read').waitFor();
    }, CHAT_TIMEOUT);

    /** Waits for the last of `texts`, then checks each is on screen exactly once, in this order. */
    async function expectOnceInOrder(page: Page, lang: string, texts: readonly string[]): Promise<void> {
      await bubble(page, lang, texts.at(-1)!).waitFor({ timeout: 20_000 });
      expect(await spokenOrder(page, lang, texts)).toEqual(texts);
    }
  });

  it('sends the first message from the mutual-match popup of the game, and opens the thread with it', async () => {
    const lang = 'en-US';
    const t = (key: string, values?: Record<string, string | number>) => translation(lang, 'discovery', key, values);
    const him = await seed.member({ persona: 'bob' });
    await seed.uploadPhoto(him, { approved: true });
    const her = await admirerOf(him.account);
    const herName = await nameOf(her.account);

    const context = await signedInContext(e2e, { account: him.account, password: him.password! }, lang, 'light');
    const page = await openLive(e2e, context, '/matches');
    const { label, matched } = await likeTopCard(page, lang);
    expect(label).toMatch(new RegExp(`^${escapeRegExp(herName)}, \\d+$`));
    const words = 'We both like hiking, it seems! Which trail is your favourite?';
    await matched.getByRole('textbox', { name: t('game.popups.match.message.label', { name: herName }), exact: true }).fill(words);
    await matched.getByRole('button', { name: t('game.popups.match.message.send'), exact: true }).click();
    await page.waitForURL(new RegExp(`/dialogs/${her.account.hid}$`));
    await statusIcon(bubble(page, lang, words), lang, 'delivered').waitFor();

    // She has it once, as his first words after the match.
    const thread = await server().app.inject({ method: 'GET', url: `/v3/messenger/dialogs/${him.account.hid}/messages`, headers: { ...her.headers, host: 'localhost', 'accept-version': API_VERSION } });
    expect(thread.statusCode, thread.body).toBe(200);
    const { messages } = thread.json() as MessagesResponse;
    expect(messages.filter((message) => message.type === 'text').map((message) => [message.text, message.isIncoming])).toEqual([[words, true]]);
    await context.close();
  }, CHAT_TIMEOUT);

  it('a seeded demo member answers a match’s first words, live in the open thread', async () => {
    const lang = 'en-US';
    const writer = await newChatter('bob');
    const [demo] = await demoWomen(1);
    await match(demo!, writer.account);
    const context = await signedInContext(e2e, writer, lang, 'light');
    const page = await openLive(e2e, context, `/dialogs/${demo!.hid}`);
    await markDocument(page);
    const words = 'Hi! We matched, so I thought I’d say hello.';
    await sendText(page, lang, words);
    await statusIcon(bubble(page, lang, words), lang, 'delivered').waitFor();

    // Nothing before the drawn delay (20 s)…
    const { clock, demoPopulation } = server();
    expect((await demoPopulation!.tick(clock.now())).replies).toBe(0);
    // …then the answer, in the writer's language, shown in the open thread.
    clock.advance(RATES.replies.afterSeconds[1] * SECOND + SECOND);
    expect((await demoPopulation!.tick(clock.now())).replies).toBe(1);
    const answers = DEMO_REPLIES[lang].map(escapeRegExp).join('|');
    await bubble(page, lang, new RegExp(answers)).waitFor();
    expect(await sameDocument(page), 'the thread was not reloaded').toBe(true);
    await context.close();
  }, CHAT_TIMEOUT);

  for (const [lang, scheme] of screenVariants(LANGUAGES)) {
    const shot = (page: Page, name: string) => photograph(page, `messenger/${lang}-${scheme}-${name}.png`, { fullPage: false });

    it(`shows the dialog list, the thread and its popups in ${lang}, ${scheme}, above the bottom navigation`, async () => {
      const viewer = await newChatter('bob');
      const [chatty, quiet, waiting] = await demoWomen(3);
      for (const other of [chatty!, quiet!, waiting!]) await match(other, viewer.account);
      const chattyName = await nameOf(chatty!);
      const lines = TOUR_LINES[lang];
      await sendAs(waiting!, viewer.account, { type: 'text', textMessageBody: { text: lines.waiting } });
      const question = await sendAs(chatty!, viewer.account, { type: 'text', textMessageBody: { text: lines.question } });
      await sendAs(viewer.account, chatty!, { type: 'text', textMessageBody: { text: lines.answer }, replyToId: question.id });
      await sendAs(chatty!, viewer.account, { type: 'gift', giftMessageBody: { giftType: 5 } });
      await sendAs(viewer.account, chatty!, { type: 'sticker', stickerMessageBody: { stickerType: STICKER_TYPES[1] } });
      await sendAs(chatty!, viewer.account, { type: 'text', textMessageBody: { text: lines.followUp } });

      const context = await signedInContext(e2e, viewer, lang, scheme);
      const page = await context.newPage();
      const requests = watchRequests(page);
      const settled = (target: Page) => pageSettled(target, requests);
      await page.goto(server().url('/dialogs'));

      // The list: the newest dialog first, the unread ones marked, the quiet match inviting a hello.
      const rows = dialogRows(page, lang);
      await rows.nth(2).waitFor();
      expect(await rows.first().textContent()).toContain(chattyName);
      await settled(page);
      await expectContentAboveNav(page, { lang, screen: 'the dialog list', settle: settled });
      await shot(page, 'dialogs');

      // The filter popup, then edit mode.
      await page.getByRole('button', { name: m(lang, 'dialogs.filters.all'), exact: true }).click();
      const filters = await popup(page, m(lang, 'dialogs.filters.title'));
      await shot(page, 'filter-popup');
      await page.keyboard.press('Escape');
      await filters.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: m(lang, 'dialogs.edit.start'), exact: true }).click();
      const done = page.getByRole('button', { name: m(lang, 'dialogs.edit.done'), exact: true });
      await done.waitFor();
      await shot(page, 'edit-mode');
      // Deleting a chosen dialog asks first; cancelling keeps it.
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: m(lang, 'dialogs.edit.delete_one', { count: 1 }), exact: true }).click();
      const confirmDelete = await popup(page, m(lang, 'dialogs.edit.confirmDelete.title_one', { count: 1 }));
      await shot(page, 'delete-confirmation');
      await confirmDelete.getByRole('button', { name: m(lang, 'thread.remove.cancel'), exact: true }).click();
      await confirmDelete.waitFor({ state: 'detached' });
      await done.click();

      // The thread: incoming and own messages, a reply with its quote, a gift, a sticker, the composer.
      await rows.filter({ hasText: chattyName }).click();
      await page.waitForURL(new RegExp(`/dialogs/${chatty!.hid}$`));
      await bubble(page, lang, lines.followUp).waitFor();
      await settled(page);
      await expectContentAboveNav(page, { lang, screen: 'the thread', settle: settled });
      await shot(page, 'thread');

      await page.getByRole('button', { name: m(lang, 'thread.composer.stickers'), exact: true }).click();
      const stickers = await popup(page, m(lang, 'pickers.stickers.title'));
      await settled(page);
      await shot(page, 'sticker-picker');
      await stickers.getByRole('button', { name: translation(lang, 'ui', 'close'), exact: true }).click();
      await stickers.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: m(lang, 'thread.composer.gifts'), exact: true }).click();
      const gifts = await popup(page, m(lang, 'pickers.gifts.title'));
      await settled(page);
      await shot(page, 'gift-picker');
      await page.keyboard.press('Escape');
      await gifts.waitFor({ state: 'detached' });

      // A paid gift without coins: nothing sent, the coins popup explains (the demo's grant).
      await page.getByRole('button', { name: m(lang, 'thread.composer.gifts'), exact: true }).click();
      const paid = (await popup(page, m(lang, 'pickers.gifts.title'))).getByRole('button', { name: new RegExp(escapeRegExp(m(lang, 'pickers.gifts.price_other', { count: 100 }))) });
      await paid.first().click();
      const coins = await popup(page, m(lang, 'thread.coins.title'));
      await settled(page);
      await shot(page, 'coins-popup');
      await coins.getByRole('button', { name: m(lang, 'thread.coins.close'), exact: true }).click();
      await coins.waitFor({ state: 'detached' });

      // The context menu of an own message, then the remove confirmation (cancelled).
      await bubble(page, lang, lines.answer).click();
      const menu = await popup(page, m(lang, 'thread.menu.title'));
      await shot(page, 'message-menu');
      await menu.getByRole('button', { name: m(lang, 'thread.menu.delete'), exact: true }).click();
      const confirm = await popup(page, m(lang, 'thread.remove.title'));
      await shot(page, 'remove-confirmation');
      await confirm.getByRole('button', { name: m(lang, 'thread.remove.cancel'), exact: true }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await bubble(page, lang, lines.answer).count()).toBe(1);

      // The quiet match's thread: the conversation starter, the greetings (welcome first) and the ice-breakers.
      await page.goto(server().url(`/dialogs/${quiet!.hid}`));
      const greet = page.getByRole('button', { name: m(lang, 'thread.starter.greeting'), exact: true });
      await greet.waitFor();
      await settled(page);
      await shot(page, 'new-thread');
      await greet.click();
      const welcome = await popup(page, m(lang, 'greetings.welcome.title'));
      await shot(page, 'greetings-welcome');
      await welcome.getByRole('button', { name: m(lang, 'greetings.welcome.next'), exact: true }).click();
      const greetings = await popup(page, m(lang, 'greetings.generate.title'));
      // Three to choose from, or one ready to send in the casual-dating split's group.
      await greetings.getByTestId('greeting-skeleton').first().waitFor({ state: 'detached' });
      await settled(page);
      await shot(page, 'greetings');
      await page.keyboard.press('Escape');
      await greetings.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: m(lang, 'thread.starter.iceBreaker'), exact: true }).click();
      const iceBreakers = await popup(page, m(lang, 'greetings.iceBreaker.title'));
      await iceBreakers.getByRole('button').nth(2).waitFor();
      await settled(page);
      await shot(page, 'ice-breaker');
      await page.keyboard.press('Escape');
      await iceBreakers.waitFor({ state: 'detached' });

      // Smart messages from the dialog list: the enabling step.
      await page.goto(server().url('/dialogs'));
      await page.getByRole('button', { name: new RegExp(escapeRegExp(translation(lang, 'smart-messages', 'entry.label'))) }).click();
      const sm = (key: string, values?: Record<string, string | number>) => translation(lang, 'smart-messages', key, values);
      const enable = await popup(page, sm('enable.title'));
      await settled(page);
      await shot(page, 'smart-messages');
      // Enabled: the three-stage setup, then how they work and the way to turn them off.
      await enable.getByRole('button', { name: sm('enable.start'), exact: true }).click();
      const gotIt = page.getByRole('button', { name: sm('activation.gotIt'), exact: true });
      await gotIt.waitFor();
      await shot(page, 'smart-messages-on');
      await gotIt.click();
      await page.getByRole('button', { name: new RegExp(escapeRegExp(sm('entry.label'))) }).click();
      const explanation = await popup(page, sm('explanation.title'));
      await shot(page, 'smart-messages-explanation');
      await explanation.getByRole('button', { name: sm('explanation.disable'), exact: true }).click();
      const disable = await popup(page, sm('disable.title'));
      await shot(page, 'smart-messages-disable');
      await disable.getByRole('button', { name: sm('disable.cancel'), exact: true }).click();
      await disable.waitFor({ state: 'detached' });

      // The system thread: the welcome note sign-up leaves, read-only, in the member's language.
      const { events } = server().app.platform;
      await events.transaction((trx) => events.record(trx, { type: 'member.registered', memberId: Number(viewer.account.id) }));
      await events.dispatchDue();
      // Its row on the dialog list, with the tooltip that says what arrives there, the first time a notice is unread.
      await page.goto(server().url('/dialogs'));
      await page.getByRole('tooltip').filter({ hasText: translation(lang, 'tutorials', 'system_message') }).waitFor();
      await settled(page);
      await shot(page, 'dialogs-system-tooltip');
      await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(translation(lang, 'system-thread', 'team', { brand: 'Amora' }))}`) }).click();
      await page.waitForURL(/\/systemthread$/);
      await page.getByText(translation(lang, 'system-thread', 'kinds.welcome.tipsIntro')).waitFor();
      await settled(page);
      await expectContentAboveNav(page, { lang, screen: 'the system thread', settle: settled });
      await shot(page, 'system-thread');
      await context.close();
    }, CHAT_TIMEOUT);

    it(`shows the popups around first words in ${lang}, ${scheme}: the nudges after a first message, a held message and its premium popup, the mutual match, a conversation starter answered, the blocked popup and the web push prompt`, async () => {
      // A newcomer with no photo yet and an unconfirmed e-mail, matched with two demo women.
      const newcomer = await seed.member({ persona: 'bob', emailConfirmed: false });
      const [first, second, stranger] = await demoWomen(3);
      for (const other of [first!, second!]) await match(other, newcomer.account);
      const lines = POPUP_LINES[lang];
      const context = await signedInContext(e2e, { account: newcomer.account, password: newcomer.password! }, lang, scheme);
      const page = await context.newPage();
      const requests = watchRequests(page);
      const settled = () => pageSettled(page, requests);

      // His first message in a thread: with no photo, the upload-photo popup…
      await page.goto(server().url(`/dialogs/${first!.hid}`));
      await sendText(page, lang, lines.hello);
      const upload = await popup(page, m(lang, 'thread.uploadPhoto.title'));
      await settled();
      await shot(page, 'upload-photo-popup');
      await upload.getByRole('button', { name: m(lang, 'thread.uploadPhoto.notNow'), exact: true }).click();
      await upload.waitFor({ state: 'detached' });
      // …and in the next thread, asked once already for the photo, the confirm-email popup.
      await page.goto(server().url(`/dialogs/${second!.hid}`));
      await sendText(page, lang, lines.hello);
      const confirm = await popup(page, translation(lang, 'recovery', 'confirmEmail.title'));
      await settled();
      await shot(page, 'confirm-email-popup');
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });

      // Free, he writes first to a woman he has not matched: his words wait for premium, and say so.
      await page.goto(server().url(`/dialogs/${stranger!.hid}`));
      await sendText(page, lang, lines.hello);
      const held = bubble(page, lang, lines.hello);
      await statusIcon(held, lang, 'unsent').waitFor();
      await settled();
      await shot(page, 'held-message');
      await page.getByRole('button', { name: m(lang, 'thread.held.premium'), exact: true }).click();
      const premium = await popup(page, m(lang, 'thread.premium.title'));
      await shot(page, 'premium-popup');
      await page.keyboard.press('Escape');
      await premium.waitFor({ state: 'detached' });

      // With a photo, the game: she liked him first, so his like is a match.
      await seed.uploadPhoto(newcomer, { approved: true });
      const her = await admirerOf(newcomer.account);
      await seed.editProfile(her, { conversation_prompt: 1 });
      const herName = await nameOf(her.account);
      await page.goto(server().url('/matches'));
      const discovery = (key: string, values?: Record<string, string | number>) => translation(lang, 'discovery', key, values);
      const { matched } = await likeTopCard(page, lang);
      await matched.getByText(discovery('game.popups.match.text', { name: herName })).waitFor();
      await settled();
      await shot(page, 'match-popup');
      await page.keyboard.press('Escape');
      await matched.waitFor({ state: 'detached' });

      // Her conversation starter on her profile, answered in the popup…
      await page.goto(server().url(`/contact/${her.account.hid}`));
      const starter = page.getByRole('region', { name: discovery('profileView.prompt.title'), exact: true });
      const question = (await starter.locator('p').textContent())!;
      await starter.getByRole('button', { name: discovery('profileView.prompt.answer'), exact: true }).click();
      const answer = await popup(page, question);
      await answer.getByRole('textbox', { name: m(lang, 'greetings.iceBreaker.answerLabel'), exact: true }).fill(lines.answer);
      await settled();
      await shot(page, 'prompt-answer-popup');
      // …while, in another tab, he has just blocked her: the send is refused, and the popup says why.
      await server().app.services.safety.block(newcomer.account, her.account.hid, null);
      await answer.getByRole('button', { name: m(lang, 'greetings.iceBreaker.send'), exact: true }).click();
      await popup(page, m(lang, 'thread.blocked.title', { name: herName }));
      await shot(page, 'blocked-popup');
      await context.close();

      // A day after his first visit in a browser that can take pushes and has not been asked: the web push prompt.
      const pushable = await signedInContext(e2e, { account: newcomer.account, password: newcomer.password! }, lang, scheme, { serviceWorker: true });
      await pushable.addInitScript((key) => localStorage.setItem(key, String(Date.now() - 25 * 3_600_000)), WEB_PUSH_POPUP_STORAGE_KEY);
      const later = await pushable.newPage();
      // A member coming back: the worker this browser registered on the first visit is there when the app starts.
      await later.goto(server().url('/dialogs'));
      await later.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await later.reload();
      await popup(later, translation(lang, 'webpush', 'popup.title'));
      await shot(later, 'web-push-prompt');
      await pushable.close();
    }, CHAT_TIMEOUT);
  }
});

/** What the newcomer of the popup tour writes. */
const POPUP_LINES: Record<(typeof LANGUAGES)[number], { hello: string; answer: string }> = {
  'en-US': { hello: 'Hi! How is your week going?', answer: 'Sunday morning at the farmers’ market, then a long walk by the river.' },
  'de-DE': { hello: 'Hi! Wie läuft deine Woche?', answer: 'Sonntagmorgen auf dem Wochenmarkt, danach ein langer Spaziergang am Fluss.' },
};

/** What the tour's members say, in the tour's language. */
const TOUR_LINES: Record<(typeof LANGUAGES)[number], { waiting: string; question: string; answer: string; followUp: string }> = {
  'en-US': {
    waiting: 'Hey! Nice to match with you 😊',
    question: 'Hi! Your profile says you love cooking. What’s your signature dish?',
    answer: 'Homemade ramen! It takes all day, but it’s worth it.',
    followUp: 'Wow, now I’m hungry. Will you teach me sometime?',
  },
  'de-DE': {
    waiting: 'Hey! Schön, dass wir ein Match sind 😊',
    question: 'Hi! In deinem Profil steht, dass du gern kochst. Was ist dein Lieblingsgericht?',
    answer: 'Selbstgemachte Ramen! Das dauert den ganzen Tag, lohnt sich aber.',
    followUp: 'Wow, jetzt habe ich Hunger. Bringst du es mir mal bei?',
  },
};
