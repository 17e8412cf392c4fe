import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { answerSessionStart, fakeServer, json, tokens, type FakeServer } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { installFakeXhr } from '../../test/fake-xhr.ts';
import { writeTraffic } from '../../shared/traffic/traffic.ts';
import type { SavedRegistration } from './persistence.ts';
import type { RegistrationData } from './registration-data.ts';
// The lazy chunks the funnel opens, loaded up front so a cold transform does not eat the waits.
import '../../test/funnel-chunks.ts';

const OK = () => json(200, { result: true });
const BERLIN = { city: { id: 2950159, name: 'Berlin', subdivision: null }, country: { id: 2921044, name: 'Germany', isoCodeAlpha2: 'DE' } };
const PASSWORD = 'Blue-heron-river-7';
/** Signed funnel URLs, as the upload answers them. */
const urlsOf = (hid: string) => ({
  avatar: `/media/photos/${hid}/avatar.jpg?e=1900000000&a=funnel&s=sig-a`,
  avatar_l: `/media/photos/${hid}/avatar_l.jpg?e=1900000000&a=funnel&s=sig-l`,
  avatar_p: `/media/photos/${hid}/avatar_p.jpg?e=1900000000&a=funnel&s=sig-p`,
  o: `/media/photos/${hid}/o.jpg?e=1900000000&a=funnel&s=sig-o`,
});
/** Every answer before the password (the profile steps are switched off by the step_profile cookie). */
const ANSWERS: RegistrationData = {
  gender: 'female',
  search_gender: 'male',
  name: 'Ana',
  birthday: '1994-05-17',
  goal: [1],
  search_age_from: 30,
  search_age_to: 40,
  country_id: 2921044,
  city_id: 2950159,
  email: 'ana@example.com',
};
const BEFORE_PASSWORD = ['gender', 'name', 'birthday', 'goal', 'searchAge', 'location', 'email'] as const;

/**
 * The funnel's server, with the saved registration as the real one keeps it: `signup/click`
 * stores the answers under a token, `signup/data` gives them back after a reload.
 */
function registrationServer(): FakeServer {
  const server = fakeServer();
  let draft: Record<string, unknown> | null = null;
  server.on('POST /rest/v2/registration/tracking/identifier', () => json(200, { result: { uid: 'uid-1', funnel_id: 'funnel-1' } }));
  server.on('POST /rest/v2/tracking/funnel/start', OK);
  server.on('POST /rest/v2/tracking/funnel/v2/step', OK);
  server.on('POST /v3/ui/events/pageVisit:collect', OK);
  server.on('POST /v3/ui/events/generic:batchCollect', OK);
  server.on('GET /apis/geolocation/v1/geolocate/', () => json(200, BERLIN));
  server.on('GET /rest/v2/user/info/profile/vocabulary/guest', () => json(200, { result: {} }));
  server.on('POST /rest/v2/signup/click', (request) => {
    draft = request.body as Record<string, unknown>;
    return json(200, { result: { token: 'draft-1' } });
  });
  server.on('GET /rest/v2/signup/data', () => (draft ? json(200, { result: draft }) : json(404, { code: 404, message: 'no draft' })));
  server.on('POST /apis/photos/v1/funnels/funnel-1/photos', () => json(200, { photos: [{ hid: 'ph-1', urls: urlsOf('ph-1') }] }));
  server.on('POST /rest/v2/signup', () => json(200, { result: { isAutoActivated: true, showPaywall: true, ...tokens({ access: 'new-member' }), user: { id: 5, hid: 'hid-new', ok: 1 } } }));
  answerSessionStart(server, { newSession: true });
  return server;
}

function saveProgress(saved: SavedRegistration) {
  localStorage.setItem('amora.registration', JSON.stringify(saved));
}

/** The step's own status line (the app has a toast region of its own). */
const stepStatus = () => within(screen.getByRole('form')).getByRole('status');
/** The step counter of the header, "n/m". */
const counter = () => screen.getByRole('progressbar', { name: /^Step \d+ of \d+$/ }).getAttribute('aria-label');

