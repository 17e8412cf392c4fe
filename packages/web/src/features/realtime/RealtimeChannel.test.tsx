import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/preact';
import { settle } from '../../test/settle.ts';
import { REALTIME_HEARTBEAT_MS, type PushRecord, type RealtimeCounters } from '@amora/contracts';
import { tokensRefreshed } from '../../api/events.ts';
import { readTokens, saveTokens } from '../../api/tokens.ts';
import { json, tokens } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { FakeWebSocket } from '../../test/fake-web-socket.ts';
import { RealtimeChannel, realtimeUrl } from './RealtimeChannel.tsx';

const counters = (unreadDialogsCount: number): RealtimeCounters => ({ unreadDialogsCount, newILikeCount: 2, newMatchesCount: 3, newVisitorsCount: 4 });

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

async function setup() {
  saveTokens(tokens({ access: 'access-1', refresh: 'refresh-1' }));
  const view = await renderUi(<RealtimeChannel />);
  vi.useFakeTimers();
  return view;
}

/** The server side of a good connection: accepts, authenticates and sends the counters. */
function accept(socket: FakeWebSocket, unread = 1) {
  act(() => {
    socket.open();
    socket.receive({ channel: 'rpc', type: 'authenticated', payload: { hid: 'hid-ana' } });
    socket.receive({ channel: 'rpc', type: 'counters', payload: counters(unread) });
  });
}

function drop(socket: FakeWebSocket, code = 1006) {
  act(() => socket.serverClose(code));
}

