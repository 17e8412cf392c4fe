import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_SHARDS, onlineShardOf, REALTIME_CLOSE, type ServerFrame } from '@amora/contracts';
import { maySeePresence } from '../modules/realtime/index.ts';
import type { SeededMember } from '../testing/seed.ts';
import type { Presence } from '../platform/realtime/realtime.ts';
import { startListeningApp, type ListeningApp } from '../testing/listening-app.ts';
import type { TestSocket } from '../testing/realtime-client.ts';
import { TEST_DIALECTS } from '../testing/test-app.ts';

/**
 * Presence goes only to members who may see each other (DESIGN.md §6 "may THIS user see THIS",
 * §7 online channel). Subscribing to all 32 shards is allowed — the web does it for the profiles
 * on screen — so the filter is per socket, not per shard.
 */

const ALL_SHARDS = Array.from({ length: ONLINE_SHARDS }, (_, shard) => shard);
/** [status, ok] of the accounts that are not active (DESIGN.md §13). */
const NOT_ACTIVE: ReadonlyArray<[string, number]> = [
  ['hidden', 0],
  ['self-removed', -1],
  ['banned', -2],
];
/** Short, so an account banned in the database loses its sockets within a test's wait. */
const HEARTBEAT_MS = 500;

type PresenceFrame = Extract<ServerFrame, { type: 'presence' }>;
const presenceFrames = (socket: TestSocket): PresenceFrame[] => socket.frames.filter((frame): frame is PresenceFrame => frame.type === 'presence');

describe('presence visibility rule', () => {
  const member = (accountId: number, ok = 1) => ({ accountId, ok });

  it('lets two different active members see each other, and nobody else', () => {
    expect(maySeePresence(member(1), member(2))).toBe(true);
    expect(maySeePresence(member(1), member(1))).toBe(false);
    for (const [, ok] of NOT_ACTIVE) {
      expect(maySeePresence(member(1), member(2, ok)), `subject ok ${ok}`).toBe(false);
      expect(maySeePresence(member(1, ok), member(2)), `viewer ok ${ok}`).toBe(false);
    }
  });
});

