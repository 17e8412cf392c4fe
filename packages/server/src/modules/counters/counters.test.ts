import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnreadCounterType, type RealtimeCounters, type RelationStat, type ServerFrame, type UnreadCounter } from '@amora/contracts';
import { DAY } from '../../platform/clock.ts';
import { startListeningApp, type ListeningApp } from '../../testing/listening-app.ts';
import type { TestSocket } from '../../testing/realtime-client.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { TEST_DIALECTS } from '../../testing/test-app.ts';
import { relationCountsOf, type RelationCounts } from '../relations/index.ts';

/** Far in the future: VIP likes without a limit and may undo a pass. */
const VIP_UNTIL = 4_000_000_000_000;
const LISTS = ['likesYou', 'matches', 'visitsYou'] as const;

describe.each(TEST_DIALECTS)('people-list counters on %s', (dialect) => {
  let t: ListeningApp;
  beforeAll(async () => {
    // No heartbeat while the clock jumps days: it would close the sockets whose tokens the jump expired.
    t = await startListeningApp(dialect, { env: { REALTIME_HEARTBEAT_MS: String(10 * 60_000) } });
  });
  afterAll(() => t.close());

  // The clock moves days: every call carries a token issued now.
  const post = async (member: SeededMember, url: string, payload?: object) => t.request({ method: 'POST', url, headers: await member.freshHeaders(), ...(payload ? { payload } : {}) });
  const like = (a: SeededMember, b: SeededMember) => post(a, '/apis/relations/v1/users/me/likes?context=profile', { contact_hid: b.account.hid });
  const onMember = (a: SeededMember, b: SeededMember, action: 'visit' | 'block' | 'unblock') => post(a, `/v3/users/${b.account.hid}:${action}`, {});
  const pass = (a: SeededMember, b: SeededMember) =>
    t.app.services.relations.pass({ reactor: { ...a.account, vip_until: VIP_UNTIL }, targetId: b.account.id, source: 'game', requirePhoto: false });
  const reverse = (a: SeededMember, b: SeededMember) => t.app.services.relations.reversePass({ ...a.account, vip_until: VIP_UNTIL }, b.account.id);
  const reset = (a: SeededMember, list: (typeof LISTS)[number]) => post(a, `/v3/${list}:resetUnreadCount`);

  const unread = async (member: SeededMember): Promise<Record<string, number>> => {
    const res = await t.request({ method: 'GET', url: '/rest/v2/user/lists/counter/unread?timestamp=1', headers: await member.freshHeaders() });
    expect(res.statusCode, res.body).toBe(200);
    const list = (res.json() as { result: UnreadCounter[] }).result;
    expect(list.map((counter) => counter.type)).toEqual([1, 3, 5, 6, 15]);
    const byType = Object.fromEntries(Object.entries(UnreadCounterType).map(([name, type]) => [type, name]));
    return Object.fromEntries(list.map((counter) => [byType[counter.type]!, counter.value]));
  };
  const stats = async (member: SeededMember, fields = ''): Promise<Record<string, number>> => {
    const res = await t.request({ method: 'GET', url: `/apis/relations/v1/users/me/stats${fields ? `?fields=${fields}` : ''}`, headers: await member.freshHeaders() });
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries((res.json() as { stats: RelationStat[] }).stats.map((stat) => [stat.name, stat.value]));
  };

  /** A fresh count from the rows, through the relations module's count (the reads the resets left). */
  const fresh = async (member: SeededMember): Promise<RelationCounts> => {
    const { db } = t.database;
    const state = await db.selectFrom('counter_state').selectAll().where('account_id', '=', member.account.id).executeTakeFirst();
    return relationCountsOf(db, member.account.id, {
      likesMeReadAt: Number(state?.likes_me_read_at ?? 0),
      matchesReadAt: Number(state?.matches_read_at ?? 0),
      visitorsReadAt: Number(state?.visitors_read_at ?? 0),
    });
  };
  const blocksGiven = async (member: SeededMember) =>
    Number((await t.database.db.selectFrom('member_blocks').select((eb) => eb.fn.countAll<number | string>().as('n')).where('blocker_account_id', '=', member.account.id).executeTakeFirstOrThrow()).n);
  const frameOf = (counts: RelationCounts): RealtimeCounters => ({
    unreadDialogsCount: 0,
    newILikeCount: counts.newLikesMe,
    newMatchesCount: counts.newMatches,
    newVisitorsCount: counts.newVisitors,
  });
  /** The socket's latest counters frame, once it equals `expected` (or the latest after 5 s). */
  const latestFrame = async (socket: TestSocket, expected: RealtimeCounters): Promise<RealtimeCounters | undefined> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const last = [...socket.frames].reverse().find((frame): frame is Extract<ServerFrame, { type: 'counters' }> => frame.type === 'counters')?.payload;
      if ((last && JSON.stringify(last) === JSON.stringify(expected)) || Date.now() > deadline) return last;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const settle = async () => {
    await t.app.platform.events.dispatchDue();
    await t.app.platform.events.idle();
  };

  it('counts likes, matches, visitors and the likes waiting in the game, pushes each change, and resets', async () => {
    const vip = { account: { vip_until: VIP_UNTIL } };
    const alice = await t.seed.member({ persona: 'alice', ...vip });
    const bob = await t.seed.member({ persona: 'bob', ...vip });
    const carol = await t.seed.member({ persona: 'carol', ...vip });
    const socket = await t.sockets.signedIn(alice.accessToken);
    expect((await socket.next('counters')).payload).toEqual({ unreadDialogsCount: 0, newILikeCount: 0, newMatchesCount: 0, newVisitorsCount: 0 });
    expect(await unread(alice)).toEqual({ threads: 0, visitors: 0, likesMe: 0, matches: 0, matchesGame: 0 });

    t.clock.advance(1);
    expect((await like(bob, alice)).statusCode).toBe(200);
    expect((await socket.next('counters')).payload).toMatchObject({ newILikeCount: 1, newMatchesCount: 0 });
    expect(await unread(alice)).toMatchObject({ likesMe: 1, matchesGame: 1 });

    // Visits: each visitor once, however often.
    t.clock.advance(1);
    for (let day = 0; day < 2; day++) {
      expect((await onMember(carol, alice, 'visit')).statusCode).toBe(200);
      t.clock.advance(DAY);
    }
    expect((await socket.next('counters')).payload).toMatchObject({ newVisitorsCount: 1 });
    expect(await stats(alice)).toEqual({ like: 0, 'likes-me': 1, visitor: 1, block: 0 });

    // A like back: one match for each, and bob's like no longer waits in alice's game.
    expect((await like(alice, bob)).json()).toMatchObject({ isMatch: true });
    expect((await socket.next('counters')).payload).toMatchObject({ newILikeCount: 1, newMatchesCount: 1 });
    expect(await unread(alice)).toEqual({ threads: 0, visitors: 1, likesMe: 1, matches: 1, matchesGame: 0 });
    expect(await unread(bob)).toMatchObject({ likesMe: 1, matches: 1, matchesGame: 0 });

    // Resets zero the unread count, never the totals; later likes are unread again.
    for (const list of LISTS) expect((await reset(alice, list)).json()).toEqual({});
    expect(await latestFrame(socket, { unreadDialogsCount: 0, newILikeCount: 0, newMatchesCount: 0, newVisitorsCount: 0 })).toEqual({
      unreadDialogsCount: 0,
      newILikeCount: 0,
      newMatchesCount: 0,
      newVisitorsCount: 0,
    });
    expect(await stats(alice, 'like,likes-me')).toEqual({ like: 1, 'likes-me': 1 });

    // carol's like waits; alice's pass answers it (off likes-me and the game); the undo brings it back.
    t.clock.advance(1);
    await like(carol, alice);
    expect(await unread(alice)).toMatchObject({ likesMe: 1, matchesGame: 1 });
    await pass(alice, carol);
    expect(await unread(alice)).toMatchObject({ likesMe: 0, matchesGame: 0 });
    expect(await stats(alice, 'likes-me')).toEqual({ 'likes-me': 1 });
    await reverse(alice, carol);
    expect(await unread(alice)).toMatchObject({ likesMe: 1, matchesGame: 1 });

    // A block takes the pair's likes, match and visits off both sides' counts; an unblock gives nothing back.
    expect((await onMember(alice, bob, 'block')).statusCode).toBe(200);
    expect((await onMember(alice, carol, 'block')).statusCode).toBe(200);
    expect(await latestFrame(socket, { unreadDialogsCount: 0, newILikeCount: 0, newMatchesCount: 0, newVisitorsCount: 0 })).toMatchObject({ newILikeCount: 0 });
    expect(await unread(alice)).toEqual({ threads: 0, visitors: 0, likesMe: 0, matches: 0, matchesGame: 0 });
    expect(await stats(alice)).toEqual({ like: 0, 'likes-me': 0, visitor: 0, block: 2 });
    expect(await unread(bob)).toEqual({ threads: 0, visitors: 0, likesMe: 0, matches: 0, matchesGame: 0 });
    expect(await stats(bob)).toEqual({ like: 0, 'likes-me': 0, visitor: 0, block: 0 });
    await onMember(alice, bob, 'unblock');
    expect(await stats(alice, 'block,like')).toEqual({ like: 0, block: 1 });
  });

  it('takes a removed visitor off the visitor counts at once', async () => {
    const alice = await t.seed.member({ persona: 'alice', account: { vip_until: VIP_UNTIL } });
    const carol = await t.seed.member({ persona: 'carol' });
    const socket = await t.sockets.signedIn(alice.accessToken);
    expect((await socket.next('counters')).payload).toMatchObject({ newVisitorsCount: 0 });
    expect((await onMember(carol, alice, 'visit')).statusCode).toBe(200);
    expect((await socket.next('counters')).payload).toMatchObject({ newVisitorsCount: 1 });
    const removed = await t.request({ method: 'DELETE', url: `/v3/visitsYou/${carol.account.hid}`, headers: await alice.freshHeaders() });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await socket.next('counters')).payload).toMatchObject({ newVisitorsCount: 0 });
    expect(await unread(alice)).toMatchObject({ visitors: 0 });
    expect(await stats(alice, 'visitor')).toEqual({ visitor: 0 });
  });

  it('refuses an unknown stat and a caller without a session', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    expect((await t.request({ method: 'GET', url: '/apis/relations/v1/users/me/stats?fields=likes', headers: alice.headers })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/rest/v2/user/lists/counter/unread' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/v3/likesYou:resetUnreadCount' })).statusCode).toBe(401);
  });

  it('keeps every counter equal to a fresh count after random likes, passes, visits, blocks, resets, hides, removals, bans and restores, and pushes the last values', { timeout: 120_000 }, async () => {
    const personas = ['alice', 'bob', 'carol', 'dave'] as const;
    const members: SeededMember[] = [];
    for (const persona of personas) members.push(await t.seed.member({ persona, account: { vip_until: VIP_UNTIL } }));
    const sockets = await Promise.all(members.map((member) => t.sockets.signedIn(member.accessToken)));
    const who = fc.integer({ min: 0, max: members.length - 1 });
    const pair = fc.tuple(who, who).filter(([a, b]) => a !== b);
    const step = fc.oneof(
      { weight: 4, arbitrary: pair.map(([a, b]) => ({ kind: 'like' as const, a, b })) },
      { weight: 2, arbitrary: pair.map(([a, b]) => ({ kind: 'pass' as const, a, b })) },
      { weight: 1, arbitrary: pair.map(([a, b]) => ({ kind: 'reverse' as const, a, b })) },
      { weight: 2, arbitrary: pair.map(([a, b]) => ({ kind: 'visit' as const, a, b })) },
      { weight: 1, arbitrary: pair.map(([a, b]) => ({ kind: 'block' as const, a, b })) },
      { weight: 1, arbitrary: pair.map(([a, b]) => ({ kind: 'unblock' as const, a, b })) },
      { weight: 2, arbitrary: fc.tuple(who, fc.constantFrom(...LISTS)).map(([a, list]) => ({ kind: 'reset' as const, a, list })) },
      // Hide, self-remove, ban and restore (a ban is lifted here only so the four members last the run).
      { weight: 2, arbitrary: fc.tuple(who, fc.constantFrom(1, 0, -1, -2)).map(([a, ok]) => ({ kind: 'status' as const, a, ok })) },
      { weight: 1, arbitrary: fc.constant({ kind: 'nextDay' as const }) },
    );
    const active = members.map(() => true);

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const s of steps) {
          t.clock.advance(1);
          if (s.kind === 'nextDay') t.clock.advance(DAY);
          else if (s.kind === 'reset') await reset(members[s.a]!, s.list);
          else if (s.kind === 'status') {
            await t.app.platform.events.transaction((trx) => t.app.services.accounts.changeStatus(trx, members[s.a]!.account.id, { ok: s.ok, from: [1, 0, -1, -2] }));
            active[s.a] = s.ok === 1;
          } else {
            const [a, b] = [members[s.a]!, members[s.b]!];
            // The game deals and takes reactions from active members only; the API refuses the rest itself.
            if (s.kind === 'pass' && active[s.a]) await pass(a, b);
            else if (s.kind === 'reverse' && active[s.a]) await reverse(a, b).catch(() => undefined);
            else if (s.kind === 'like') expect((await like(a, b)).statusCode).toBeLessThan(500);
            else if (s.kind === 'visit' || s.kind === 'block' || s.kind === 'unblock') expect((await onMember(a, b, s.kind)).statusCode).toBeLessThan(500);
          }
        }
        await settle();
        for (const [i, member] of members.entries()) {
          const counts = await fresh(member);
          const frame = frameOf(counts);
          expect(await latestFrame(sockets[i]!, frame), `frame of ${personas[i]}`).toEqual(frame);
          const state = await t.database.db.selectFrom('counter_state').select('matches_game').where('account_id', '=', member.account.id).executeTakeFirst();
          expect(Number(state?.matches_game ?? 0), `matches-game of ${personas[i]}`).toBe(counts.likesAwaitingAnswer);
          if (!active[i]) continue; // a deactivated member's calls answer 401
          expect(await unread(member)).toEqual({
            threads: 0,
            visitors: counts.newVisitors,
            likesMe: counts.newLikesMe,
            matches: counts.newMatches,
            matchesGame: counts.likesAwaitingAnswer,
          });
          expect(await stats(member)).toEqual({ like: counts.likesGiven, 'likes-me': counts.likesMe, visitor: counts.visitors, block: await blocksGiven(member) });
        }
      }),
      { numRuns: 20 },
    );
  });
});
