import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, onlineShardOf, REALTIME_CLOSE, type PushRecord, type ServerFrame } from '@amora/contracts';
import { startListeningApp, type ListeningApp } from '../../testing/listening-app.ts';
import type { TestSocket } from '../../testing/realtime-client.ts';
import { TEST_DIALECTS } from '../../testing/test-app.ts';
import { login, memberWithSession, PASSWORD } from '../auth/members.fixture.ts';
import { lastMailTo, linkIn } from '../emails/outbox.fixture.ts';
import { sendConfirmationEmail } from '../email-confirmation/index.ts';
import { SafetyOperator } from '../safety/index.ts';

const AUTH_TIMEOUT_MS = 300;

/** The client's TCP socket: pausing it makes a client that stops reading. */
const rawSocketOf = (socket: TestSocket) => (socket.ws as unknown as { _socket: Socket })._socket;

describe.each(TEST_DIALECTS)('realtime channel /v3/realtime on %s', (dialect) => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp(dialect, { env: { REALTIME_AUTH_TIMEOUT_MS: String(AUTH_TIMEOUT_MS) } });
  });
  afterAll(() => t.close());

  const open = (host?: string) => t.sockets.open(host);
  /** A member with a session logged in: the account, its access and refresh tokens. */
  const session = (email: string, options: { emailConfirmed?: boolean } = {}) => memberWithSession(t, { email, ...options });
  const connected = (accessToken: string) => t.sockets.signedIn(accessToken);

  it('closes a socket that sends no token in time with 4401', async () => {
    const socket = await open();
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.unauthorized);
    expect(socket.frames).toEqual([]);
  });

  it('refuses a bad token, a token of another brand and any frame before authentication with 4401', async () => {
    const member = await session('refused@example.com');
    const bad = await open();
    bad.auth('not-a-token');
    expect((await bad.closed).code).toBe(REALTIME_CLOSE.unauthorized);

    const foreign = await open('lovella.localhost:8080');
    foreign.auth(member.accessToken);
    expect((await foreign.closed).code).toBe(REALTIME_CLOSE.unauthorized);

    const early = await open();
    early.send({ channel: 'rpc', type: 'counters' });
    expect((await early.closed).code).toBe(REALTIME_CLOSE.unauthorized);
    for (const socket of [bad, foreign, early]) expect(socket.frames).toEqual([]);
  });

  it('sends the counters on connect from the member counters, and again when asked', async () => {
    const member = await session('counted@example.com');
    const socket = await open();
    socket.auth(member.accessToken);
    expect(await socket.next()).toEqual({ channel: 'rpc', type: 'authenticated', payload: { hid: member.account.hid } });
    expect(await socket.next()).toEqual({
      channel: 'rpc',
      type: 'counters',
      payload: { unreadDialogsCount: 0, newILikeCount: 0, newMatchesCount: 0, newVisitorsCount: 0 },
    });

    await t.database.db
      .insertInto('member_counters')
      .values({ account_id: member.account.id, unread_dialogs: 3, new_i_like: 1, new_matches: 2, new_visitors: 120 })
      .execute();
    socket.send({ channel: 'rpc', type: 'counters' });
    expect((await socket.next('counters')).payload).toEqual({ unreadDialogsCount: 3, newILikeCount: 1, newMatchesCount: 2, newVisitorsCount: 120 });
    // A reconnect resyncs: the new socket's first counters are the current ones.
    const again = await connected(member.accessToken);
    expect((await again.next('counters')).payload).toMatchObject({ newVisitorsCount: 120 });
  });

  it('delivers a push to every socket of the member and to no one else', async () => {
    const mia = await session('mia.push@example.com');
    const noah = await session('noah.push@example.com');
    const [first, second, other] = [await connected(mia.accessToken), await connected(mia.accessToken), await connected(noah.accessToken)];

    const sent = await t.app.services.pushes.notify(mia.account.id, { type: 'password_changed' });
    for (const socket of [first, second]) {
      const frame = (await socket.next('push')) as Extract<ServerFrame, { type: 'push' }>;
      expect(frame.payload).toEqual(sent);
      expect(frame.payload.template.title).toBe('Password changed');
    }
    // Noah asks for his counters after the push went out: the answer comes with nothing before it.
    other.send({ channel: 'rpc', type: 'counters' });
    expect((await other.next()).type).toBe('counters');
    expect(other.frames.filter((frame) => frame.type === 'push')).toEqual([]);
    // The push is also the member's activity record.
    const row = await t.database.db.selectFrom('pushes').selectAll().where('push_id', '=', sent!.pushId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_id: mia.account.id, type: 'password_changed' });
  });

  it('opening the confirmation link pushes "e-mail verified" in the member\'s language to the open app', async () => {
    const member = await session('lena.push@example.com', { emailConfirmed: false });
    await t.database.db.updateTable('accounts').set({ language: 'de-DE' }).where('id', '=', member.account.id).execute();
    const socket = await connected(member.accessToken);
    await sendConfirmationEmail(t.app.platform, t.app.services.accounts, member.account.id, { emailFlow: false });
    const link = linkIn((await lastMailTo(t, 'lena.push@example.com'))!, '/api/user/confirmation/confirm');
    expect((await t.request({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { host: link.host } })).statusCode).toBe(302);

    const push = (await socket.next('push')).payload as PushRecord;
    expect(push).toMatchObject({ type: 'email_verified', expiredInterval: 6, template: { title: 'E-Mail bestätigt' } });
  });

  it('closes the sockets of a session when it is logged out, and every socket when the password is reset', async () => {
    const member = await session('leaving@example.com');
    const other = await login(t, { email: 'leaving@example.com', password: PASSWORD, product_id: 7 });
    const otherToken = other.json().result.accessToken.access_token as string;
    const [thisTab, otherDevice] = [await connected(member.accessToken), await connected(otherToken)];

    const logout = await t.request({ method: 'POST', url: '/rest/v2/logout', payload: { refresh_token: member.refreshToken }, headers: { authorization: `JWT ${member.accessToken}` } });
    expect(logout.statusCode).toBe(200);
    expect((await thisTab.closed).code).toBe(REALTIME_CLOSE.unauthorized);
    // The other session is untouched until every session ends.
    otherDevice.send({ channel: 'rpc', type: 'counters' });
    expect((await otherDevice.next('counters')).type).toBe('counters');

    await t.app.platform.sessions.revokeAll(member.account.id);
    expect((await otherDevice.closed).code).toBe(REALTIME_CLOSE.unauthorized);
  });

  it('closes a banned member’s sockets and refuses the token they still hold, which HTTP answers with code 5', async () => {
    const member = await session('banned.socket@example.com');
    const socket = await connected(member.accessToken);
    expect(await new SafetyOperator({ platform: t.app.platform, accounts: t.app.services.accounts }).ban(member.account.hid)).toEqual({ changed: true });
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.unauthorized);

    const again = await open();
    again.auth(member.accessToken);
    expect((await again.closed).code).toBe(REALTIME_CLOSE.unauthorized);
    expect(again.frames).toEqual([]);
    const call = await t.request({ method: 'GET', url: '/rest/v2/user/lists/counter/unread?timestamp=1', headers: { authorization: `JWT ${member.accessToken}` } });
    expect(call.statusCode).toBe(403);
    expect(call.json()).toMatchObject({ code: ApiCode.accountBanned });
  });

  it('takes a refreshed token on the open socket, but never one of another member', async () => {
    const member = await session('refresh.rt@example.com');
    const stranger = await session('stranger.rt@example.com');
    const socket = await connected(member.accessToken);
    const refreshed = await t.request({ method: 'POST', url: '/rest/v2/login/refresh_token', payload: { refresh_token: member.refreshToken, product_id: 7 } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    socket.auth(refreshed.json().result.accessToken.access_token);
    socket.send({ channel: 'rpc', type: 'counters' });
    expect((await socket.next('counters')).type).toBe('counters');

    socket.auth(stranger.accessToken);
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.unauthorized);
  });

  it('drops a socket that stops reading once its send buffer is full, instead of growing memory', async () => {
    const member = await session('slow.reader@example.com');
    const socket = await connected(member.accessToken);
    await socket.next('counters');
    // The client stops reading: the kernel buffers fill, then the server's send buffer.
    const tcp = rawSocketOf(socket);
    tcp.pause();
    const bulky = { channel: 'chat', type: 'dialog_deleted', payload: { seq: 1, type: 'dialog_deleted', dialogHid: 'x'.repeat(64 * 1024) } } as const;
    const sent = 400;
    for (let i = 0; i < sent; i++) await t.app.platform.realtime.toMember(member.account.id, bulky);
    tcp.resume();
    await socket.closed;
    expect(socket.frames.filter((frame) => frame.type === 'dialog_deleted').length).toBeLessThan(sent);
  });

  it('ignores frames it does not know and stays open', async () => {
    const member = await session('odd.frames@example.com');
    const socket = await connected(member.accessToken);
    socket.ws.send('not json');
    socket.ws.send(JSON.stringify({ channel: 'chat', type: 'shout', payload: {} }));
    socket.send({ channel: 'rpc', type: 'counters' });
    expect((await socket.next('counters')).type).toBe('counters');
  });
});