beforeEach(() => {
  writeTraffic({ direction: 'paid', channel: 'paid-network', subchannel: '', lastLandingVisit: 1_700_000_000_000, saveParams: '' });
  document.cookie = 'step_profile=disabled; path=/';
  installFakeXhr();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chosen-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a reload in the registration funnel (issue 15 point 5)', () => {
  it('on the photo step keeps the photo and the counter, and asks for the password again at the finish, saying why', async () => {
    const server = registrationServer();
    saveProgress({ flow: 'default', data: ANSWERS, completedIds: [...BEFORE_PASSWORD], skippedIds: [], skipOneUsed: false, current: 'password' });
    const first = await renderApp({ path: '/registration' });
    await screen.findByRole('heading', { level: 1, name: 'Create a password' });
    await first.user.type(screen.getByLabelText('Password'), PASSWORD);
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Add your best photo' });
    await waitFor(() => expect(document.cookie).toContain('registration_token=draft-1'));
    await first.user.upload(screen.getByLabelText(/Choose a photo/), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    expect((await within(await screen.findByRole('form')).findByRole('status')).textContent).toBe('Photo uploaded!');
    expect(screen.getByRole('img', { name: 'Your chosen photo' }).getAttribute('src')).toBe('blob:chosen-1');
    const before = counter();
    expect(before).toBe('Step 9 of 9');
    const at = `${first.router.state.location.pathname}${first.router.state.location.hash}`;
    expect(at).toBe('/registration#facebok-upload-photo-step');
    first.unmount();

    // The reload: the same address, the same storage and cookies, a new app.
    const second = await renderApp({ path: at });
    await screen.findByRole('heading', { level: 1, name: 'Add your best photo' });
    expect(counter()).toBe(before);
    expect(screen.getByText('9/9')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your chosen photo' }).getAttribute('src')).toBe(urlsOf('ph-1').avatar_p);
    expect(stepStatus().textContent).toBe('Photo uploaded!');
    // Neither storage ever held the password.
    expect(localStorage.getItem('amora.registration')).not.toContain(PASSWORD);
    expect(JSON.stringify({ ...localStorage })).not.toContain(PASSWORD);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(PASSWORD);

    await second.user.click(screen.getByRole('button', { name: 'Create my account' }));
    await screen.findByRole('heading', { level: 1, name: 'Create a password' });
    expect(stepStatus().textContent).toBe("For your security, enter your password again — it isn't kept when the page reloads.");
    expect(counter()).toBe('Step 8 of 9');
    expect(server.calls('POST /rest/v2/signup')).toHaveLength(0);
    await second.user.type(screen.getByLabelText('Password'), PASSWORD);
    await second.user.click(screen.getByRole('button', { name: 'Create my account' }));

    await waitFor(() => expect(second.router.state.location.pathname).toBe('/sign/activated'));
    expect(server.calls('POST /rest/v2/signup')).toHaveLength(1);
    expect(server.calls('POST /rest/v2/signup')[0]!.body).toMatchObject({ ...ANSWERS, password: PASSWORD, photos: ['ph-1'], registration_token: 'draft-1' });
    expect(localStorage.getItem('amora.registration')).toBeNull();
  });

  it('shows the password step asked again after a reload on it, still finishing from there', async () => {
    const server = registrationServer();
    saveProgress({ flow: 'default', data: ANSWERS, completedIds: [...BEFORE_PASSWORD, 'password'], skippedIds: ['uploadPhoto'], skipOneUsed: false, current: 'uploadPhoto' });
    const first = await renderApp({ path: '/registration#facebok-upload-photo-step' });
    await first.user.click(await screen.findByRole('button', { name: 'Skip' }));
    await screen.findByRole('heading', { level: 1, name: 'Create a password' });
    first.unmount();

    const second = await renderApp({ path: '/registration#password-step' });
    await screen.findByRole('heading', { level: 1, name: 'Create a password' });
    expect(stepStatus().textContent).toBe("For your security, enter your password again — it isn't kept when the page reloads.");
    await second.user.type(screen.getByLabelText('Password'), PASSWORD);
    await second.user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(server.calls('POST /rest/v2/signup')).toHaveLength(1));
    expect(server.calls('POST /rest/v2/signup')[0]!.body).toMatchObject({ password: PASSWORD });
    expect(server.calls('POST /rest/v2/signup')[0]!.body).not.toHaveProperty('photos');
  });

  it('shows an empty frame to choose again, not "uploaded", when the kept preview no longer loads', async () => {
    const server = registrationServer();
    saveProgress({
      flow: 'default',
      data: { ...ANSWERS, photos: ['ph-1'] },
      completedIds: [...BEFORE_PASSWORD, 'password'],
      skippedIds: [],
      skipOneUsed: false,
      current: 'uploadPhoto',
      photoPreview: { hid: 'ph-1', url: urlsOf('ph-1').avatar_p, imported: false },
    });
    const { user } = await renderApp({ path: '/registration#facebok-upload-photo-step' });
    fireEvent.error(await screen.findByRole('img', { name: 'Your chosen photo' }));

    expect(screen.queryByRole('img', { name: 'Your chosen photo' })).toBeNull();
    expect(screen.queryByText('Photo uploaded!')).toBeNull();
    expect(stepStatus().textContent).toBe("Your photo can't be shown anymore. Please choose it again.");
    expect(screen.getByLabelText(/Choose a photo/)).toBeTruthy();
    const saved = JSON.parse(localStorage.getItem('amora.registration')!) as SavedRegistration;
    expect(saved.data.photos).toBeUndefined();
    expect(saved.photoPreview).toBeNull();
    // A new photo takes its place.
    await user.upload(screen.getByLabelText(/Choose a photo/), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    expect((await within(await screen.findByRole('form')).findByRole('status')).textContent).toBe('Photo uploaded!');
    expect(server.calls('POST /apis/photos/v1/funnels/funnel-1/photos')).toHaveLength(1);
  });

  it('does not claim "uploaded" for a kept photo hid without a preview', async () => {
    registrationServer();
    saveProgress({ flow: 'default', data: { ...ANSWERS, photos: ['ph-old'] }, completedIds: [...BEFORE_PASSWORD, 'password', 'uploadPhoto'], skippedIds: [], skipOneUsed: false, current: 'uploadPhoto' });
    const { user } = await renderApp({ path: '/registration#facebok-upload-photo-step' });
    await screen.findByRole('heading', { level: 1, name: 'Add your best photo' });

    expect(screen.queryByRole('img', { name: 'Your chosen photo' })).toBeNull();
    expect(screen.queryByText('Photo uploaded!')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    // The photo step asks for one (or a skip) rather than signing up with a photo nobody saw.
    expect((await screen.findByRole('alert')).textContent).toBe('Please add a photo.');
    expect(screen.getByRole('heading', { level: 1, name: 'Add your best photo' })).toBeTruthy();
  });
});
