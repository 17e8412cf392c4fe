import { act, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushRecord } from '@amora/contracts';
import { saveTokens } from '../../api/tokens.ts';
import { PopupHost } from '../../app/overlays/PopupHost.tsx';
import { pushReceived } from '../../shared/overlays/overlay-slice.ts';
import { json, ownProfile, tokens } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { installFakeXhr } from '../../test/fake-xhr.ts';
import { VerifiedBadge } from '../../shared/verification/VerifiedBadge.tsx';
import { VerificationCard } from './VerificationCard.tsx';
import { VerificationWatcher } from './VerificationWatcher.tsx';
import { VerifyPhotoPopup } from './popups.tsx';

const STATE = 'GET /apis/photos/v1/users/me/verification';
const HASH = 'POST /apis/photos/v1/users/me/verification/hash';
const GESTURE = 'GET /apis/photos/v1/users/me/verification/gesture';
const PHOTOS = 'POST /apis/photos/v1/users/me/verification/photos';

const selfie = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'selfie.jpg', { type: 'image/jpeg' });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderCard(status: string) {
  saveTokens(tokens());
  const view = await renderUi(
    <>
      <VerificationCard />
      <PopupHost />
    </>,
  );
  view.server.on(STATE, () => json(200, { status }));
  view.server.on('POST /rest/v2/tracking/popup/show', () => json(200, { result: true }));
  view.server.on('POST /rest/v2/tracking/popup/action', () => json(200, { result: true }));
  return view;
}

