import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, MessengerCode, ONLINE_SHARDS, onlineShardOf, photoAlbumSchema, profileInfoAnswerSchema, type ServerFrame, type SystemThreadResponse } from '@amora/contracts';
import { storedFiles } from '../modules/member-views/member-views.fixture.ts';
import type { RenditionFiles } from '../modules/photos/index.ts';
import type { SeededMember } from '../testing/seed.ts';
import { startListeningApp, type ListeningApp } from '../testing/listening-app.ts';
import type { TestSocket } from '../testing/realtime-client.ts';
import { TEST_DIALECTS } from '../testing/test-app.ts';
import { acquaint, ban, call, cohorts, hideProfile, memberAction, strangers, type Pair } from './matrix.fixture.ts';

/**
 * Issue 17's acceptance matrix for DESIGN.md §6 "may THIS user see THIS": for each state of a
 * pair — blocked either way or both, A hidden, A banned — what each side sees of the other on
 * every surface that shows members. Before the state each side sees the other everywhere (the
 * `before` column, checked in every case); after it, the state's column. A cell is what A sees
 * of B, then what B sees of A.
 */

/** What a viewer gets of the other member on one surface. */
type Outcome =
  | 'seen'
  | 'unseen'
  /** The viewer cannot call at all: a hidden member's session is over (401), a banned one's too (403 code 5). */
  | 'signedOut'
  /** The profile's stubs (spec 1 §6). */
  | 'blocked_by_me'
  | 'blocking_me'
  | 'deactivated';
type Cell = readonly [aSeesB: Outcome, bSeesA: Outcome];

const STATES = ['before', 'A blocks B', 'B blocks A', 'both block', 'A hidden', 'A banned'] as const;
type State = (typeof STATES)[number];

const BOTH: Cell = ['seen', 'seen'];
const NEITHER: Cell = ['unseen', 'unseen'];
/** A is gone: signed out themself, and nobody sees them. */
const GONE: Cell = ['signedOut', 'unseen'];
/** Hidden from each other by a block, and from everybody by A's account state. */
const INVISIBLE: Record<State, Cell> = { before: BOTH, 'A blocks B': NEITHER, 'B blocks A': NEITHER, 'both block': NEITHER, 'A hidden': GONE, 'A banned': GONE };

/**
 * The pairs a surface reads: discovery (the deck, suitable) leaves out members one has already
 * liked or passed, so it reads a pair of strangers; the lists, counters and feed read a pair who
 * met: liked each other (a match), visited and favourited each other.
 */
type PairKind = 'strangers' | 'met';

interface Surface {
  pair: PairKind;
  /** What each side gets of the other, [A of B, B of A]. */
  observe(pair: ScenePair): Promise<Cell>;
  expected: Record<State, Cell>;
}

/** A pair and what they were handed while they saw each other. */
interface ScenePair extends Pair {
  /** The `o` URL of the other's first photo, as each side's album read handed it out before the state. */
  heldPhotoUrl: { a: string; b: string };
}

class SignedOut extends Error {}

