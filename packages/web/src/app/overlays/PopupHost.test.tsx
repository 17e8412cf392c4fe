import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/preact';
import { advanceAndSettle, settle } from '../../test/settle.ts';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { loggedIn } from '../session/session-slice.ts';
import { closeModal, enqueuePopup, openModal, openPopup } from '../../shared/overlays/overlay-slice.ts';
import { popupShownAt, rememberPopupShown } from '../../shared/overlays/popup-show-once.ts';
import { usePopupTracking } from '../../shared/overlays/use-popup-tracking.ts';
import { json } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import type { RootState } from '../store.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { PopupHost } from './PopupHost.tsx';

const SHOW = 'POST /rest/v2/tracking/popup/show';
const ACTION = 'POST /rest/v2/tracking/popup/action';
const NAME = 'profile_restored_popup';
const HOUR = 3_600_000;

let mountHost = () => {};

/** Mounts the host only when told, so its loop starts on the fake clock (translations load on the real one). */
function HostOnCue() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    mountHost = () => setMounted(true);
  }, []);
  return mounted ? <PopupHost /> : null;
}

let closeFeaturePopup = () => {};

/** A popup a feature opens by itself (a greetings popup, a picker), outside the queue. */
function FeaturePopup() {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    closeFeaturePopup = () => setOpen(false);
  }, []);
  return open ? <Popup title="Suggest a greeting" onClose={() => setOpen(false)} /> : null;
}

async function setup(options: { path?: string; member?: boolean; featurePopup?: boolean } = {}) {
  const ui = options.featurePopup ? (
    <>
      <HostOnCue />
      <FeaturePopup />
    </>
  ) : (
    <HostOnCue />
  );
  const view = await renderUi(ui, { path: options.path ?? '/matches' });
  view.server.on(SHOW, () => json(200, { result: true }));
  view.server.on(ACTION, () => json(200, { result: true }));
  if (options.member ?? true) view.store.dispatch(loggedIn());
  vi.useFakeTimers();
  act(() => mountHost());
  const dispatch = async (action: Parameters<typeof view.store.dispatch>[0]) => {
    act(() => {
      view.store.dispatch(action);
    });
    await settle();
  };
  return { ...view, dispatch };
}

const popup = () => screen.queryByRole('dialog', { name: 'Your profile is back' });

afterEach(() => {
  vi.useRealTimers();
});

describe('popup queue and host (spec 2 §4)', () => {
  it('shows a queued popup on the next turn of the 3000 ms loop and tracks the show', async () => {
    const { dispatch, server } = await setup();
    await dispatch(enqueuePopup({ name: NAME }));

    await advanceAndSettle(2999);
    expect(popup()).toBeNull();
    await advanceAndSettle(1);

    expect(popup()).not.toBeNull();
    expect(server.calls(SHOW).map((call) => call.body)).toEqual([{ popup_id: expect.any(String), popup_name: NAME, pay_context_name: null }]);
  });

  it('tracks the close under the same popup id as the show', async () => {
    const { dispatch, server } = await setup();
    await dispatch(openPopup(NAME));

    fireEvent.click(screen.getByRole('button', { name: 'Great' }));
    await settle();

    expect(popup()).toBeNull();
    const popupId = (server.calls(SHOW)[0]!.body as { popup_id: string }).popup_id;
    expect(server.calls(ACTION).map((call) => call.body)).toEqual([{ popup_id: popupId, action: 'close' }]);
  });

  it('shows nothing to a visitor who is not logged in', async () => {
    const { dispatch } = await setup({ member: false });
    await dispatch(enqueuePopup({ name: NAME }));
    await advanceAndSettle(9000);
    expect(popup()).toBeNull();
  });

  it('waits while a modal is open', async () => {
    const { dispatch } = await setup();
    await dispatch(openModal('language'));
    await dispatch(enqueuePopup({ name: NAME }));

    await advanceAndSettle(9000);
    expect(popup()).toBeNull();

    await dispatch(closeModal());
    await advanceAndSettle(3000);
    expect(popup()).not.toBeNull();
  });

  it('waits while a feature’s own popup is open (a greetings popup, a picker), and comes once it is closed', async () => {
    const { dispatch } = await setup({ featurePopup: true });
    await dispatch(enqueuePopup({ name: NAME }));

    await advanceAndSettle(9000);
    expect(popup()).toBeNull();

    act(() => closeFeaturePopup());
    await advanceAndSettle(3000);
    expect(popup()).not.toBeNull();
  });

  it.each(['/settings/notifications', '/sign/recover', '/profile/steps', '/matches?popup=payments'])('waits on %s', async (path) => {
    const { dispatch } = await setup({ path });
    await dispatch(enqueuePopup({ name: NAME }));
    await advanceAndSettle(9000);
    expect(popup()).toBeNull();
  });

  it('holds back a show-once popup until its timeout has passed since it was last shown', async () => {
    const { dispatch, store } = await setup();
    rememberPopupShown(NAME, Date.now() - HOUR + 10_000);
    await dispatch(enqueuePopup({ name: NAME, showOnceMs: HOUR }));

    await advanceAndSettle(3000);
    expect(popup()).toBeNull();
    expect(store.getState().overlays.popupQueue).toEqual([]);

    await advanceAndSettle(9000);
    await dispatch(enqueuePopup({ name: NAME, showOnceMs: HOUR }));
    await advanceAndSettle(3000);
    expect(popup()).not.toBeNull();
    expect(popupShownAt(NAME)).toBe(Date.now());
  });

  it('opens the popup the address names at once, and takes the name out of the address on close', async () => {
    const { router, server } = await setup({ path: '/matches?popup=profile_restored_popup&tab=1' });
    await settle();

    expect(popup()).not.toBeNull();
    expect(server.calls(SHOW)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Great' }));
    await settle();

    expect(popup()).toBeNull();
    expect(router.state.location.search).toBe('?tab=1');
    expect(server.calls(SHOW)).toHaveLength(1);
  });

  it('ignores an address naming a popup it does not know', async () => {
    await setup({ path: '/matches?popup=nothing_like_it' });
    await advanceAndSettle(3000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function TrackedButton() {
  const open = useSelector((state: RootState) => state.overlays.popup);
  const onAction = usePopupTracking(open);
  return (
    <button type="button" onClick={() => onAction('buy', 2)}>
      Buy
    </button>
  );
}

describe('popup action tracking (spec 2 §7)', () => {
  it('tracks a button click with the step of the popup', async () => {
    const { store, server } = await renderUi(<TrackedButton />);
    server.on(SHOW, () => json(200, { result: true }));
    server.on(ACTION, () => json(200, { result: true }));
    act(() => {
      store.dispatch(openPopup(NAME));
    });
    await settle();

    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await settle();

    const popupId = store.getState().overlays.popup!.popupId;
    expect(server.calls(ACTION).map((call) => call.body)).toEqual([{ popup_id: popupId, action: 'buy', step_number: 2 }]);
  });
});
