import { act, fireEvent, screen, within } from '@testing-library/preact';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOMESCREEN_SHOW_DELAYS_MS } from '@amora/contracts';
import { saveTokens } from '../../api/tokens.ts';
import { PopupHost } from '../../app/overlays/PopupHost.tsx';
import { json, ownProfile, tokens } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { advanceAndSettle, settle } from '../../test/settle.ts';
import { writeTraffic } from '../../shared/traffic/traffic.ts';
import { loggedIn, loggedOut } from '../../app/session/session-slice.ts';
import { CHECK_EVERY_MS, GUEST_DELAY_MS, HomeScreenHost } from './HomeScreenHost.tsx';
import { installPrompt } from './install-prompt.ts';

const SHOWS_KEY = 'homescreen.shows';
const DAY = 86_400_000;
const DAY_S = DAY / 1000;

/** What Chromium fires when the app is installable; the choice is the member's answer to the browser's own dialog. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

let mountHosts = () => {};

/** Mounts the hosts only when told, so their timers start on the fake clock (translations load on the real one). */
function HostsOnCue() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    mountHosts = () => setMounted(true);
  }, []);
  return mounted ? (
    <>
      <HomeScreenHost />
      <PopupHost />
    </>
  ) : null;
}

async function renderHost(as: 'member' | 'guest') {
  // The clock jumps days ahead: a session that outlives the test keeps refresh calls out of it.
  if (as === 'member') saveTokens(tokens({ accessExpiresIn: 60 * DAY_S, refreshExpiresIn: 90 * DAY_S }));
  const view = await renderUi(<HostsOnCue />);
  await view.i18n.loadNamespaces(['homescreen']);
  view.server.on('GET /rest/v2/user/info/profile', () => json(200, { result: ownProfile() }));
  for (const route of ['popupShow', 'popupAction', 'guest-popup-show', 'guest-popup-action']) view.server.on(`POST /rest/v2/tracking/homescreen/${route}`, () => json(200, { result: true }));
  view.server.on('POST /rest/v2/tracking/popup/show', () => json(200, { result: true }));
  view.server.on('POST /rest/v2/tracking/popup/action', () => json(200, { result: true }));
  act(() => {
    view.store.dispatch(as === 'member' ? loggedIn() : loggedOut());
  });
  // The popup's chunk loads on its first show; loaded here, before the clock is faked, the lazy
  // import resolves at once, as it does in a browser that already fetched it.
  await import('./popups.tsx');
  vi.useFakeTimers();
  act(() => mountHosts());
  return view;
}

/** A tap, then what it started settles (user-event's own delays do not run on the fake clock). */
async function click(element: HTMLElement) {
  act(() => {
    fireEvent.click(element);
  });
  await settle();
}

const dialog = () => screen.queryByRole('dialog', { name: 'Add Amora to your home screen' });

afterEach(() => {
  installPrompt.forget();
  vi.restoreAllMocks();
});

