import { act, fireEvent, screen } from '@testing-library/preact';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_PUSH_POPUP_STORAGE_KEY, WEB_PUSH_TOKEN_RETRIES } from '@amora/contracts';
import { saveTokens } from '../../api/tokens.ts';
import { deviceId } from '../../api/device.ts';
import { PopupHost } from '../../app/overlays/PopupHost.tsx';
import { loggedIn } from '../../app/session/session-slice.ts';
import { POPUP_LOOP_MS } from '../../shared/overlays/popup-queue.ts';
import { json, tokens } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { advanceAndSettle, settle } from '../../test/settle.ts';
import { TOKEN_RETRY_MS } from './browser-token.ts';
import { WEB_PUSH_POPUP_THRESHOLD_MS } from './popup-schedule.ts';
import { WebPushWatcher } from './WebPushWatcher.tsx';

const DAY_S = 86_400;
const SERVER_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/browser-1';

/**
 * The browser's side, which happy-dom lacks: the Notification permission and its prompt, and a
 * service worker registration whose push manager hands out subscriptions (failing the first
 * `failures` times, as a push service that does not answer makes it do).
 */
function fakeBrowser(options: { permission?: NotificationPermission; answer?: NotificationPermission; failures?: number; registered?: boolean; pushManager?: boolean } = {}) {
  let failures = options.failures ?? 0;
  const pushManager = {
    subscription: null as null | { endpoint: string; options: { applicationServerKey: ArrayBuffer }; toJSON(): unknown; unsubscribe(): Promise<boolean> },
    subscribeCalls: 0,
    getSubscription: async () => pushManager.subscription,
    subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      pushManager.subscribeCalls += 1;
      if (failures-- > 0) throw new DOMException('Registration failed - push service error', 'AbortError');
      pushManager.subscription = {
        endpoint: ENDPOINT,
        options: { applicationServerKey: applicationServerKey.slice().buffer },
        toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
        unsubscribe: async () => true,
      };
      return pushManager.subscription;
    },
  };
  const notification = { permission: options.permission ?? 'default', requestPermission: vi.fn(async () => (notification.permission = options.answer ?? 'granted')) };
  vi.stubGlobal('Notification', notification);
  if (options.pushManager !== false) vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => (options.registered === false ? undefined : { pushManager }) },
  });
  return { pushManager, notification };
}

let mountHosts = () => {};

/** Mounts the watcher and the popup host only when told, so their timers start on the fake clock. */
function HostsOnCue() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    mountHosts = () => setMounted(true);
  }, []);
  return mounted ? (
    <>
      <WebPushWatcher />
      <PopupHost />
    </>
  ) : null;
}

async function renderWatcher() {
  saveTokens(tokens({ accessExpiresIn: 60 * DAY_S, refreshExpiresIn: 90 * DAY_S }));
  const view = await renderUi(<HostsOnCue />);
  await view.i18n.loadNamespaces(['webpush']);
  view.server.on('GET /v3/notifications/webpush/key', () => json(200, { publicKey: SERVER_KEY }));
  view.server.on('POST /v3/notifications/webpush/subscriptions', () => new Response(null, { status: 204 }));
  for (const route of ['push/subscribe', 'popup/show', 'popup/action']) view.server.on(`POST /rest/v2/tracking/${route}`, () => json(200, { result: true }));
  act(() => {
    view.store.dispatch(loggedIn());
  });
  await import('./popups.tsx');
  vi.useFakeTimers();
  act(() => mountHosts());
  await settle();
  return view;
}

const prompt = () => screen.queryByRole('dialog', { name: 'Never miss a message' });
const threshold = () => localStorage.getItem(WEB_PUSH_POPUP_STORAGE_KEY);
/** The threshold passed: the first look was a day and a moment ago. */
const dayAgo = () => localStorage.setItem(WEB_PUSH_POPUP_STORAGE_KEY, String(Date.now() - WEB_PUSH_POPUP_THRESHOLD_MS - 1000));