describe.each(TEST_DIALECTS)('presence on the sharded online channel on %s', (dialect) => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp(dialect, { env: { REALTIME_HEARTBEAT_MS: String(HEARTBEAT_MS) } });
  });
  afterAll(() => t.close());

  /** A signed-in member's socket listening to every online shard, the subscription applied. */
  async function watching(member: SeededMember): Promise<TestSocket> {
    const socket = await t.sockets.signedIn(member.accessToken);
    await socket.next('counters');
    socket.send({ channel: 'online', type: 'subscribe', payload: { shards: ALL_SHARDS } });
    // Frames are handled in order: once this answer is back, the subscription holds.
    socket.send({ channel: 'rpc', type: 'counters' });
    await socket.next('counters');
    return socket;
  }

  /** Waits for the presence frame of one member; other members' frames are skipped. */
  async function heard(socket: TestSocket, hid: string, online: boolean): Promise<PresenceFrame> {
    for (;;) {
      const frame = (await socket.next('presence')) as PresenceFrame;
      if (frame.payload.hid === hid && frame.payload.online === online) return frame;
    }
  }

  /**
   * An active member comes online and is heard by `watcher`: presence is forwarded in the order
   * it was published, so anything published before it that was going to reach `watcher` has.
   */
  async function activeComesOnline(watcher: TestSocket): Promise<void> {
    const sentinel = await t.seed.member();
    await t.sockets.signedIn(sentinel.accessToken);
    await heard(watcher, sentinel.account.hid, true);
  }

  /** Publishes a presence change on the bus as a server process does, and waits until the bus carried it. */
  async function publishPresence(change: Presence): Promise<void> {
    let carried!: () => void;
    const onBus = new Promise<void>((resolve) => (carried = resolve));
    const unsubscribe = await t.app.platform.realtime.onPresence(onlineShardOf(change.accountId), (heardChange) => {
      if (heardChange.hid === change.hid && heardChange.online === change.online) carried();
    });
    await t.app.platform.realtime.presence(change);
    await onBus;
    await unsubscribe();
  }

  const setStatus = (member: SeededMember, ok: number) => t.database.db.updateTable('accounts').set({ ok }).where('id', '=', member.account.id).execute();

  it('a member watching every shard hears an active member come online and go offline, by hid only', async () => {
    const watcher = await watching(await t.seed.member());
    const active = await t.seed.member();
    const socket = await t.sockets.signedIn(active.accessToken);
    expect(await heard(watcher, active.account.hid, true)).toEqual({ channel: 'online', type: 'presence', payload: { hid: active.account.hid, online: true } });
    socket.close();
    expect((await heard(watcher, active.account.hid, false)).payload).toEqual({ hid: active.account.hid, online: false });
  });

  it.each(NOT_ACTIVE)('never announces a %s member (ok %i) online to a member watching every shard', async (_status, ok) => {
    const watcher = await watching(await t.seed.member());
    const member = await t.seed.member();
    await setStatus(member, ok);

    // The product path: such a member cannot hold a socket at all.
    const refused = await refusedSocket(member.accessToken);
    expect(refused.code).toBe(REALTIME_CLOSE.unauthorized);

    // The racing path: a server read the account active while authenticating the socket, and its
    // "came online" reaches the bus after the status changed (or another process announces it).
    await publishPresence({ accountId: member.account.id, hid: member.account.hid, online: true });

    await activeComesOnline(watcher);
    expect(presenceFrames(watcher).filter((frame) => frame.payload.hid === member.account.hid)).toEqual([]);
  });

  it('a member banned in the database while connected loses the socket, and is never announced again', async () => {
    const watcher = await watching(await t.seed.member());
    const member = await t.seed.member();
    const socket = await t.sockets.signedIn(member.accessToken);
    await heard(watcher, member.account.hid, true);

    // An operator's ban straight in the database revokes no session: the heartbeat finds it.
    await setStatus(member, -2);
    expect((await closedWithin(socket, 10 * HEARTBEAT_MS)).code).toBe(REALTIME_CLOSE.unauthorized);
    await publishPresence({ accountId: member.account.id, hid: member.account.hid, online: true });
    await activeComesOnline(watcher);
    expect(presenceFrames(watcher).filter((frame) => frame.payload.hid === member.account.hid && frame.payload.online)).toHaveLength(1);
  });

  it.each(NOT_ACTIVE)('a %s member (ok %i) hears nobody come online', async (_status, ok) => {
    const viewer = await t.seed.member();
    const socket = await watching(viewer);
    // Set in the database after the socket authenticated: no session was revoked.
    await setStatus(viewer, ok);
    expect((await closedWithin(socket, 10 * HEARTBEAT_MS)).code).toBe(REALTIME_CLOSE.unauthorized);

    const other = await watching(await t.seed.member());
    await activeComesOnline(other);
    expect(presenceFrames(socket)).toEqual([]);
  });

  it('a member does not hear their own presence, even from another server process', async () => {
    const me = await t.seed.member();
    const watcher = await watching(me);
    await publishPresence({ accountId: me.account.id, hid: me.account.hid, online: true });
    await activeComesOnline(watcher);
    expect(presenceFrames(watcher).filter((frame) => frame.payload.hid === me.account.hid)).toEqual([]);
  });

  /** A socket that tries to authenticate with `token`; resolves with how it was closed. */
  async function refusedSocket(token: string): Promise<{ code: number }> {
    const socket = await t.sockets.open();
    socket.auth(token);
    const closed = await closedWithin(socket, 5000);
    expect(socket.frames).toEqual([]);
    return closed;
  }
});

/** The socket's close, or a readable failure when it stays open past `ms`. */
async function closedWithin(socket: TestSocket, ms: number): Promise<{ code: number }> {
  let timer: NodeJS.Timeout | undefined;
  const stillOpen = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([socket.closed, stillOpen]);
  } finally {
    clearTimeout(timer);
  }
}
