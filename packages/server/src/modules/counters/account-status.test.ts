import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETION_GRACE_DAYS, type RealtimeCounters, type RelationStat, type UnreadCounter } from '@amora/contracts';
import { DAY } from '../../platform/clock.ts';
import { startListeningApp, type ListeningApp } from '../../testing/listening-app.ts';
import type { TestSocket } from '../../testing/realtime-client.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { TEST_DIALECTS } from '../../testing/test-app.ts';
import { storeCounters } from '../realtime/index.ts';
import { SafetyOperator } from '../safety/index.ts';

const ERASE_JOB = 'settings.erase-self-removed';

/**
 * Only active members count (issue 17): a hide, a self-removal, a ban and a restore of one member
 * move the counts of everyone related to them at once, through the real routes, the operator's
 * ban and the erase job, with the counters frame on the related member's socket.
 */
describe.each(TEST_DIALECTS)('counters and account status on %s', (dialect) => {
  let t: ListeningApp;
  beforeAll(async () => {
    // No heartbeat while the clock jumps the grace days: it would close the socket whose token the jump expired.
    t = await startListeningApp(dialect, { env: { REALTIME_HEARTBEAT_MS: String(10 * 60_000) } });
  });
  afterAll(() => t.close());

  const post = async (member: SeededMember, url: string, payload?: object) => t.request({ method: 'POST', url, headers: await member.freshHeaders(), ...(payload ? { payload } : {}) });
  const like = (a: SeededMember, b: SeededMember) => post(a, '/apis/relations/v1/users/me/likes?context=profile', { contact_hid: b.account.hid });
  const unread = async (member: SeededMember, headers?: { authorization: string }) => {
    const res = await t.request({ method: 'GET', url: '/rest/v2/user/lists/counter/unread?timestamp=1', headers: headers ?? (await member.freshHeaders()) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { result: UnreadCounter[] }).result.map((counter) => counter.value);
  };
  const stats = async (member: SeededMember) => {
    const res = await t.request({ method: 'GET', url: '/apis/relations/v1/users/me/stats', headers: await member.freshHeaders() });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { stats: RelationStat[] }).stats.map((stat) => `${stat.name}:${stat.value}`);
  };
  const counters = (newILikeCount: number, newMatchesCount: number, newVisitorsCount: number): RealtimeCounters => ({ unreadDialogsCount: 0, newILikeCount, newMatchesCount, newVisitorsCount });
  /** Reads the socket's counters frames until one equals `expected` (a missing one fails after 5 s). */
  const reach = async (socket: TestSocket, expected: RealtimeCounters) => {
    for (;;) if (JSON.stringify((await socket.next('counters')).payload) === JSON.stringify(expected)) return;
  };

  it('takes a hidden, self-removed or banned member off the others’ counts at once, and a restored one back', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const bob = await t.seed.member({ persona: 'bob' });
    const carol = await t.seed.member({ persona: 'carol' });
    const dave = await t.seed.member({ persona: 'dave' });
    const erin = await t.seed.member({ persona: 'erin' });
    const socket = await t.sockets.signedIn(alice.accessToken);
    await socket.next('counters');

    // bob's like waits in alice's game, carol visited, dave and alice match, alice likes erin.
    t.clock.advance(1);
    expect((await like(bob, alice)).statusCode).toBe(200);
    expect((await post(carol, `/v3/users/${alice.account.hid}:visit`, {})).statusCode).toBe(200);
    expect((await like(dave, alice)).statusCode).toBe(200);
    expect((await like(alice, dave)).json()).toMatchObject({ isMatch: true });
    expect((await like(alice, erin)).statusCode).toBe(200);
    await reach(socket, counters(2, 1, 1));
    // threads, visitors, likes-me, matches, matches-game
    expect(await unread(alice)).toEqual([0, 1, 2, 1, 1]);
    expect(await stats(alice)).toEqual(['like:2', 'likes-me:2', 'visitor:1', 'block:0']);

    // Hidden (a paying member's deactivation): bob's like no longer counts.
    await t.seed.hide(bob);
    await reach(socket, counters(1, 1, 1));
    expect(await unread(alice)).toEqual([0, 1, 1, 1, 0]);

    // Self-removed through the settings: carol's visit no longer counts.
    const removed = await post(carol, '/rest/v2/user/settings/account/deactivate', { reason_id: 2, password: carol.password });
    expect(removed.json()).toEqual({ result: { ok: -1 } });
    await reach(socket, counters(1, 1, 0));

    // Banned by the operator: dave's like and match go, and alice's like of him.
    expect(await new SafetyOperator({ platform: t.app.platform, accounts: t.app.services.accounts }).ban(dave.account.hid)).toEqual({ changed: true });
    await reach(socket, counters(0, 0, 0));
    expect(await unread(alice)).toEqual([0, 0, 0, 0, 0]);
    expect(await stats(alice)).toEqual(['like:1', 'likes-me:0', 'visitor:0', 'block:0']);

    // bob logs in again and restores his profile: his like is back, unread and waiting.
    const session = await t.seed.logIn(bob);
    const restored = await t.request({ method: 'POST', url: '/rest/v2/user/settings/account/restore', headers: session.headers });
    expect(restored.statusCode, restored.body).toBe(200);
    await reach(socket, counters(1, 0, 0));
    expect(await unread(alice)).toEqual([0, 0, 1, 0, 1]);
    expect(await stats(alice)).toEqual(['like:1', 'likes-me:1', 'visitor:0', 'block:0']);
  });

  it('recounts the other side when the erase job erases a self-removed member', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const carol = await t.seed.member({ persona: 'carol' });
    const socket = await t.sockets.signedIn(alice.accessToken);
    await socket.next('counters');
    expect((await post(carol, `/v3/users/${alice.account.hid}:visit`, {})).statusCode).toBe(200);
    await reach(socket, counters(0, 0, 1));
    expect((await post(carol, '/rest/v2/user/settings/account/deactivate', { reason_id: 2, password: carol.password })).json()).toEqual({ result: { ok: -1 } });
    await reach(socket, counters(0, 0, 0));

    // A count kept while carol still counted (an older release counted every member): the erase puts it right.
    await t.database.db.transaction().execute((trx) => storeCounters(trx, alice.account.id, { newILikeCount: 0, newMatchesCount: 0, newVisitorsCount: 1 }));
    t.clock.advance(DELETION_GRACE_DAYS * DAY);
    expect(await t.app.platform.jobs.run(ERASE_JOB)).toBeGreaterThan(0);
    expect(await t.app.services.accounts.findById(carol.account.id)).toBeUndefined();
    await reach(socket, counters(0, 0, 0));
    // alice's session outlived its 30 days with the jump: a new one reads the counts.
    expect(await unread(alice, (await t.seed.logIn(alice)).headers)).toEqual([0, 0, 0, 0, 0]);
  });
});