async function tap(name: string) {
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
  await settle();
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the web push prompt (spec 2 §4 "Web push")', () => {
  it('waits out the threshold from the first look, then offers itself once; "Not now" starts the wait again', async () => {
    fakeBrowser();
    const { server } = await renderWatcher();
    await advanceAndSettle(POPUP_LOOP_MS);
    expect(prompt()).toBeNull();
    // The first look only started the wait.
    expect(Number(threshold())).toBeGreaterThan(0);

    dayAgo();
    act(() => mountHosts());
    await advanceAndSettle(10 * 60 * 1000);
    await advanceAndSettle(POPUP_LOOP_MS);
    expect(prompt()).not.toBeNull();
    expect(screen.getByText('Turn on notifications to hear about new messages, likes and matches, even when Amora isn’t open.')).toBeTruthy();

    await tap('Not now');
    expect(prompt()).toBeNull();
    expect(Date.now() - Number(threshold())).toBeLessThan(WEB_PUSH_POPUP_THRESHOLD_MS);
    await advanceAndSettle(10 * 60 * 1000 + POPUP_LOOP_MS);
    expect(prompt()).toBeNull();
    expect(server.calls('POST /v3/notifications/webpush/subscriptions')).toHaveLength(0);
  });

  it.each([
    ['push is not supported', { pushManager: false }],
    ['no service worker is registered (no token is possible)', { registered: false }],
    ['notifications were denied', { permission: 'denied' as const }],
  ])('is never offered where %s', async (_case, browser) => {
    fakeBrowser(browser);
    dayAgo();
    const { server } = await renderWatcher();
    await advanceAndSettle(POPUP_LOOP_MS);
    expect(prompt()).toBeNull();
    expect(server.calls('POST /v3/notifications/webpush/subscriptions')).toHaveLength(0);
  });

  it('turns notifications on: asks the browser, retries the token, saves it for this device and says so', async () => {
    const { pushManager, notification } = fakeBrowser({ failures: 2 });
    dayAgo();
    const { server, store } = await renderWatcher();
    await advanceAndSettle(POPUP_LOOP_MS);
    await tap('Turn on notifications');
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    for (let i = 0; i < 4; i++) await advanceAndSettle(TOKEN_RETRY_MS);
    // Two failures, then the token: asked no more after that.
    expect(pushManager.subscribeCalls).toBe(3);

    const [saved] = server.calls('POST /v3/notifications/webpush/subscriptions');
    expect(saved?.body).toEqual({ deviceId: deviceId(), token: JSON.stringify(pushManager.subscription) });
    expect(JSON.parse((saved?.body as { token: string }).token)).toEqual({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } });
    expect(server.calls('POST /rest/v2/tracking/push/subscribe').map((call) => call.body)).toEqual([{ action: 'granted' }]);
    expect(prompt()).toBeNull();
    expect(store.getState().overlays.pushes.current).toMatchObject({ messageKey: 'webpush:pushes.enabled', tone: 'success' });
  });

  it(`gives up after ${WEB_PUSH_TOKEN_RETRIES} tries at a token and says it could not turn them on`, async () => {
    const { pushManager } = fakeBrowser({ failures: 100 });
    dayAgo();
    const { server, store } = await renderWatcher();
    await advanceAndSettle(POPUP_LOOP_MS);
    await tap('Turn on notifications');
    for (let i = 0; i < WEB_PUSH_TOKEN_RETRIES + 2; i++) await advanceAndSettle(TOKEN_RETRY_MS);
    expect(pushManager.subscribeCalls).toBe(WEB_PUSH_TOKEN_RETRIES);
    expect(server.calls('POST /v3/notifications/webpush/subscriptions')).toHaveLength(0);
    expect(server.calls('POST /rest/v2/tracking/push/subscribe').map((call) => call.body)).toEqual([{ action: 'granted' }, { action: 'subscribe_failed' }]);
    expect(store.getState().overlays.pushes.current).toMatchObject({ messageKey: 'webpush:pushes.failed', tone: 'error' });
  });

  it('takes a denial as final: tracked, one note on where to change it, and never offered again', async () => {
    fakeBrowser({ answer: 'denied' });
    dayAgo();
    const { server, store } = await renderWatcher();
    await advanceAndSettle(POPUP_LOOP_MS);
    await tap('Turn on notifications');
    expect(server.calls('POST /rest/v2/tracking/push/subscribe').map((call) => call.body)).toEqual([{ action: 'denied' }]);
    expect(store.getState().overlays.pushes.current).toMatchObject({ messageKey: 'webpush:pushes.denied' });
    dayAgo();
    await advanceAndSettle(10 * 60 * 1000 + POPUP_LOOP_MS);
    expect(prompt()).toBeNull();
    expect(server.calls('POST /v3/notifications/webpush/subscriptions')).toHaveLength(0);
  });

  it('saves the browser’s subscription for the member without asking where notifications are already allowed', async () => {
    const { pushManager } = fakeBrowser({ permission: 'granted' });
    dayAgo();
    const { server } = await renderWatcher();
    await advanceAndSettle(POPUP_LOOP_MS);
    expect(prompt()).toBeNull();
    expect(server.calls('POST /v3/notifications/webpush/subscriptions').map((call) => call.body)).toEqual([{ deviceId: deviceId(), token: JSON.stringify(pushManager.subscription) }]);
  });
});