describe.each(TEST_DIALECTS)('visibility matrix on %s', (dialect) => {
  let t: ListeningApp;
  let files: RenditionFiles;
  const cohort = cohorts();
  /** Greetings sent so far: a pair sees four sends (a side's before and after its state), each names another greeting. */
  let greetingsSent = 0;
  /** Notices written for the system thread's surface, each about a verification of its own. */
  let noticesWritten = 0;

  beforeAll(async () => {
    t = await startListeningApp(dialect);
    files = await storedFiles(t);
  });
  afterAll(() => t.close());

  /** A hidden member's session is over (401); a banned one is told so (403 code 5, the banned screen). */
  const signedOut = (res: { statusCode: number; json(): unknown }) => res.statusCode === 401 || (res.statusCode === 403 && (res.json() as { code?: number }).code === ApiCode.accountBanned);
  /** A JSON answer, or SignedOut; anything else but a 200 fails the test. */
  async function read<T>(viewer: SeededMember, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>): Promise<T> {
    const res = await call(t, { method, url, headers: viewer.headers, ...(payload ? { payload } : {}) });
    if (signedOut(res)) throw new SignedOut();
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  }
  const seenIf = (seen: boolean): Outcome => (seen ? 'seen' : 'unseen');
  /** A read of one side, run for both: [A of B, B of A]. */
  const eachSide =
    (see: (viewer: SeededMember, other: SeededMember, held: string) => Promise<Outcome>) =>
    async ({ a, b, heldPhotoUrl }: ScenePair): Promise<Cell> => {
      const side = (viewer: SeededMember, other: SeededMember, held: string) => see(viewer, other, held).catch((error: unknown) => (error instanceof SignedOut ? 'signedOut' : Promise.reject(error)));
      return [await side(a, b, heldPhotoUrl.a), await side(b, a, heldPhotoUrl.b)];
    };
  /** The other member's hid among the hids a read answers. */
  const listed = (hidsOf: (viewer: SeededMember) => Promise<string[]>) => eachSide(async (viewer, other) => seenIf((await hidsOf(viewer)).includes(other.account.hid)));
  const hids = (entries: Array<{ hid: string }>) => entries.map((entry) => entry.hid);
  /** A teaser names nobody; a pair's lists hold only each other, so one teaser is the other. */
  const teasers = (list: 'likesYou' | 'visitsYou') =>
    eachSide(async (viewer) => seenIf((await read<{ teasers: unknown[] }>(viewer, 'GET', `/v3/${list}/teasers?timestamp=1`)).teasers.length > 0));
  /** Numbers that count the other member: all 1 is 'seen', all 0 'unseen'; anything else fails the matrix with the numbers. */
  const counted = (values: number[]): Outcome => {
    if (values.every((value) => value === 1)) return 'seen';
    if (values.every((value) => value === 0)) return 'unseen';
    throw new Error(`counts ${values.join(',')} are neither the other member nor nobody`);
  };

  const SURFACES: Record<string, Surface> = {
    pickUp: { pair: 'strangers', expected: INVISIBLE, observe: listed(async (viewer) => (await read<{ hits: Array<{ user: { hid: string } }> }>(viewer, 'GET', '/v3/matchesGame/users:pickUp?timestamp=1&pageSize=20')).hits.map((hit) => hit.user.hid)) },
    suitable: { pair: 'strangers', expected: INVISIBLE, observe: listed(async (viewer) => hids((await read<{ users: Array<{ hid: string }> }>(viewer, 'GET', '/v3/suitable?timestamp=1')).users)) },
    search: { pair: 'strangers', expected: INVISIBLE, observe: listed(async (viewer) => hids((await read<{ hits: Array<{ hid: string }> }>(viewer, 'POST', '/v3/users:search', { pageSize: 20 })).hits)) },
    nearby: { pair: 'strangers', expected: INVISIBLE, observe: listed(async (viewer) => hids((await read<{ hits: Array<{ hid: string }> }>(viewer, 'GET', '/v3/neighbors?timestamp=1')).hits)) },
    nearbyTeasers: {
      pair: 'strangers',
      expected: INVISIBLE,
      // A teaser names nobody; each cohort holds only its own pairs, so one teaser is the other.
      observe: eachSide(async (viewer) => seenIf((await read<{ teasers: unknown[] }>(viewer, 'GET', '/v3/neighbors/teasers?timestamp=1')).teasers.length > 0)),
    },
    // The paywall's count of the member's real candidates (the game's pool).
    paywallMatches: {
      pair: 'strangers',
      expected: INVISIBLE,
      observe: eachSide(async (viewer) => seenIf((await read<{ matches: { count: number } }>(viewer, 'GET', '/v3/paywalls/content/photos?preset=avatar')).matches.count > 0)),
    },
    likesYou: { pair: 'met', expected: INVISIBLE, observe: listed(async (viewer) => hids((await read<{ likes: Array<{ hid: string }> }>(viewer, 'GET', '/v3/likesYou?timestamp=1')).likes)) },
    likesYouTeasers: { pair: 'met', expected: INVISIBLE, observe: teasers('likesYou') },
    visitsYou: { pair: 'met', expected: INVISIBLE, observe: listed(async (viewer) => hids((await read<{ list: Array<{ hid: string }> }>(viewer, 'GET', '/v3/visitsYou?timestamp=1')).list)) },
    visitsYouTeasers: { pair: 'met', expected: INVISIBLE, observe: teasers('visitsYou') },
    matches: { pair: 'met', expected: INVISIBLE, observe: listed(async (viewer) => hids((await read<{ matches: Array<{ hid: string }> }>(viewer, 'GET', '/v3/matches?timestamp=1')).matches)) },
    myLikes: { pair: 'met', expected: INVISIBLE, observe: listed(async (viewer) => hids((await read<{ list: Array<{ hid: string }> }>(viewer, 'GET', '/v3/myLikes?timestamp=1')).list)) },
    favorites: { pair: 'met', expected: INVISIBLE, observe: listed(async (viewer) => hids((await read<{ users: Array<{ hid: string }> }>(viewer, 'GET', '/v3/favorites?timestamp=1')).users)) },
    // The unread visitors (3), likes-me (5) and matches (6), each of them the other member or nobody.
    counters: {
      pair: 'met',
      expected: INVISIBLE,
      observe: eachSide(async (viewer) => {
        const { result } = await read<{ result: Array<{ type: number; value: number }> }>(viewer, 'GET', '/rest/v2/user/lists/counter/unread?timestamp=1');
        return counted([3, 5, 6].map((type) => result.find((counter) => counter.type === type)!.value));
      }),
    },
    stats: {
      pair: 'met',
      expected: INVISIBLE,
      observe: eachSide(async (viewer) => counted((await read<{ stats: Array<{ value: number }> }>(viewer, 'GET', '/apis/relations/v1/users/me/stats?fields=like,likes-me,visitor&timestamp=1')).stats.map((stat) => stat.value))),
    },
    feed: {
      pair: 'met',
      expected: INVISIBLE,
      observe: listed(async (viewer) => (await read<{ activities: Array<{ details: { user: { hid: string } | null } }> }>(viewer, 'GET', '/v3/activityFeed/activities?timestamp=1')).activities.map((item) => item.details.user?.hid ?? '')),
    },
    feedUnreadCount: {
      pair: 'met',
      expected: INVISIBLE,
      observe: eachSide(async (viewer) => seenIf((await read<{ unreadCount: number }>(viewer, 'GET', '/v3/activityFeed/activities:unreadCount?timestamp=1')).unreadCount > 0)),
    },
    // Spec 1 §6: a stub stands in for a blocked or deactivated member; a block wins over the account state.
    profile: {
      pair: 'met',
      expected: {
        before: BOTH,
        'A blocks B': ['blocked_by_me', 'blocking_me'],
        'B blocks A': ['blocking_me', 'blocked_by_me'],
        'both block': ['blocked_by_me', 'blocked_by_me'],
        'A hidden': ['signedOut', 'deactivated'],
        'A banned': ['signedOut', 'deactivated'],
      },
      observe: eachSide(async (viewer, other) => {
        const answer = profileInfoAnswerSchema.parse(await read(viewer, 'GET', `/rest/v2/user/info/profile?timestamp=1&users_hids=${other.account.hid}`));
        const [entry] = answer.result.users!;
        return 'stub' in entry! ? entry.stub : 'seen';
      }),
    },
    album: {
      pair: 'met',
      expected: INVISIBLE,
      observe: eachSide(async (viewer, other) => {
        const res = await call(t, { method: 'GET', url: `/apis/photos/v1/users/${other.account.hid}/albums/-3`, headers: viewer.headers });
        if (signedOut(res)) return 'signedOut';
        expect([200, 404], res.body).toContain(res.statusCode);
        return seenIf(res.statusCode === 200 && photoAlbumSchema.parse(res.json()).photos.length > 0);
      }),
    },
    // The photo URL handed out while the two saw each other. It names no viewer (an <img> sends no
    // Authorization), so the media route can only judge the photo and its owner at serve time: a
    // hidden or banned owner ends it at once, while a block leaves a URL already handed out to
    // serve until it expires (24–36 h); no read hands out a new one (the album and profile rows).
    heldPhotoUrl: {
      pair: 'met',
      expected: { before: BOTH, 'A blocks B': BOTH, 'B blocks A': BOTH, 'both block': BOTH, 'A hidden': ['seen', 'unseen'], 'A banned': ['seen', 'unseen'] },
      observe: eachSide(async (_viewer, _other, held) => seenIf((await call(t, { method: 'GET', url: held })).statusCode === 200)),
    },
    blockedUsers: {
      pair: 'met',
      // The one read that shows a block: to the blocker alone.
      expected: { before: NEITHER, 'A blocks B': ['seen', 'unseen'], 'B blocks A': ['unseen', 'seen'], 'both block': BOTH, 'A hidden': GONE, 'A banned': GONE },
      observe: listed(async (viewer) => (await read<{ users: Array<{ userHashId: string }> }>(viewer, 'GET', '/v3/blockedUsers?timestamp=1')).users.map((user) => user.userHashId)),
    },
    presence: { pair: 'met', expected: INVISIBLE, observe: (pair) => presence(pair) },
    // The pair matched, so each has a dialog with the other (the match's system message).
    dialogs: { pair: 'met', expected: INVISIBLE, observe: listed(async (viewer) => hids((await read<{ dialogs: Array<{ hid: string }> }>(viewer, 'GET', '/v3/messenger/dialogs?timestamp=1')).dialogs)) },
    // A dialog opened by hid shows a member the viewer blocked (flagged, to offer the unblock), never one who blocked the viewer.
    dialog: {
      pair: 'met',
      expected: { before: BOTH, 'A blocks B': ['seen', 'unseen'], 'B blocks A': ['unseen', 'seen'], 'both block': NEITHER, 'A hidden': GONE, 'A banned': GONE },
      observe: eachSide(async (viewer, other) => {
        const res = await call(t, { method: 'GET', url: `/v3/messenger/dialogs/${other.account.hid}/messages?timestamp=1`, headers: viewer.headers });
        if (signedOut(res)) return 'signedOut';
        expect([200, 404], res.body).toContain(res.statusCode);
        return seenIf(res.statusCode === 200);
      }),
    },
    // Greetings address the other member: suggestions to write to them, and the coins variant's
    // send. Either is refused (404; 403 code 132 to a member the viewer blocked) once a block or
    // an account state hides them. Each send names a greeting of its own: a repeat would answer
    // the first message, as a retry does.
    greetings: {
      pair: 'met',
      expected: INVISIBLE,
      observe: eachSide(async (viewer, other) => {
        const res = await call(t, { method: 'GET', url: `/v3/messenger/dialogs/${other.account.hid}/greetings?timestamp=1`, headers: viewer.headers });
        if (signedOut(res)) return 'signedOut';
        expect([200, 404], res.body).toContain(res.statusCode);
        return seenIf(res.statusCode === 200);
      }),
    },
    greetingSend: {
      pair: 'met',
      expected: INVISIBLE,
      observe: eachSide(async (viewer, other) => {
        const payload = { contact_hid: other.account.hid, ping_id: (greetingsSent++ % 4) + 1 };
        const res = await call(t, { method: 'POST', url: '/rest/v2/user/messenger/messages/greeting', headers: viewer.headers, payload });
        if (signedOut(res)) return 'signedOut';
        const refused = res.statusCode === 404 || (res.statusCode === 403 && (res.json() as { code?: number }).code === MessengerCode.blocked);
        expect(res.statusCode === 200 || refused, res.body).toBe(true);
        return seenIf(res.statusCode === 200);
      }),
    },
    // The system thread is the member's own: a new notice of the other member never shows in it,
    // whatever the pair's state.
    systemThread: {
      pair: 'met',
      expected: { before: NEITHER, 'A blocks B': NEITHER, 'B blocks A': NEITHER, 'both block': NEITHER, 'A hidden': GONE, 'A banned': GONE },
      observe: eachSide(async (viewer, other) => {
        const { events } = t.app.platform;
        await events.transaction((trx) => events.record(trx, { type: 'verification.decided', memberId: other.account.id, verificationId: 70_000 + noticesWritten++, approved: true, reason: null }));
        const theirs = (await t.database.db.selectFrom('system_messages').select('hid').where('account_id', '=', other.account.id).execute()).map((row) => row.hid);
        expect(theirs.length).toBeGreaterThan(0);
        const mine = (await read<SystemThreadResponse>(viewer, 'GET', '/v3/messenger/system-thread?timestamp=1')).messages;
        return seenIf(mine.some((message) => theirs.includes(message.id)));
      }),
    },
  };

  const STATE_CHANGES: Record<Exclude<State, 'before'>, (pair: Pair) => Promise<void>> = {
    'A blocks B': ({ a, b }) => blocks(a, b),
    'B blocks A': ({ a, b }) => blocks(b, a),
    'both block': async ({ a, b }) => {
      await blocks(a, b);
      await blocks(b, a);
    },
    'A hidden': ({ a }) => hideProfile(t, a),
    'A banned': ({ a }) => ban(t, a),
  };

  async function blocks(blocker: SeededMember, blocked: SeededMember): Promise<void> {
    expect((await memberAction(t, blocker, blocked.account.hid, 'block')).json()).toEqual({ isBlocked: true });
  }

  /** The first photo's `o` URL of `owner` as `viewer`'s album read hands it out. */
  async function photoUrlOf(viewer: SeededMember, owner: SeededMember): Promise<string> {
    const res = await call(t, { method: 'GET', url: `/apis/photos/v1/users/${owner.account.hid}/albums/-3`, headers: viewer.headers });
    return photoAlbumSchema.parse(res.json()).photos[0]!.images.o!;
  }

  async function scenePair(kind: PairKind): Promise<ScenePair> {
    const pair = await strangers(t, files, cohort());
    if (kind === 'met') await acquaint(t, pair);
    return { ...pair, heldPhotoUrl: { a: await photoUrlOf(pair.a, pair.b), b: await photoUrlOf(pair.b, pair.a) } };
  }

  /** Every surface's cell for the pairs; the reads side by side, as a client's screens would make them. */
  async function observe(pairs: Record<PairKind, ScenePair>): Promise<Record<string, Cell>> {
    const entries = Object.entries(SURFACES);
    const cells = await Promise.all(entries.map(([, surface]) => surface.observe(pairs[surface.pair])));
    return Object.fromEntries(entries.map(([name], i) => [name, cells[i]!]));
  }
  const expectedFor = (state: State) => Object.fromEntries(Object.entries(SURFACES).map(([name, surface]) => [name, surface.expected[state]]));

  it.each(STATES.filter((state) => state !== 'before'))('%s: what each side sees of the other on every surface', async (state) => {
    const pairs = { strangers: await scenePair('strangers'), met: await scenePair('met') };
    expect(await observe(pairs)).toEqual(expectedFor('before'));
    const change = STATE_CHANGES[state as Exclude<State, 'before'>];
    await change(pairs.strangers);
    await change(pairs.met);
    expect(await observe(pairs)).toEqual(expectedFor(state));
  });

  // Realtime presence over real sockets: does each side hear the other come online?

  const ALL_SHARDS = Array.from({ length: ONLINE_SHARDS }, (_, shard) => shard);
  type PresenceFrame = Extract<ServerFrame, { type: 'presence' }>;

  /** A socket of the member listening to every online shard; null when the server refuses the member. */
  async function watching(member: SeededMember): Promise<TestSocket | null> {
    const socket = await t.sockets.open();
    socket.auth(member.accessToken);
    const authenticated = await Promise.race([socket.next('authenticated').then(() => true, () => false), socket.closed.then(() => false)]);
    if (!authenticated) return null;
    socket.send({ channel: 'online', type: 'subscribe', payload: { shards: ALL_SHARDS } });
    // Frames are handled in order: once the answer to this is back (after the connection's own
    // counters frame), the subscription holds.
    socket.send({ channel: 'rpc', type: 'counters' });
    await socket.next('counters');
    await socket.next('counters');
    return socket;
  }

  /**
   * Whether `watcher` heard `member` come online: a member who came online after them is heard
   * first (presence is forwarded in publishing order), so anything earlier that was going to
   * reach the watcher has.
   */
  async function heardOnline(watcher: TestSocket, member: SeededMember): Promise<boolean> {
    const sentinel = await t.seed.member();
    await t.sockets.signedIn(sentinel.accessToken);
    for (;;) {
      const frame = (await watcher.next('presence')) as PresenceFrame;
      if (frame.payload.hid === sentinel.account.hid && frame.payload.online) break;
    }
    return watcher.frames.some((frame) => frame.type === 'presence' && frame.payload.hid === member.account.hid && frame.payload.online);
  }

  /** Closes the member's only socket and waits until the bus carried them going offline. */
  async function goOffline(member: SeededMember, socket: TestSocket): Promise<void> {
    let gone!: () => void;
    const offline = new Promise<void>((resolve) => (gone = resolve));
    const unsubscribe = await t.app.platform.realtime.onPresence(onlineShardOf(member.account.id), (change) => {
      if (change.hid === member.account.hid && !change.online) gone();
    });
    socket.close();
    await offline;
    await unsubscribe();
  }

  /**
   * B comes online while A watches; A goes offline and comes back while B watches. Both end
   * offline, so the next probe of the pair sees them come online afresh.
   */
  async function presence({ a, b }: Pair): Promise<Cell> {
    const aWatches = await watching(a);
    const bWatches = await watching(b);
    const aHearsB: Outcome = aWatches ? seenIf(await heardOnline(aWatches, b)) : 'signedOut';
    if (aWatches) await goOffline(a, aWatches);
    const aAgain = await watching(a);
    const bHearsA: Outcome = bWatches ? seenIf(await heardOnline(bWatches, a)) : 'signedOut';
    if (aAgain) await goOffline(a, aAgain);
    if (bWatches) await goOffline(b, bWatches);
    return [aHearsB, bHearsA];
  }
});
