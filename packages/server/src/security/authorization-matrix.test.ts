import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoAlbumSchema, SYSTEM_THREAD_PAGE_SIZE, type ChatEventsResponse, type DialogsResponse, type Message, type MessagesResponse, type SystemThreadResponse, type VerificationHashResponse } from '@amora/contracts';
import { pointFrom } from '../modules/discovery/discovery.fixture.ts';
import { cardOf, manOf, react } from '../modules/discovery/game/game.fixture.ts';
import { givePhotos, storedFiles } from '../modules/member-views/member-views.fixture.ts';
import { verificationBody } from '../modules/verification/verification.fixture.ts';
import { DAY } from '../platform/clock.ts';
import type { SeededMember } from '../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';
import { acquaint, call, cohorts, memberAction, OSLO, strangers } from './matrix.fixture.ts';
import { ordinaryPhoto } from './multipart.fixture.ts';

/**
 * Issue 17's authorization matrix (DESIGN.md §6 "may THIS user do THIS"): every route that
 * names a member, a list entry, a feed item, a report, a photo, a card or a page by an id taken
 * by Mallory against the owner, Alice. Each attempt is refused, or acts on Mallory's own data
 * alone; never a 500, never a byte of Alice's, and Alice's data reads the same before and after.
 */

/** What Alice has, and the ids Mallory got hold of (a shared screen, a leaked link, a guess). */
interface Scene {
  alice: SeededMember;
  mallory: SeededMember;
  /** Two members who liked (a match), visited and were favourited by Alice. */
  bob: SeededMember;
  carl: SeededMember;
  /** Blocked and reported by Alice; signed in, to try to lift her block from his side. */
  dan: SeededMember;
  /** Alice's feed items. */
  feedHids: string[];
  /** Alice's photos: two approved (the first her cover), then one pending. */
  photoHids: string[];
  /** Alice's verification hash, not yet used. */
  verificationHash: string;
  /** Alice's cards: Frank's still in her deck, Gus's the one she passed last (her undo). */
  frankCard: string;
  gusCard: string;
  /** The `nextPageToken` of Alice's first page (a page of one) of each list. */
  pageTokens: Record<'likesYou' | 'visitsYou' | 'matches' | 'myLikes' | 'favorites' | 'blockedUsers' | 'activityFeed/activities' | 'messenger/dialogs', string>;
  /** Alice's conversation with Bob: her message, his answer, and the token of her thread's first page (a page of one). */
  messageIds: string[];
  threadToken: string;
  /** The token of Alice's system thread's first page (she has more notices than a page holds). */
  systemThreadToken: string;
}

interface Attempt {
  /** The route and what Mallory tries with it. */
  name: string;
  attempt(scene: Scene): Promise<LightMyRequestResponse>;
  /** The statuses a refusal (or a no-op on Mallory's own data) may answer. */
  status: number[];
  /** For the reads: what Mallory's answer may hold (her own lists are empty). */
  answer?(res: LightMyRequestResponse, scene: Scene): void;
}

const REPORT_TEXT = 'He asked me to send money.';
const MESSAGE_TEXT = 'Meet me at the old harbour at eight.';

