import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { advanceAndSettle, settle } from '../../test/settle.ts';
import type { PushRecord } from '@amora/contracts';
import { accountApi } from '../../api/profile.ts';
import { matchOnScreenChanged, pushReceived, showPush } from '../../shared/overlays/overlay-slice.ts';
import { threadEntered, threadLeft } from '../../features/messenger/thread/thread-slice.ts';
import { json, ownProfile } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { PushHost } from './PushHost.tsx';

const SHOW = 'POST /rest/v2/tracking/push/show';
const ACTION = 'POST /rest/v2/tracking/push/action';

function record(overrides: Partial<PushRecord> = {}): PushRecord {
  return {
    type: 'new_message',
    pushId: 'push-1',
    context: 'messenger',
    senderHid: 'hid-bo',
    senderName: 'Bo',
    serverSentTimestamp: 1_700_000_000_000,
    url: '/dialogs/hid-bo',
    urlHash: null,
    photo: null,
    template: { title: 'Bo', body: 'Hi there!', button: 'Reply', placeholder: null },
    expiredInterval: 0,
    ...overrides,
  };
}

async function setup(options: { path?: string; sitePushesDisabled?: boolean } = {}) {
  const view = await renderUi(<PushHost />, { path: options.path });
  view.server.on(SHOW, () => json(200, { result: true }));
  view.server.on(ACTION, () => json(200, { result: true }));
  if (options.sitePushesDisabled !== undefined) {
    const profile = ownProfile();
    view.server.on('GET /rest/v2/user/info/profile', () =>
      json(200, { result: { ...profile, additional: { ...profile.additional, site_pushes_disabled: options.sitePushesDisabled } } }),
    );
    await view.store.dispatch(accountApi.endpoints.getOwnProfile.initiate());
  }
  vi.useFakeTimers();
  const arrive = async (action: Parameters<typeof view.store.dispatch>[0]) => {
    act(() => {
      view.store.dispatch(action);
    });
    await settle();
  };
  const actions = () => view.server.calls(ACTION).map((call) => call.body);
  return { ...view, arrive, actions };
}

const toast = () => screen.queryByRole('status')?.firstElementChild ?? null;

afterEach(() => {
  vi.useRealTimers();
});