describe('realtime heartbeats', () => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp('sqlite', { env: { REALTIME_HEARTBEAT_MS: '100' } });
  });
  afterAll(() => t.close());

  const connected = async (email: string) => t.sockets.signedIn((await memberWithSession(t, { email })).accessToken);

  it('beats with a heartbeat frame and keeps the member online', async () => {
    const socket = await connected('beating@example.com');
    const before = t.clock.now();
    t.clock.advance(60_000);
    // A beat sent before the clock moved may still be on its way: the next ones carry the new time.
    let beat = await socket.next('heartbeat');
    while ((beat.payload as { at: number }).at === before) beat = await socket.next('heartbeat');
    expect(beat.payload).toEqual({ at: t.clock.now() });
    const account = await t.app.services.accounts.findByEmail(7, 'beating@example.com');
    expect(account!.last_online_at).toBeGreaterThan(before);
    socket.close();
  });

  it('closes with 4401 once the access token has run out and no refreshed one came', async () => {
    const socket = await connected('expiring@example.com');
    // 15 minutes of token and a minute of grace later (on the injectable clock), the next beat closes it.
    t.clock.advance(16 * 60_000 + 1000);
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.unauthorized);
  });

  it('terminates a peer that stopped answering pings, and the member goes offline', async () => {
    const socket = await connected('silent@example.com');
    const account = (await t.app.services.accounts.findByEmail(7, 'silent@example.com'))!;
    const wentOffline = new Promise<void>((resolve) => {
      void t.app.platform.realtime.onPresence(onlineShardOf(account.id), (change) => {
        if (change.hid === account.hid && !change.online) resolve();
      });
    });
    const tcp = rawSocketOf(socket);
    tcp.pause();
    await wentOffline;
    tcp.resume();
    expect((await socket.closed).code).not.toBe(1000);
  });
});