describe.each(TEST_DIALECTS)('authorization matrix on %s', (dialect) => {
  let t: TestApp;
  let scene: Scene;
  /** Alice's data as the scene left it: every attempt must leave it so (the first that does not fails first). */
  let baseline: unknown;

  const as = (member: SeededMember, options: InjectOptions) => call(t, { ...options, headers: { ...member.headers, ...options.headers } });
  const json = async <T>(member: SeededMember, url: string): Promise<T> => {
    const res = await as(member, { method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const hidsOf = (entries: Array<{ hid: string }>) => entries.map((entry) => entry.hid);

  /** Everything of Alice's the attempts aim at, as she reads it (and the rows the API does not show). */
  async function aliceView(): Promise<unknown> {
    const { alice } = scene;
    const db = t.database.db;
    // The thread first: opening it marks it read, so everything read after it stays the same.
    const thread = await json<MessagesResponse>(alice, `/v3/messenger/dialogs/${scene.bob.account.hid}/messages`);
    return {
      thread: thread.messages.map(({ id, text, isRead, isDeleted }) => ({ id, text, isRead, isDeleted })),
      dialogs: (await json<DialogsResponse>(alice, '/v3/messenger/dialogs')).dialogs.map(({ hid, unreadMessagesCount, isRead }) => ({ hid, unreadMessagesCount, isRead })),
      chatEvents: (await json<ChatEventsResponse>(alice, '/v3/messenger/events?after=0')).latestSeq,
      systemThread: (({ messages, unreadCount }) => ({ ids: messages.map((message) => [message.id, message.read]), unreadCount }))(await json<SystemThreadResponse>(alice, '/v3/messenger/system-thread')),
      smartMessages: await json(alice, '/rest/v2/user/mass/outgoing'),
      pingsResponses: await json(alice, '/rest/v2/pings/responses'),
      likesYou: hidsOf((await json<{ likes: Array<{ hid: string }> }>(alice, '/v3/likesYou')).likes),
      visitsYou: hidsOf((await json<{ list: Array<{ hid: string }> }>(alice, '/v3/visitsYou')).list),
      matches: hidsOf((await json<{ matches: Array<{ hid: string }> }>(alice, '/v3/matches')).matches),
      myLikes: hidsOf((await json<{ list: Array<{ hid: string }> }>(alice, '/v3/myLikes')).list),
      favorites: hidsOf((await json<{ users: Array<{ hid: string }> }>(alice, '/v3/favorites')).users),
      blocked: (await json<{ users: Array<{ userHashId: string }> }>(alice, '/v3/blockedUsers')).users.map((user) => user.userHashId),
      feed: (await json<{ activities: Array<{ hid: string; state: string }> }>(alice, '/v3/activityFeed/activities')).activities.map(({ hid, state }) => ({ hid, state })),
      feedUnread: await json(alice, '/v3/activityFeed/activities:unreadCount'),
      counters: await json(alice, '/rest/v2/user/lists/counter/unread'),
      album: (({ coverId, photos }) => ({ coverId, photos: photos.map((photo) => [photo.id, photo.status]) }))(photoAlbumSchema.parse(await json(alice, '/apis/photos/v1/users/me/albums/-3'))),
      verification: await json(alice, '/apis/photos/v1/users/me/verification'),
      gesture: await json(alice, `/apis/photos/v1/users/me/verification/gesture?hash=${scene.verificationHash}`),
      profile: await json(alice, '/rest/v2/user/info/profile'),
      reports: await db.selectFrom('abuse_reports').select(['target_account_id', 'reason_id', 'comment', 'status']).where('reporter_account_id', '=', alice.account.id).execute(),
      marks: await db
        .selectFrom('marks')
        .select(['account_id', 'target_account_id', 'kind'])
        .where((eb) => eb.or([eb('account_id', '=', alice.account.id), eb('target_account_id', '=', alice.account.id)]))
        .orderBy('account_id')
        .orderBy('target_account_id')
        .execute(),
    };
  }

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const files = await storedFiles(t);
    const band = cohorts()();
    const { a: alice, b: bob } = await strangers(t, files, band);
    // Her photos after the one she has: a second approved one and a pending one.
    await givePhotos(t, alice.account.id, files, ['approved', 'approved', 'pending']);
    const man = (km: number) => manOf(t, files, band, { at: pointFrom(OSLO, 90, km) });
    const [carl, dan, ed, frank, gus] = [await man(3), await man(4), await man(5), await man(6), await man(7)];
    const mallory = await t.seed.member({ name: 'Mallory', account: { premium_until: t.clock.now() + 365 * DAY } });

    await acquaint(t, { a: alice, b: bob });
    await acquaint(t, { a: alice, b: carl });
    for (const blocked of [dan, ed]) expect((await memberAction(t, alice, blocked.account.hid, 'block')).statusCode).toBe(200);
    expect((await as(alice, { method: 'POST', url: '/rest/v2/user/abuse/send', payload: { user_hid: dan.account.hid, reason_id: 5, text: REPORT_TEXT } })).statusCode).toBe(200);
    const frankCard = await cardOf(t, alice.headers, frank);
    const gusCard = await cardOf(t, alice.headers, gus);
    expect((await react(t, alice.headers, gusCard, 'pass')).statusCode).toBe(200);
    const { hash: verificationHash } = (await as(alice, { method: 'POST', url: '/apis/photos/v1/users/me/verification/hash' })).json() as VerificationHashResponse;

    // Alice and Bob talk (they matched): her words, his answer.
    const say = async (from: SeededMember, to: SeededMember, text: string, requestId: string) =>
      ((await as(from, { method: 'POST', url: `/v3/messenger/dialogs/${to.account.hid}/messages`, payload: { type: 'text', requestId, textMessageBody: { text } } })).json() as { message: Message }).message.id;
    const messageIds = [await say(alice, bob, MESSAGE_TEXT, 'alice-1'), await say(bob, alice, 'Eight it is.', 'bob-1')];

    const tokenOf = async (list: keyof Scene['pageTokens']) => (await json<{ nextPageToken: string }>(alice, `/v3/${list}?pageSize=1`)).nextPageToken;
    const pageTokens = {} as Scene['pageTokens'];
    for (const list of ['likesYou', 'visitsYou', 'matches', 'myLikes', 'favorites', 'blockedUsers', 'activityFeed/activities', 'messenger/dialogs'] as const) pageTokens[list] = await tokenOf(list);
    const threadToken = (await json<MessagesResponse>(alice, `/v3/messenger/dialogs/${bob.account.hid}/messages?pageSize=1`)).nextPageToken;
    // Notices of Alice's system thread, more than a page of them.
    const { events } = t.app.platform;
    for (let photoId = 1; photoId <= SYSTEM_THREAD_PAGE_SIZE + 1; photoId++) await events.transaction((trx) => events.record(trx, { type: 'photo.rejected', memberId: alice.account.id, photoId: 50_000 + photoId, reason: 'too_small' }));
    const systemThreadToken = (await json<SystemThreadResponse>(alice, '/v3/messenger/system-thread')).nextPageToken;
    const feed = await json<{ activities: Array<{ hid: string }> }>(alice, '/v3/activityFeed/activities');
    const album = photoAlbumSchema.parse(await json(alice, '/apis/photos/v1/users/me/albums/-3'));
    scene = { alice, mallory, bob, carl, dan, feedHids: hidsOf(feed.activities), photoHids: album.photos.map((photo) => photo.id), verificationHash, frankCard, gusCard, pageTokens, messageIds, threadToken, systemThreadToken };

    // The scene holds what each attempt aims at, and reading it changes nothing.
    expect(Object.values(pageTokens).every(Boolean)).toBe(true);
    expect(threadToken).not.toBe('');
    expect(systemThreadToken).not.toBe('');
    expect(scene.feedHids.length).toBeGreaterThanOrEqual(4);
    expect(scene.photoHids).toHaveLength(4);
    baseline = await aliceView();
    expect(await aliceView()).toEqual(baseline);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: Record<string, unknown>) => (s: Scene) => as(s.mallory, { method: 'POST', url, ...(payload ? { payload } : {}) });
  const get = (url: (s: Scene) => string) => (s: Scene) => as(s.mallory, { method: 'GET', url: url(s) });
  /** Mallory's own lists are empty: an entry in her answer could only be someone else's. */
  const empty = (field: string) => (res: LightMyRequestResponse) => expect((res.json() as Record<string, unknown[]>)[field]).toEqual([]);

  const ATTEMPTS: Attempt[] = [
    { name: 'DELETE /v3/visitsYou/{id}: take Bob off Alice’s visitors', attempt: (s) => as(s.mallory, { method: 'DELETE', url: `/v3/visitsYou/${s.bob.account.hid}` }), status: [404] },
    { name: 'POST /v3/activityFeed/activities:batchMarkRead with Alice’s items', attempt: (s) => post('/v3/activityFeed/activities:batchMarkRead', { hids: s.feedHids })(s), status: [200] },
    { name: 'POST /v3/activityFeed/activities:batchDelete with Alice’s items', attempt: (s) => post('/v3/activityFeed/activities:batchDelete', { hids: s.feedHids })(s), status: [200] },
    { name: 'POST /v3/activityFeed/activities:resetUnreadCount (her own feed only)', attempt: post('/v3/activityFeed/activities:resetUnreadCount'), status: [200] },
    { name: 'POST /v3/likesYou:resetUnreadCount (her own counter only)', attempt: post('/v3/likesYou:resetUnreadCount'), status: [200] },
    { name: 'POST /v3/matches:resetUnreadCount (her own counter only)', attempt: post('/v3/matches:resetUnreadCount'), status: [200] },
    { name: 'POST /v3/visitsYou:resetUnreadCount (her own counter only)', attempt: post('/v3/visitsYou:resetUnreadCount'), status: [200] },
    { name: 'POST /v3/users/{hid}:unblock: lift Alice’s block of Dan', attempt: (s) => memberAction(t, s.mallory, s.dan.account.hid, 'unblock'), status: [200] },
    { name: 'POST /v3/users/{hid}:unblock: Dan lifts Alice’s block of him', attempt: (s) => memberAction(t, s.dan, s.alice.account.hid, 'unblock'), status: [200] },
    { name: 'POST /v3/users/{hid}:unfavorite: take Bob off Alice’s favourites', attempt: (s) => memberAction(t, s.mallory, s.bob.account.hid, 'unfavorite'), status: [200] },
    { name: 'POST /rest/v2/user/abuse/send about the member Alice reported', attempt: (s) => post('/rest/v2/user/abuse/send', { user_hid: s.dan.account.hid, reason_id: 1 })(s), status: [200] },
    { name: 'POST /apis/relations/v1/users/me/likes naming Alice herself as the liker', attempt: (s) => post('/apis/relations/v1/users/me/likes?context=profile', { contact_hid: s.bob.account.hid, account_id: s.alice.account.id, hid: s.alice.account.hid })(s), status: [200] },
    { name: 'POST /v3/matchesGame/users/{token}:like with Alice’s card', attempt: (s) => react(t, s.mallory.headers, s.frankCard, 'like'), status: [400] },
    { name: 'POST /v3/matchesGame/users/{token}:pass with Alice’s card', attempt: (s) => react(t, s.mallory.headers, s.frankCard, 'pass'), status: [400] },
    { name: 'POST /v3/matchesGame/users/{token}:reverse: undo Alice’s pass', attempt: (s) => react(t, s.mallory.headers, s.gusCard, 'reverse'), status: [400] },
    { name: 'DELETE /apis/photos/v1/users/me/photos/{id} with Alice’s photo', attempt: (s) => as(s.mallory, { method: 'DELETE', url: `/apis/photos/v1/users/me/photos/${s.photoHids[1]}` }), status: [404] },
    { name: 'PATCH /apis/photos/v1/users/me/albums/-3: Alice’s photo as the cover', attempt: (s) => as(s.mallory, { method: 'PATCH', url: '/apis/photos/v1/users/me/albums/-3', payload: { cover_id: s.photoHids[1] } }), status: [404] },
    { name: 'POST /apis/photos/v1/users/me/photos/batch/publishing with Alice’s photos', attempt: (s) => post('/apis/photos/v1/users/me/photos/batch/publishing', { photos: [...s.photoHids].reverse() })(s), status: [404] },
    {
      name: 'GET /apis/photos/v1/users/{hid}/albums/-3: Alice’s pending photo',
      attempt: get((s) => `/apis/photos/v1/users/${s.alice.account.hid}/albums/-3`),
      status: [200],
      answer: (res, s) => expect(res.body).not.toContain(s.photoHids[3]),
    },
    { name: 'GET /apis/photos/v1/users/me/verification/gesture with Alice’s hash', attempt: get((s) => `/apis/photos/v1/users/me/verification/gesture?hash=${s.verificationHash}`), status: [404] },
    {
      name: 'POST /apis/photos/v1/users/me/verification/photos with Alice’s hash',
      attempt: async (s) => {
        const { payload, contentType } = verificationBody({ hash: s.verificationHash, file: await ordinaryPhoto() });
        return as(s.mallory, { method: 'POST', url: '/apis/photos/v1/users/me/verification/photos', headers: { 'content-type': contentType }, payload });
      },
      status: [404],
    },
    { name: 'GET /rest/v2/user/info/profile?users_ids= Alice’s numeric id', attempt: get((s) => `/rest/v2/user/info/profile?users_ids=${s.alice.account.id}`), status: [403] },
    {
      name: 'GET /rest/v2/user/info/profile?users_hids= Alice with her own data groups',
      attempt: get((s) => `/rest/v2/user/info/profile?users_hids=${s.alice.account.hid}&data_group=payments`),
      status: [200],
      answer: (res, s) => expect(res.body).not.toContain(s.alice.account.email),
    },
    { name: 'POST /rest/v2/user/settings/private naming Alice’s id and hid', attempt: (s) => post('/rest/v2/user/settings/private', { id: s.alice.account.id, hid: s.alice.account.hid, name: 'Mallory' })(s), status: [200] },
    { name: 'POST /rest/v2/tracking/homescreen/popupShow as Alice', attempt: (s) => post('/rest/v2/tracking/homescreen/popupShow', { user_hid: s.alice.account.hid })(s), status: [400] },
    {
      name: 'GET /v3/messenger/dialogs/{hid}/messages: the thread with Bob is Mallory’s own (empty)',
      attempt: get((s) => `/v3/messenger/dialogs/${s.bob.account.hid}/messages`),
      status: [200],
      answer: empty('messages'),
    },
    { name: 'GET /v3/messenger/dialogs/{hid}/messages with Alice’s page token', attempt: get((s) => `/v3/messenger/dialogs/${s.bob.account.hid}/messages?pageToken=${s.threadToken}`), status: [400] },
    { name: 'GET /v3/messenger/dialogs with Alice’s page token', attempt: get((s) => `/v3/messenger/dialogs?pageToken=${s.pageTokens['messenger/dialogs']}`), status: [400] },
    { name: 'GET /v3/messenger/dialogs (her own list only)', attempt: get(() => '/v3/messenger/dialogs'), status: [200], answer: empty('dialogs') },
    { name: 'GET /v3/messenger/system-thread (her own notices only)', attempt: get(() => '/v3/messenger/system-thread'), status: [200], answer: empty('messages') },
    { name: 'GET /v3/messenger/system-thread with Alice’s page token', attempt: get((s) => `/v3/messenger/system-thread?pageToken=${s.systemThreadToken}`), status: [400] },
    { name: 'POST /v3/messenger/system-thread:markRead (her own thread only)', attempt: post('/v3/messenger/system-thread:markRead'), status: [200] },
    { name: 'GET /v3/messenger/events (her own events only)', attempt: get(() => '/v3/messenger/events?after=0'), status: [200] },
    { name: 'POST /v3/messenger/dialogs/{Bob}/messages:batchDelete with Alice’s messages', attempt: (s) => post(`/v3/messenger/dialogs/${s.bob.account.hid}/messages:batchDelete`, { ids: s.messageIds })(s), status: [200] },
    { name: 'POST /v3/messenger/dialogs/{Alice}/messages:batchDelete with Alice’s messages', attempt: (s) => post(`/v3/messenger/dialogs/${s.alice.account.hid}/messages:batchDelete`, { ids: s.messageIds })(s), status: [200] },
    { name: 'POST /v3/messenger/dialogs:batchDelete naming Bob (her own dialogs only)', attempt: (s) => post('/v3/messenger/dialogs:batchDelete', { hids: [s.bob.account.hid, s.alice.account.hid] })(s), status: [200] },
    { name: 'POST /v3/messenger/dialogs:batchMarkRead naming Bob (her own dialogs only)', attempt: (s) => post('/v3/messenger/dialogs:batchMarkRead', { hids: [s.bob.account.hid, s.alice.account.hid] })(s), status: [200] },
    {
      name: 'POST /v3/messenger/dialogs/{Bob}/messages replying to Alice’s message',
      attempt: (s) => post(`/v3/messenger/dialogs/${s.bob.account.hid}/messages`, { type: 'text', requestId: 'mallory-1', textMessageBody: { text: 'Hi' }, replyToId: s.messageIds[0] })(s),
      status: [400],
    },
    { name: 'POST /rest/v2/user/messenger/threads/{Bob}/highlight (her own list only)', attempt: (s) => post(`/rest/v2/user/messenger/threads/${s.bob.account.hid}/highlight`)(s), status: [200] },
    // Greetings and smart messages act for the caller alone; these come after the reads of Mallory's
    // empty thread and list above, as a greeting she sends to Bob starts her own dialog with him.
    {
      name: 'GET /v3/messenger/dialogs/{Dan}/greetings: Alice’s block of Dan is hers alone',
      attempt: get((s) => `/v3/messenger/dialogs/${s.dan.account.hid}/greetings`),
      status: [200],
      answer: (res) => expect((res.json() as { greetings: unknown[] }).greetings).toHaveLength(3),
    },
    {
      name: 'POST /rest/v2/user/messenger/messages/greeting naming Alice as the sender',
      attempt: (s) => post('/rest/v2/user/messenger/messages/greeting', { contact_hid: s.bob.account.hid, ping_id: 1, sender_hid: s.alice.account.hid, account_id: s.alice.account.id })(s),
      status: [200, 400],
    },
    {
      name: 'POST /v3/messenger/dialogs/{Bob}/messages under Alice’s requestId (request ids are each sender’s own)',
      attempt: (s) => post(`/v3/messenger/dialogs/${s.bob.account.hid}/messages`, { type: 'text', requestId: 'alice-1', textMessageBody: { text: 'Hello Bob' } })(s),
      status: [200],
      answer: (res, s) => expect((res.json() as { message: Message }).message.id).not.toBe(s.messageIds[0]),
    },
    { name: 'GET /rest/v2/user/mass/outgoing (her own switch only)', attempt: get(() => '/rest/v2/user/mass/outgoing'), status: [200] },
    {
      // Switched off again at once: the job (every minute) never sends for her while the matrix runs.
      name: 'POST then DELETE /rest/v2/user/mass/outgoing naming Alice (her own switch only)',
      attempt: async (s) => {
        const enabled = await post('/rest/v2/user/mass/outgoing', { context: 'matrix', account_id: s.alice.account.id, hid: s.alice.account.hid })(s);
        expect([200, 400], enabled.body).toContain(enabled.statusCode);
        return as(s.mallory, { method: 'DELETE', url: '/rest/v2/user/mass/outgoing' });
      },
      status: [200],
      answer: (res) => expect(res.json()).toEqual({ result: { done: false } }),
    },
    { name: 'GET /rest/v2/pings/responses (her own count only)', attempt: get(() => '/rest/v2/pings/responses'), status: [200], answer: (res) => expect(res.json()).toEqual({ result: { count: 0 } }) },
    ...(['likesYou', 'visitsYou', 'matches', 'myLikes', 'favorites'] as const).map(
      (list): Attempt => ({ name: `GET /v3/${list} with Alice’s page token`, attempt: get((s) => `/v3/${list}?pageToken=${s.pageTokens[list]}`), status: [400] }),
    ),
    // These tokens name only a moment and an entry of the page Alice saw; under them Mallory reads her own (empty) list.
    { name: 'GET /v3/blockedUsers with Alice’s page token', attempt: get((s) => `/v3/blockedUsers?pageToken=${s.pageTokens.blockedUsers}`), status: [200], answer: empty('users') },
    {
      name: 'GET /v3/activityFeed/activities with Alice’s page token',
      attempt: get((s) => `/v3/activityFeed/activities?pageToken=${s.pageTokens['activityFeed/activities']}`),
      status: [200],
      answer: empty('activities'),
    },
  ];

  it.each(ATTEMPTS.map((attempt) => [attempt.name, attempt] as const))('%s', async (_name, { attempt, status, answer }) => {
    const res = await attempt(scene);
    expect(status, res.body).toContain(res.statusCode);
    answer?.(res, scene);
    // Nothing Alice keeps, or that names her, is in the answer unless it was in the request.
    for (const secret of [...scene.feedHids, scene.verificationHash, scene.alice.account.email, REPORT_TEXT, MESSAGE_TEXT]) expect(res.body).not.toContain(secret);
    expect(await aliceView()).toEqual(baseline);
  });
});
