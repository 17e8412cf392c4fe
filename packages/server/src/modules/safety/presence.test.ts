import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_SHARDS, type ServerFrame } from '@amora/contracts';
import type { SeededMember } from '../../testing/seed.ts';
import { startListeningApp, type ListeningApp } from '../../testing/listening-app.ts';
import type { TestSocket } from '../../testing/realtime-client.ts';
import { TEST_DIALECTS } from '../../testing/test-app.ts';
import { maySeePresence } from '../realtime/index.ts';

/** A block silences realtime presence between the two members, both ways (issue 17 point 5). */
const ALL_SHARDS = Array.from({ length: ONLINE_SHARDS }, (_, shard) => shard);
type PresenceFrame = Extract<ServerFrame, { type: 'presence' }>;

describe('presence rule with blocks', () => {
  it('refuses a member blocked either way', () => {
    expect(maySeePresence({ accountId: 1, ok: 1 }, { accountId: 2, ok: 1, blockedWith: new Set([1]) })).toBe(false);
    expect(maySeePresence({ accountId: 3, ok: 1 }, { accountId: 2, ok: 1, blockedWith: new Set([1]) })).toBe(true);
  });
});

describe.each(TEST_DIALECTS)('presence between blocked members on %s', (dialect) => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp(dialect);
  });
  afterAll(() => t.close());

  async function watching(member: SeededMember): Promise<TestSocket> {
    const socket = await t.sockets.signedIn(member.accessToken);
    await socket.next('counters');
    socket.send({ channel: 'online', type: 'subscribe', payload: { shards: ALL_SHARDS } });
    socket.send({ channel: 'rpc', type: 'counters' });
    await socket.next('counters');
    return socket;
  }
  async function heard(socket: TestSocket, hid: string): Promise<void> {
    for (;;) {
      const frame = (await socket.next('presence')) as PresenceFrame;
      if (frame.payload.hid === hid && frame.payload.online) return;
    }
  }
  const framesOf = (socket: TestSocket, hid: string) => socket.frames.filter((frame) => frame.type === 'presence' && (frame as PresenceFrame).payload.hid === hid);

  it('announces neither to the other while blocked, whoever blocked', async () => {
    const [alice, bob] = [await t.seed.member({ persona: 'alice' }), await t.seed.member({ persona: 'bob' })];
    await t.request({ method: 'POST', url: `/v3/users/${bob.account.hid}:block`, headers: alice.headers });
    const aliceWatches = await watching(alice);
    const sentinel = await t.seed.member();
    // Bob comes online: Alice (who blocked him) does not hear it; the sentinel after him she does.
    const bobWatches = await watching(bob);
    await t.sockets.signedIn(sentinel.accessToken);
    await heard(aliceWatches, sentinel.account.hid);
    expect(framesOf(aliceWatches, bob.account.hid)).toEqual([]);
    // Alice comes online again in another tab: Bob (blocked by her) does not hear it.
    const other = await t.seed.member();
    await t.sockets.signedIn(alice.accessToken);
    await t.sockets.signedIn(other.accessToken);
    await heard(bobWatches, other.account.hid);
    expect(framesOf(bobWatches, alice.account.hid)).toEqual([]);
  });
});
