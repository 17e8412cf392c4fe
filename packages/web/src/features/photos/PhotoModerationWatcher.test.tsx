import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/preact';
import type { PushRecord, PushType } from '@amora/contracts';
import { pushReceived } from '../../shared/overlays/overlay-slice.ts';
import { json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { advanceAndSettle } from '../../test/settle.ts';
import { album, albumPhoto, memberServer, OWN_ALBUM } from './album.fixture.ts';
import { REJECTED_POPUP_ONCE_MS } from './PhotoModerationWatcher.tsx';

/** The popup loop looks for a queued popup every 3000 ms (spec 2 §9). */
const LOOP_MS = 3000;

const push = (type: PushType): PushRecord => ({
  type,
  pushId: crypto.randomUUID(),
  context: null,
  senderHid: null,
  senderName: null,
  serverSentTimestamp: Date.now(),
  url: null,
  urlHash: null,
  photo: null,
  template: { title: 'Photo not approved', body: 'One of your photos didn’t pass moderation.', button: null, placeholder: null },
  expiredInterval: 0,
});

async function moderationScene() {
  const server = memberServer();
  let rejected = false;
  server.on(OWN_ALBUM, () => json(200, album([albumPhoto('p1', rejected ? { status: 4, moderation: { reason: 'operator', at: 1 } } : {})])));
  // Before the app starts, so the popup loop's interval runs on the fake clock.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = await renderApp({ path: '/photos' });
  await screen.findByRole('listitem', { name: 'Photo 1' });
  const receive = async (type: PushType) => {
    act(() => {
      view.store.dispatch(pushReceived(push(type)));
    });
    await advanceAndSettle(LOOP_MS);
  };
  return { ...view, server, receive, reject: () => (rejected = true) };
}

const rejectedPopup = () => screen.queryByRole('dialog', { name: "Your photo wasn't approved" });
/** The popup's code is loaded when it first opens: on a busy machine that takes real time, not just the loop's tick. */
const openedRejectedPopup = () => screen.findByRole('dialog', { name: "Your photo wasn't approved" });

afterEach(() => {
  vi.useRealTimers();
});

describe('photo moderation pushes (spec 3 §4)', () => {
  it('a rejection opens the rejected popup with the guidelines and updates the photo on screen without a reload', async () => {
    const { receive, reject, server } = await moderationScene();
    const profileLoads = server.calls('GET /rest/v2/user/info/profile').length;
    reject();
    await receive('photo_upload_error');

    const popup = await openedRejectedPopup();
    expect(within(popup).getByRole('list', { name: 'Photo guidelines' }).children).toHaveLength(4);
    expect(await within(screen.getByRole('listitem', { name: 'Photo 1' })).findByText("The photo doesn't follow our photo guidelines.")).toBeTruthy();
    expect(server.calls('GET /rest/v2/user/info/profile').length).toBeGreaterThan(profileLoads);
  });

  it('shows the rejected popup at most once per 300,000 ms, remembered in local storage', async () => {
    const { receive, user } = await moderationScene();
    await receive('photo_upload_error');
    await user.click(within(await openedRejectedPopup()).getByRole('button', { name: 'Got it' }));
    expect(rejectedPopup()).toBeNull();
    expect(JSON.parse(localStorage.getItem('amora.popupsShownAt') ?? '{}')).toHaveProperty('photo_rejected_popup');

    await advanceAndSettle(REJECTED_POPUP_ONCE_MS - 2 * LOOP_MS);
    await receive('photo_upload_error');
    expect(rejectedPopup()).toBeNull();

    await advanceAndSettle(2 * LOOP_MS);
    await receive('photo_upload_error');
    await openedRejectedPopup();
  });

  it('a fake-age decision opens its own popup, which leads to the upload', async () => {
    const { receive, user, router } = await moderationScene();
    await receive('photo_moderation_fake_age');
    const popup = await openedRejectedPopup();
    expect(within(popup).getByText("The photo doesn't seem to match your age. Please upload a recent photo of yourself.")).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: 'Upload a recent photo' }));
    expect(router.state.location.pathname).toBe('/photos');
  });

  it('leaves other pushes alone', async () => {
    const { receive, server } = await moderationScene();
    const albumLoads = server.calls(OWN_ALBUM).length;
    await receive('password_changed');
    expect(rejectedPopup()).toBeNull();
    expect(server.calls(OWN_ALBUM)).toHaveLength(albumLoads);
  });
});