describe('verification card (spec 3 §4)', () => {
  it('offers verification when not verified, and the call to action opens the flow', async () => {
    const { user } = await renderCard('none');
    const card = await screen.findByRole('region', { name: 'Photo verification' });
    expect(await within(card).findByRole('heading', { name: 'Verify your photos' })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Verify your photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your photos' });
    expect(within(dialog).getByRole('button', { name: 'Get my gesture' })).toBeTruthy();
  });

  it('says the photo is being checked while pending, with nothing to click', async () => {
    await renderCard('pending');
    const card = await screen.findByRole('region', { name: 'Photo verification' });
    expect(await within(card).findByRole('heading', { name: "We're checking your photo" })).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows the badge and text once verified', async () => {
    await renderCard('verified');
    const card = await screen.findByRole('region', { name: 'Photo verification' });
    expect(await within(card).findByRole('heading', { name: /Your photos are verified/ })).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Verified' })).toBeTruthy();
  });

  it('offers to try again after a rejection', async () => {
    const { user } = await renderCard('failed');
    const card = await screen.findByRole('region', { name: 'Photo verification' });
    expect(await within(card).findByText(/Your photo was rejected/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your photos' })).toBeTruthy();
  });

  it('offers a retry when the state cannot be loaded', async () => {
    saveTokens(tokens());
    let answers = 0;
    const { server, user } = await renderUi(<VerificationCard />);
    server.on(STATE, () => (++answers === 1 ? json(500, { code: 500, message: 'down' }) : json(200, { status: 'pending' })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your verification status.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "We're checking your photo" })).toBeTruthy();
  });
});

describe('verified badge', () => {
  it('shows for a verified member only', async () => {
    const { rerender } = await renderUi(<VerifiedBadge profile={ownProfile({ is_verified: true }) as never} />);
    expect(await screen.findByRole('img', { name: 'Verified' })).toBeTruthy();
    rerender(<VerifiedBadge profile={ownProfile({ is_verified: false }) as never} />);
    expect(screen.queryByRole('img', { name: 'Verified' })).toBeNull();
  });
});

describe('verification flow', () => {
  async function renderFlow() {
    saveTokens(tokens());
    installFakeXhr();
    const onClose = vi.fn();
    const onAction = vi.fn();
    const view = await renderUi(<VerifyPhotoPopup onClose={onClose} onAction={onAction} />);
    let hashes = 0;
    view.server.on(HASH, () => json(200, { hash: `hash-${++hashes}`, gesture: { id: 'peace_sign' }, expires_at: Date.now() + 1_800_000 }));
    view.server.on(GESTURE, (request) => json(200, { gesture: { id: request.url.searchParams.get('hash') === 'hash-1' ? 'peace_sign' : 'thumbs_up' }, expires_at: Date.now() + 1_800_000 }));
    return { ...view, onClose, onAction };
  }

  it('intro → gesture → front-camera photo → upload with progress → submitted', async () => {
    const { server, user, onAction, onClose } = await renderFlow();
    // The answer waits until the test has seen the progress.
    let answer: (response: Response) => void = () => undefined;
    server.on(PHOTOS, () => new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(await screen.findByRole('button', { name: 'Get my gesture' }));

    const dialog = await screen.findByRole('dialog', { name: 'Show this gesture' });
    expect(within(dialog).getByRole('img', { name: 'peace sign' }).textContent).toBe('✌️');
    expect(within(dialog).getByText('Take a selfie while showing: peace sign')).toBeTruthy();
    expect(server.calls(GESTURE)[0]!.url.searchParams.get('hash')).toBe('hash-1');
    const input = within(dialog).getByLabelText('Take a photo') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('user');

    await user.upload(input, selfie());
    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('100'));
    expect(screen.getByText('100% sent')).toBeTruthy();
    answer(json(200, { status: 'pending' }));
    expect(await screen.findByRole('dialog', { name: 'Photo sent' })).toBeTruthy();
    const sent = server.calls(PHOTOS)[0]!.body as FormData;
    expect(sent.get('hash')).toBe('hash-1');
    expect((sent.get('file') as File).name).toBe('selfie.jpg');
    expect(onAction).toHaveBeenCalledWith('upload', 2);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('explains a photo that cannot be used and lets the member choose another', async () => {
    const { server, user } = await renderFlow();
    let answers = 0;
    server.on(PHOTOS, () => (++answers === 1 ? json(400, { code: 2, message: 'bad', fields: { file: 'photos.errors.invalidImage' } }) : json(200, { status: 'pending' })));
    await user.click(await screen.findByRole('button', { name: 'Get my gesture' }));
    await user.upload(await screen.findByLabelText('Take a photo'), selfie());
    expect((await screen.findByRole('alert')).textContent).toContain("This photo can't be used.");
    await user.upload(screen.getByLabelText('Choose another photo'), selfie());
    expect(await screen.findByRole('dialog', { name: 'Photo sent' })).toBeTruthy();
  });

  it('gets a fresh gesture when the hash expired on the way', async () => {
    const { server, user } = await renderFlow();
    server.on(PHOTOS, () => json(400, { code: 400, message: 'expired', fields: { hash: 'verification.errors.hashExpired' } }));
    await user.click(await screen.findByRole('button', { name: 'Get my gesture' }));
    await user.upload(await screen.findByLabelText('Take a photo'), selfie());
    expect(await screen.findByRole('img', { name: 'thumbs up' })).toBeTruthy();
    expect(server.calls(HASH)).toHaveLength(2);
  });

  it('says so when the gesture cannot be fetched, and the button tries again', async () => {
    const { server, user } = await renderFlow();
    let answers = 0;
    server.on(HASH, () => (++answers === 1 ? json(500, { code: 500, message: 'down' }) : json(200, { hash: 'hash-1', gesture: { id: 'peace_sign' }, expires_at: 1 })));
    await user.click(await screen.findByRole('button', { name: 'Get my gesture' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong.');
    await user.click(screen.getByRole('button', { name: 'Get my gesture' }));
    expect(await screen.findByRole('dialog', { name: 'Show this gesture' })).toBeTruthy();
  });
});

describe('verification watcher', () => {
  const push = (type: 'verification_passed' | 'verification_failed'): PushRecord => ({
    type,
    pushId: `p-${type}`,
    context: null,
    senderHid: null,
    senderName: null,
    serverSentTimestamp: Date.now(),
    url: '/profile',
    urlHash: null,
    photo: null,
    template: { title: 'Verified', body: 'Done', button: null, placeholder: null },
    expiredInterval: 6,
  });

  it('reloads the verification state and the profile on a verification push, without a reload', async () => {
    saveTokens(tokens());
    let status = 'pending';
    const { server, store } = await renderUi(
      <>
        <VerificationWatcher />
        <VerificationCard />
      </>,
    );
    server.on(STATE, () => json(200, { status }));
    expect(await screen.findByRole('heading', { name: "We're checking your photo" })).toBeTruthy();

    status = 'verified';
    act(() => {
      store.dispatch(pushReceived(push('verification_passed')));
    });
    expect(await screen.findByRole('heading', { name: /Your photos are verified/ })).toBeTruthy();

    status = 'failed';
    act(() => {
      store.dispatch(pushReceived(push('verification_failed')));
    });
    expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeTruthy();
    expect(server.calls(STATE)).toHaveLength(3);
  });
});