describe('push toasts (spec 2 §4)', () => {
  it('shows a local note from a feature and closes it after 3000 ms, without tracking it', async () => {
    const { arrive, server } = await setup();
    await arrive(showPush({ messageKey: 'pushes.languageSaved', tone: 'success' }));

    expect(screen.getByRole('status').textContent).toContain('Language saved.');
    await advanceAndSettle(2999);
    expect(screen.getByRole('status').textContent).toContain('Language saved.');
    await advanceAndSettle(1);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(server.calls(SHOW)).toEqual([]);
    expect(server.calls(ACTION)).toEqual([]);
  });

  it('renders a server push as the server wrote it and tracks the show', async () => {
    const { arrive, server } = await setup();
    await arrive(pushReceived(record()));

    expect(screen.getByText('Bo')).toBeTruthy();
    expect(screen.getByText('Hi there!')).toBeTruthy();
    expect(server.calls(SHOW).map((call) => call.body)).toEqual([
      { sender_hid: 'hid-bo', push_id: 'push-1', context: 'messenger', push_type: 1, server_sent_timestamp: 1_700_000_000_000 },
    ]);
  });

  it('never shows a message push from the member whose thread is open: it is tracked as hidden by the current page', async () => {
    const { arrive, server, actions } = await setup({ path: '/dialogs/hid-bo' });
    await arrive(threadEntered('hid-bo'));
    await arrive(pushReceived(record()));
    await arrive(pushReceived(record({ type: 'gift_notification', pushId: 'push-2' })));
    expect(toast()).toBeNull();
    expect(server.calls(SHOW)).toEqual([]);
    expect(actions()).toEqual([
      { push_id: 'push-1', push_action: 'hide_by_current_page' },
      { push_id: 'push-2', push_action: 'hide_by_current_page' },
    ]);

    // Someone else's message, and Bo's like, still show.
    await arrive(pushReceived(record({ pushId: 'push-3', senderHid: 'hid-al', senderName: 'Al', template: { title: 'Al', body: 'Hello', button: null, placeholder: null } })));
    expect(screen.getByText('Al')).toBeTruthy();
    await advanceAndSettle(3000);
    await arrive(pushReceived(record({ type: 'new_like', pushId: 'push-4' })));
    expect(screen.getByText('Hi there!')).toBeTruthy();
    await advanceAndSettle(3000);

    // Once the thread is left, Bo's messages are news again.
    await arrive(threadLeft('hid-bo'));
    await arrive(pushReceived(record({ pushId: 'push-5' })));
    expect(screen.getByText('Hi there!')).toBeTruthy();
    expect(server.calls(SHOW).map((call) => (call.body as { push_id: string }).push_id)).toEqual(['push-3', 'push-4', 'push-5']);
  });

  it('tracks a typed local push under its type name', async () => {
    const { arrive, server } = await setup();
    await arrive(showPush({ messageKey: 'pushes.languageSaved', tone: 'success', type: 'password_changed' }));

    expect(server.calls(SHOW)).toHaveLength(1);
    expect(server.calls(SHOW)[0]!.body).toMatchObject({ push_type: 'password_changed', sender_hid: null, context: null });
  });

  it('hides the match push of the member whose mutual-match popup is up, also when the push came first', async () => {
    const { arrive, actions } = await setup();
    const match = (pushId: string) => record({ type: 'new_like', context: 'match', pushId });
    // The push can beat the like's answer: it leaves once the popup opens.
    await arrive(pushReceived(match('push-1')));
    expect(screen.getByText('Hi there!')).toBeTruthy();
    await arrive(matchOnScreenChanged('hid-bo'));
    expect(toast()).toBeNull();
    await arrive(pushReceived(match('push-2')));
    expect(toast()).toBeNull();
    expect(actions()).toEqual([
      { push_id: 'push-1', push_action: 'hide_by_current_page' },
      { push_id: 'push-2', push_action: 'hide_by_current_page' },
    ]);

    // Another member's match still shows; after the popup, so does Bo's.
    await arrive(pushReceived(record({ type: 'new_like', context: 'match', pushId: 'push-3', senderHid: 'hid-al', template: { title: 'Al', body: 'You matched', button: null, placeholder: null } })));
    expect(screen.getByText('Al')).toBeTruthy();
    await advanceAndSettle(3000);
    await arrive(matchOnScreenChanged(null));
    await arrive(pushReceived(match('push-4')));
    expect(screen.getByText('Hi there!')).toBeTruthy();
  });

  it.each([
    { name: 'a server push (expiredInterval 4 s)', push: record({ type: 'new_like', expiredInterval: 4 }), ms: 4000 },
    { name: 'a server push without its own time', push: record({ type: 'new_like', expiredInterval: 0 }), ms: 3000 },
    { name: 'the hide-ads push', push: record({ type: 'hide_ads', expiredInterval: 2 }), ms: 7000 },
    { name: 'a subscription pause push', push: record({ type: 'subscription_paused', expiredInterval: 0 }), ms: 5000 },
    { name: 'the verification failure push', push: record({ type: 'verification_failed', expiredInterval: 10 }), ms: 5000 },
  ])('closes $name after $ms ms and tracks a fade', async ({ push, ms }) => {
    const { arrive, actions } = await setup();
    await arrive(pushReceived(push));

    await advanceAndSettle(ms - 1);
    expect(toast()).not.toBeNull();
    await advanceAndSettle(1);
    expect(toast()).toBeNull();
    expect(actions()).toEqual([{ push_id: 'push-1', push_action: 'fade' }]);
  });

  it('shows one toast at a time: a push arriving meanwhile is only tracked as hidden by the page', async () => {
    const { arrive, actions, server } = await setup({ sitePushesDisabled: false });
    await arrive(pushReceived(record({ pushId: 'first' })));
    await arrive(pushReceived(record({ pushId: 'second', template: { title: 'Cy', body: 'Hello', button: null, placeholder: null } })));

    expect(screen.queryByText('Cy')).toBeNull();
    expect(screen.getByText('Bo')).toBeTruthy();
    expect(actions()).toEqual([{ push_id: 'second', push_action: 'hide_by_current_page' }]);
    expect(server.calls(SHOW).map((call) => (call.body as { push_id: string }).push_id)).toEqual(['first']);

    await advanceAndSettle(3000);
    expect(toast()).toBeNull();
    expect(screen.queryByText('Cy')).toBeNull();
  });

  it('counts a hidden server push as unsubscribed when the member turned site pushes off, a local one still as hidden by the page', async () => {
    const { arrive, actions } = await setup({ sitePushesDisabled: true });
    await arrive(pushReceived(record({ pushId: 'first' })));
    await arrive(pushReceived(record({ pushId: 'second' })));
    await arrive(showPush({ messageKey: 'pushes.languageSaved', tone: 'success', type: 'password_changed' }));

    expect(actions()).toEqual([
      { push_id: 'second', push_action: 'hide_as_unsubscribed' },
      { push_id: expect.any(String), push_action: 'hide_by_current_page' },
    ]);
  });

  it.each([
    [49, true],
    [51, false],
    [-51, false],
  ])('after a sideways swipe of %i px the toast stays: %s', async (distance, stays) => {
    const { arrive, actions } = await setup();
    await arrive(pushReceived(record({ type: 'photo_upload_success', url: null })));
    const element = toast()!;

    fireEvent.pointerDown(element, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(element, { clientX: 100 + distance, pointerId: 1 });
    fireEvent.pointerUp(element, { clientX: 100 + distance, pointerId: 1 });
    await settle();

    expect(toast() !== null).toBe(stays);
    expect(actions()).toEqual(stays ? [] : [{ push_id: 'push-1', push_action: 'close' }]);
  });

  it('closes with the close button and tracks a close', async () => {
    const { arrive, actions } = await setup();
    await arrive(pushReceived(record()));

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await settle();

    expect(toast()).toBeNull();
    expect(actions()).toEqual([{ push_id: 'push-1', push_action: 'close' }]);
  });

  it('lets a mouse click reach the close button and the link: the toast captures the pointer only for a drag', async () => {
    // Captured at pointerdown, the browser sends the click to the toast, not to its button or link.
    const capture = vi.spyOn(HTMLElement.prototype, 'setPointerCapture').mockImplementation(() => {});
    try {
      const { arrive, actions, router } = await setup({ path: '/matches' });
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      await arrive(pushReceived(record()));
      await user.pointer([{ keys: '[MouseLeft]', target: screen.getByRole('button', { name: 'Close' }) }]);
      await settle();
      expect(capture).not.toHaveBeenCalled();
      expect(toast()).toBeNull();
      expect(actions()).toEqual([{ push_id: 'push-1', push_action: 'close' }]);

      await arrive(pushReceived(record({ pushId: 'push-2', type: 'matches_like', url: '/contact/hid-bo' })));
      await user.click(screen.getByRole('link', { name: /Bo/ }));
      await settle();
      expect(capture).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe('/contact/hid-bo');
      expect(actions()).toContainEqual({ push_id: 'push-2', push_action: 'click' });
    } finally {
      capture.mockRestore();
    }
  });

  it('follows a message push to its url with source=site_push and tracks a click', async () => {
    const { arrive, actions, router } = await setup({ path: '/matches' });
    await arrive(pushReceived(record({ url: '/dialogs/hid-bo?tab=all' })));

    const link = screen.getByRole('link', { name: /Bo/ });
    expect(link.getAttribute('href')).toBe('/dialogs/hid-bo?tab=all&source=site_push');
    fireEvent.click(link);
    await settle();

    expect(router.state.location.pathname).toBe('/dialogs/hid-bo');
    expect(router.state.location.search).toBe('?tab=all&source=site_push');
    expect(toast()).toBeNull();
    expect(actions()).toEqual([{ push_id: 'push-1', push_action: 'click' }]);
  });

  it('follows a local toast to its own url: the answer-sent toast opens the chat', async () => {
    const { arrive, router } = await setup({ path: '/contact/hid-bo' });
    await arrive(showPush({ messageKey: 'pushes.languageSaved', tone: 'success', type: 'answer_sent', url: '/dialogs/hid-bo' }));

    fireEvent.click(screen.getByRole('link', { name: /Language saved/ }));
    await settle();
    expect(router.state.location.pathname).toBe('/dialogs/hid-bo');
    expect(toast()).toBeNull();
  });

  it('offers no link on a push that does not navigate', async () => {
    const { arrive } = await setup();
    await arrive(pushReceived(record({ type: 'photo_upload_success', url: '/photos' })));

    expect(screen.getByText('Bo')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Reply')).toBeNull();
  });

  it('loads the photo before showing the toast, and only then tracks the show', async () => {
    const images: { src: string; onload: (() => void) | null }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        src = '';
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor() {
          images.push(this);
        }
      },
    );
    const { arrive, server } = await setup();
    await arrive(pushReceived(record({ photo: '/media/bo/avatar.webp' })));

    expect(images.map((image) => image.src)).toEqual(['/media/bo/avatar.webp']);
    expect(toast()).toBeNull();
    expect(server.calls(SHOW)).toEqual([]);

    act(() => images[0]!.onload?.());
    await settle();

    expect(toast()?.querySelector('img')?.getAttribute('src')).toBe('/media/bo/avatar.webp');
    expect(server.calls(SHOW)).toHaveLength(1);
  });
});