const authFrame = (accessToken: string) => ({ channel: 'rpc', type: 'auth', payload: { accessToken } });

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('realtime channel (DESIGN.md §7, spec 2 §4)', () => {
  it('connects to /v3/realtime on the page origin, ws beside http and wss beside https', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/v3/realtime');
    expect(realtimeUrl({ protocol: 'https:', host: 'amora.example' })).toBe('wss://amora.example/v3/realtime');
  });

  it('authenticates with the access token in the first frame', async () => {
    await setup();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://localhost:3000/v3/realtime');
    expect(socket.sent).toEqual([]);

    act(() => socket.open());

    expect(socket.sent).toEqual([authFrame('access-1')]);
  });

  it('stores the counters the server sends after every connect', async () => {
    const { store } = await setup();
    accept(FakeWebSocket.latest(), 5);
    expect(store.getState().counters).toEqual(counters(5));

    drop(FakeWebSocket.latest());
    await advance(1250);
    accept(FakeWebSocket.latest(), 7);

    expect(FakeWebSocket.sockets).toHaveLength(2);
    expect(store.getState().counters).toEqual(counters(7));
  });

  it('waits longer after each failed attempt, with jitter, and starts over after an authentication', async () => {
    await setup();
    accept(FakeWebSocket.latest());
    // 1 s, 2 s, 4 s … each within ±25 %.
    for (const [attempt, base] of [1000, 2000, 4000, 8000].entries()) {
      drop(FakeWebSocket.latest());
      await advance(base * 0.75 - 1);
      expect(FakeWebSocket.sockets).toHaveLength(attempt + 1);
      await advance(base * 0.5 + 1);
      expect(FakeWebSocket.sockets).toHaveLength(attempt + 2);
    }

    accept(FakeWebSocket.latest());
    drop(FakeWebSocket.latest());
    await advance(749);
    expect(FakeWebSocket.sockets).toHaveLength(5);
    await advance(501);
    expect(FakeWebSocket.sockets).toHaveLength(6);
  });

  it('never waits more than 30 s plus its jitter', async () => {
    await setup();
    for (let attempt = 0; attempt < 8; attempt++) {
      drop(FakeWebSocket.latest());
      await advance(37_500);
    }
    expect(FakeWebSocket.sockets).toHaveLength(9);
  });

  it('on 4401 refreshes the token through the refresh call and reconnects with the new one', async () => {
    const { server } = await setup();
    server.on('POST /rest/v2/login/refresh_token', () => json(200, { result: tokens({ access: 'access-2', refresh: 'refresh-2' }) }));
    accept(FakeWebSocket.latest());

    drop(FakeWebSocket.latest(), 4401);
    await settle();

    expect(server.calls('POST /rest/v2/login/refresh_token').map((call) => call.body)).toEqual([{ refresh_token: 'refresh-1', access_token: 'access-1' }]);
    expect(FakeWebSocket.sockets).toHaveLength(2);
    act(() => FakeWebSocket.latest().open());
    expect(FakeWebSocket.latest().sent).toEqual([authFrame('access-2')]);
  });

  it.each([
    ['the server going away', 1001],
    ['the server finding the client too slow', 4408],
  ])('after %s (%i) reconnects on the backoff without a refresh', async (_reason, code) => {
    const { server } = await setup();
    accept(FakeWebSocket.latest());

    drop(FakeWebSocket.latest(), code);
    await settle();
    expect(FakeWebSocket.sockets).toHaveLength(1);
    await advance(1250);

    expect(FakeWebSocket.sockets).toHaveLength(2);
    expect(server.calls('POST /rest/v2/login/refresh_token')).toEqual([]);
  });

  it('on 4401 with a refresh the server refuses, ends the session and stays closed', async () => {
    const { server, store } = await setup();
    server.on('POST /rest/v2/login/refresh_token', () => json(401, { code: 3, message: 'refresh token revoked' }));
    accept(FakeWebSocket.latest());

    drop(FakeWebSocket.latest(), 4401);
    await settle();
    await advance(60_000);

    expect(store.getState().session.status).toBe('loggedOut');
    expect(readTokens()).toBeNull();
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });

  it('sends a new auth frame on the open socket when the token is refreshed elsewhere', async () => {
    const { store } = await setup();
    const socket = FakeWebSocket.latest();
    accept(socket);

    saveTokens(tokens({ access: 'access-3', refresh: 'refresh-3' }));
    act(() => {
      store.dispatch(tokensRefreshed());
    });

    expect(socket.sent).toEqual([authFrame('access-1'), authFrame('access-3')]);
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });

  it('reconnects when it hears nothing, not even a heartbeat, for twice the heartbeat interval', async () => {
    await setup();
    const socket = FakeWebSocket.latest();
    accept(socket);

    await advance(40_000);
    act(() => socket.receive({ channel: 'rpc', type: 'heartbeat', payload: { at: Date.now() } }));
    await advance(2 * REALTIME_HEARTBEAT_MS - 1);
    expect(socket.closedByClient).toBeNull();

    await advance(1);
    expect(socket.closedByClient).toBe(1000);
    await advance(1250);
    expect(FakeWebSocket.sockets).toHaveLength(2);
  });

  it('lets go of the socket when the browser goes offline and reconnects at once when it is back', async () => {
    await setup();
    const socket = FakeWebSocket.latest();
    accept(socket);

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(socket.closedByClient).toBe(1000);
    await advance(60_000);
    expect(FakeWebSocket.sockets).toHaveLength(1);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(FakeWebSocket.sockets).toHaveLength(2);
  });

  it('hands pushes to the push host and presence to the online map, and skips frames it does not know', async () => {
    const { store } = await setup();
    const socket = FakeWebSocket.latest();
    accept(socket);
    const push: PushRecord = {
      type: 'new_like',
      pushId: 'push-1',
      context: 'likes',
      senderHid: 'hid-bo',
      senderName: 'Bo',
      serverSentTimestamp: 1_700_000_000_000,
      url: '/activity/likes',
      urlHash: null,
      photo: null,
      template: { title: 'Bo', body: 'likes you', button: null, placeholder: null },
      expiredInterval: 5,
    };

    act(() => {
      socket.receive({ channel: 'push', type: 'push', payload: push });
      socket.receive({ channel: 'online', type: 'presence', payload: { hid: 'hid-bo', online: true } });
      socket.onmessage?.(new MessageEvent('message', { data: '{"channel":"rpc","type":"counters","payload":{"unreadDialogsCount":"lots"}}' }));
      socket.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    });

    expect(store.getState().overlays.pushes.current).toMatchObject({ source: 'server', record: push });
    expect(store.getState().presence.online).toEqual({ 'hid-bo': true });
    expect(store.getState().counters).toEqual(counters(1));
  });

  it('closes the socket and stops reconnecting when the logged-in area goes away', async () => {
    const { unmount } = await setup();
    const socket = FakeWebSocket.latest();
    accept(socket);

    act(() => void unmount());
    expect(socket.closedByClient).toBe(1000);
    await advance(60_000);
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });
});