describe('home-screen popup for a member (spec 3 §4, §9)', () => {
  it('keeps the browser prompt, shows at once, and follows the delays table up to 5 shows', async () => {
    const { server } = await renderHost('member');
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await advanceAndSettle(CHECK_EVERY_MS);
    expect(screen.getByRole('dialog', { name: /home screen/ })).toBeTruthy();
    expect(server.calls('POST /rest/v2/tracking/homescreen/popupShow').map((r) => r.body)).toEqual([{ user_hid: 'hid-ana' }]);
    await click(screen.getByRole('button', { name: 'Not now' }));
    await settle();
    expect(server.calls('POST /rest/v2/tracking/homescreen/popupAction').map((r) => r.body)).toEqual([{ user_hid: 'hid-ana', action: 'close' }]);

    // After show n (1 to 4) the next waits longer than the delay for n shows.
    // The clock jumps to one check before the delay ends (days of 3-second popup-loop turns would crawl).
    for (let shown = 1; shown <= 4; shown++) {
      const { lastShownAt } = JSON.parse(localStorage.getItem(SHOWS_KEY)!) as { lastShownAt: number };
      vi.setSystemTime(lastShownAt + HOMESCREEN_SHOW_DELAYS_MS[shown]! - CHECK_EVERY_MS);
      await advanceAndSettle(CHECK_EVERY_MS);
      expect(dialog(), `at the delay after ${shown} shows`).toBeNull();
      await advanceAndSettle(CHECK_EVERY_MS);
      expect(dialog(), `after the delay after ${shown} shows`).toBeTruthy();
      await click(screen.getByRole('button', { name: 'Not now' }));
      await settle();
    }
    expect(JSON.parse(localStorage.getItem(SHOWS_KEY)!).count).toBe(5);
    // Five shows: never again.
    vi.setSystemTime(Date.now() + 30 * DAY);
    await advanceAndSettle(CHECK_EVERY_MS);
    expect(dialog()).toBeNull();
    expect(server.calls('POST /rest/v2/tracking/homescreen/popupShow')).toHaveLength(5);
    expect(event.prompt).not.toHaveBeenCalled();
  });

  it('install shows the browser prompt; accepting clears the stored counters', async () => {
    localStorage.setItem(SHOWS_KEY, JSON.stringify({ count: 2, lastShownAt: Date.now() - DAY }));
    const { server } = await renderHost('member');
    const event = offerInstall('accepted');
    await advanceAndSettle(CHECK_EVERY_MS);
    await click(screen.getByRole('button', { name: 'Install' }));
    await settle();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SHOWS_KEY)).toBeNull();
    expect(server.calls('POST /rest/v2/tracking/homescreen/popupAction').map((r) => r.body)).toEqual([{ user_hid: 'hid-ana', action: 'install' }]);
    expect(dialog()).toBeNull();
  });

  it('dismissing the browser prompt keeps the counters', async () => {
    const { server } = await renderHost('member');
    offerInstall('dismissed');
    await advanceAndSettle(CHECK_EVERY_MS);
    await click(screen.getByRole('button', { name: 'Install' }));
    await settle();
    expect(JSON.parse(localStorage.getItem(SHOWS_KEY)!).count).toBe(1);
    expect(server.calls('POST /rest/v2/tracking/homescreen/popupAction').map((r) => r.body)).toEqual([{ user_hid: 'hid-ana', action: 'dismiss' }]);
  });

  it('without a prompt on iOS explains Share → Add to Home Screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1');
    await renderHost('member');
    await advanceAndSettle(CHECK_EVERY_MS);
    const shown = screen.getByRole('dialog', { name: /home screen/ });
    expect(within(shown).getByRole('img', { name: 'Share' })).toBeTruthy();
    expect(within(shown).getByText('Scroll down and choose “Add to Home Screen”.')).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Install' })).toBeNull();
    await click(within(shown).getByRole('button', { name: 'Got it' }));
    expect(dialog()).toBeNull();
  });

  it('never shows without a prompt on other browsers, nor inside the installed app', async () => {
    await renderHost('member');
    await advanceAndSettle(4 * CHECK_EVERY_MS);
    expect(dialog()).toBeNull();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)', addEventListener: () => undefined, removeEventListener: () => undefined }));
    offerInstall();
    await advanceAndSettle(4 * CHECK_EVERY_MS);
    expect(dialog()).toBeNull();
  });
});

describe('home-screen popup for a visitor', () => {
  it('waits a minute on the site, then shows with the guest calls of the funnel', async () => {
    writeTraffic({ direction: 'organic', channel: 'organic', subchannel: '', lastLandingVisit: Date.now(), saveParams: '', uid: 'u-1', funnelId: 'f-1' });
    const { server } = await renderHost('guest');
    const event = offerInstall('accepted');
    await advanceAndSettle(GUEST_DELAY_MS - CHECK_EVERY_MS);
    expect(dialog()).toBeNull();
    await advanceAndSettle(CHECK_EVERY_MS);
    expect(screen.getByRole('dialog', { name: /home screen/ })).toBeTruthy();
    expect(server.calls('POST /rest/v2/tracking/homescreen/guest-popup-show').map((r) => r.body)).toEqual([{ funnel_id: 'f-1' }]);
    expect(server.calls('POST /rest/v2/tracking/homescreen/guest-popup-show')[0]!.headers.get('authorization')).toBeNull();

    await click(screen.getByRole('button', { name: 'Install' }));
    await settle();
    expect(event.prompt).toHaveBeenCalled();
    expect(server.calls('POST /rest/v2/tracking/homescreen/guest-popup-action').map((r) => r.body)).toEqual([{ funnel_id: 'f-1', action: 'install' }]);
    expect(server.calls('POST /rest/v2/tracking/popup/show')).toEqual([]);
    expect(localStorage.getItem(SHOWS_KEY)).toBeNull();
    expect(dialog()).toBeNull();
  });
});
