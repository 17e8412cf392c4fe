import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { readTokens } from '../../api/tokens.ts';
import { answerSessionStart, fakeServer, json, tokens, type FakeServer } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { readTraffic, writeTraffic } from '../../shared/traffic/traffic.ts';
import type { SavedRegistration } from './persistence.ts';
import type { RegistrationData } from './registration-data.ts';
import { FLOW_STEPS } from './steps.ts';
// The lazy chunks the funnel opens, loaded up front so a cold transform does not eat the waits.
import '../../test/funnel-chunks.ts';

const OK = () => json(200, { result: true });
const NEW_MEMBER = { id: 5, hid: 'hid-new', ok: 1 };
const BERLIN = { city: { id: 2950159, name: 'Berlin', subdivision: null }, country: { id: 2921044, name: 'Germany', isoCodeAlpha2: 'DE' } };

function registrationServer(): FakeServer {
  const server = fakeServer();
  server.on('POST /rest/v2/registration/tracking/identifier', () => json(200, { result: { uid: 'uid-1', funnel_id: 'funnel-1' } }));
  server.on('POST /rest/v2/tracking/funnel/start', OK);
  server.on('POST /rest/v2/tracking/funnel/v2/step', OK);
  server.on('POST /v3/ui/events/pageVisit:collect', OK);
  server.on('POST /v3/ui/events/generic:batchCollect', OK);
  server.on('GET /apis/geolocation/v1/geolocate/', () => json(200, BERLIN));
  server.on('GET /rest/v2/user/info/profile/vocabulary/guest', () =>
    json(200, { result: { goal: { id: 'goal', type: 'select_many', label: 'Goal', values: { 1: 'A relationship', 2: 'Friendship' }, visible: ['1', '2'] } } }),
  );
  server.on('POST /rest/v2/validation/user/name', OK);
  server.on('POST /rest/v2/validation/signup/check-email', () => json(200, { result: { fixed_email: null } }));
  answerSessionStart(server, { newSession: true });
  return server;
}

function land(channel = 'organic') {
  writeTraffic({ direction: 'organic', channel, subchannel: '', lastLandingVisit: 1_700_000_000_000, saveParams: '' });
}

function saveProgress(saved: SavedRegistration) {
  localStorage.setItem('amora.registration', JSON.stringify(saved));
}

const FULL_DATA: RegistrationData = {
  gender: 'female',
  search_gender: 'male',
  name: 'Ana',
  birthday: '1994-05-17',
  goal: [1],
  country_id: 2921044,
  city_id: 2950159,
  email: 'ana@example.com',
};

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
  document.cookie = 'registration_token=; path=/; max-age=0';
});

describe('registration funnel (spec 1 §2, §4)', () => {
  it('sends a visitor without the traffic cookie home, where the cookie is set', async () => {
    registrationServer();
    const { router } = await renderApp({ path: '/registration' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(readTraffic()?.channel).toBe('organic'));
  });

  it('walks the e-mail flow step by step, tracks each step and lands logged in on the paywall', async () => {
    land();
    const server = registrationServer();
    server.on('POST /rest/v2/signup', () => json(200, { result: { isAutoActivated: true, showPaywall: true, ...tokens({ access: 'new-member' }), user: NEW_MEMBER } }));
    server.on('POST /rest/v2/signup/click', () => json(200, { result: { token: 'draft-walk' } }));
    const { router, user } = await renderApp({ path: '/registration/email' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Who are you looking for?' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.hash).toBe('#gender-step'));
    await user.click(screen.getByLabelText('A woman'));
    expect((screen.getByLabelText('Men') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: "What's your name?" });
    await waitFor(() => expect(router.state.location.hash).toBe('#name-step'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Your name must be at least 2 characters long.');
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'When is your birthday?' });
    await user.selectOptions(screen.getByLabelText('Day'), '17');
    await user.selectOptions(screen.getByLabelText('Month'), '5');
    await user.selectOptions(screen.getByLabelText('Year'), '1994');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'What are you here for?' });
    await user.click(await screen.findByLabelText('A relationship'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Where do you live?' });
    expect(screen.getByText('Berlin, Germany')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: "What's your e-mail?" });
    await waitFor(() => expect(router.state.location.hash).toBe('#email-step'));
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign/activated'));
    expect(readTokens()?.accessToken.access_token).toBe('new-member');
    const payload = server.calls('POST /rest/v2/signup')[0]!.body as Record<string, unknown>;
    expect(payload).toMatchObject({ ...FULL_DATA, goal: [1], product_id: 7, traffic_channel: 'organic', user_uid: 'uid-1', funnel_id: 'funnel-1', profile_fields: {} });
    // The sign-up spends the saved registration; its cookie goes with it.
    expect(payload.registration_token).toBe('draft-walk');
    expect(document.cookie).not.toContain('registration_token');
    expect(server.calls('POST /rest/v2/tracking/funnel/start')[0]!.body).toEqual({ uid: 'uid-1', funnel_id: 'funnel-1', product_id: 7 });
    const views = server.calls('POST /rest/v2/tracking/funnel/v2/step').map((call) => call.body as Record<string, unknown>);
    expect(views.map((view) => [view.step_name, view.step_number, view.step_count])).toEqual([
      ['gender_step', 1, 6],
      ['name_step', 2, 6],
      ['birthday_step', 3, 6],
      ['goal_step', 4, 6],
      ['location_step', 5, 6],
      ['email_step', 6, 6],
    ]);
    expect(views[0]).toMatchObject({ event_name: 'view', uid: 'uid-1', funnel_id: 'funnel-1' });
  });

  it('goes to the sign-done page when the sign-up is not auto-activated', async () => {
    land();
    const server = registrationServer();
    server.on('POST /rest/v2/signup', () => json(200, { result: { isAutoActivated: false, showPaywall: false, user: NEW_MEMBER } }));
    saveProgress({ flow: 'email', data: FULL_DATA, completedIds: ['gender', 'name', 'birthday', 'goal', 'location'], skippedIds: [], skipOneUsed: false, current: 'email' });
    const { router, user } = await renderApp({ path: '/registration/email' });

    await user.click(await screen.findByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign/done'));
    expect(readTokens()).toBeNull();
  });

  it('on submit sends the member to the first incomplete mandatory step instead of signing up', async () => {
    land();
    const server = registrationServer();
    saveProgress({ flow: 'email', data: { ...FULL_DATA, name: undefined }, completedIds: ['gender', 'birthday', 'goal', 'location'], skippedIds: [], skipOneUsed: false, current: 'email' });
    const { router, user } = await renderApp({ path: '/registration/email' });

    await user.click(await screen.findByRole('button', { name: 'Create my account' }));
    await screen.findByRole('heading', { name: "What's your name?" });
    await waitFor(() => expect(router.state.location.hash).toBe('#name-step'));
    expect(server.calls('POST /rest/v2/signup')).toHaveLength(0);
  });

  it.each([
    [18, 'Invalid', "What's your e-mail?", 'Please check your e-mail address.'],
    [0, 'This e-mail is wrong', "What's your e-mail?", 'Please check your e-mail address.'],
    [0, 'name is not allowed', "What's your name?", "This name can't be used. Please enter your real first name."],
    [30, 'Weak', 'Create a password', "This password can't be used. Please choose another one."],
    [31, 'Weak', 'Create a password', "This password can't be used. Please choose another one."],
  ])('routes sign-up failure code %i (%j) to its step', async (code, message, title, error) => {
    land('paid-network');
    const server = registrationServer();
    server.on('POST /rest/v2/signup', () => json(400, { code, message, fields: {} }));
    saveProgress({
      flow: 'default',
      data: { ...FULL_DATA, height: 170, weight: 60, search_age_from: 30, search_age_to: 40 },
      completedIds: FLOW_STEPS.default.filter((id) => id !== 'password' && id !== 'uploadPhoto'),
      skippedIds: [],
      skipOneUsed: false,
      current: 'password',
    });
    const { user } = await renderApp({ path: '/registration' });

    await user.type(await screen.findByLabelText('Password'), 'Blue-heron-river-7');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await screen.findByRole('heading', { name: title });
    expect(screen.getByRole('alert').textContent).toBe(error);
    expect(server.calls('POST /rest/v2/signup')).toHaveLength(1);
  });

  it('survives a reload: answers and position come back from local storage', async () => {
    land();
    registrationServer();
    const first = await renderApp({ path: '/registration/email' });
    await first.user.click(await screen.findByLabelText('A man'));
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    await first.user.type(await screen.findByLabelText('First name'), 'Leo');
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'When is your birthday?' });
    first.unmount();

    const second = await renderApp({ path: '/registration/email' });
    await screen.findByRole('heading', { name: 'When is your birthday?' });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    await second.user.click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findByLabelText<HTMLInputElement>('First name')).value).toBe('Leo');
  });

  it('saves the answers after every step under one registration_token, never the password', async () => {
    land();
    const server = registrationServer();
    server.on('POST /rest/v2/signup/click', () => json(200, { result: { token: 'draft-1' } }));
    const { user } = await renderApp({ path: '/registration/email' });
    await user.click(await screen.findByLabelText('A man'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('First name'), 'Leo');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'When is your birthday?' });

    await waitFor(() => expect(server.calls('POST /rest/v2/signup/click')).toHaveLength(2));
    const [first, second] = server.calls('POST /rest/v2/signup/click').map((call) => call.body as Record<string, unknown>);
    expect(first).toMatchObject({ gender: 'male', search_gender: 'female', product_id: 7, funnel_id: 'funnel-1' });
    expect(first).not.toHaveProperty('registration_token');
    expect(second).toMatchObject({ name: 'Leo', registration_token: 'draft-1' });
    expect(second).not.toHaveProperty('password');
    expect(document.cookie).toContain('registration_token=draft-1');
  });

  it('offers the configured social providers on the e-mail step; a click saves the answers, then leaves for the provider', async () => {
    land();
    const server = registrationServer();
    server.on('GET /apis/social/v1/providers', () => json(200, { providers: ['google'] }));
    server.on('POST /rest/v2/signup/click', () => json(200, { result: { token: 'draft-2' } }));
    saveProgress({ flow: 'email', data: FULL_DATA, completedIds: ['gender', 'name', 'birthday', 'goal', 'location'], skippedIds: [], skipOneUsed: false, current: 'email' });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { user } = await renderApp({ path: '/registration/email' });

    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/apis/social/v1/google/start'));
    expect(server.calls('POST /rest/v2/signup/click')[0]!.body).toMatchObject({ name: 'Ana', birthday: '1994-05-17', city_id: 2950159 });
    expect(document.cookie).toContain('registration_token=draft-2');
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
  });

  it('shows no social buttons where the site has no provider', async () => {
    land();
    const server = registrationServer();
    server.on('GET /apis/social/v1/providers', () => json(200, { providers: [] }));
    saveProgress({ flow: 'email', data: FULL_DATA, completedIds: ['gender', 'name', 'birthday', 'goal', 'location'], skippedIds: [], skipOneUsed: false, current: 'email' });
    await renderApp({ path: '/registration/email' });
    await screen.findByLabelText('E-mail');
    await waitFor(() => expect(server.calls('GET /apis/social/v1/providers')).toHaveLength(1));
    expect(screen.queryByText('or')).toBeNull();
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });

  it('signs up at once when the saved registration answers every step; a failure naming no step offers a retry, not a reload loop', async () => {
    land();
    const server = registrationServer();
    document.cookie = 'registration_token=tok-all; path=/';
    server.on('GET /rest/v2/signup/data', () => json(200, { result: { profile: FULL_DATA } }));
    let attempts = 0;
    server.on('POST /rest/v2/signup', () => {
      attempts += 1;
      return attempts === 1
        ? json(400, { code: 0, message: 'Try later', fields: {} })
        : json(200, { result: { isAutoActivated: true, showPaywall: false, ...tokens({ access: 'all-answered' }), user: NEW_MEMBER } });
    });
    const { router, user } = await renderApp({ path: '/registration/email' });

    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't create your account. Please try again.");
    expect(screen.getByRole('heading', { level: 1, name: 'Almost there' })).toBeTruthy();
    expect(server.calls('POST /rest/v2/signup')[0]!.body).toMatchObject({ name: 'Ana', email: 'ana@example.com', registration_token: 'tok-all' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
    expect(readTokens()?.accessToken.access_token).toBe('all-answered');
    expect(attempts).toBe(2);
  });

  it('loads the registration_token data and disables the steps it answers', async () => {
    land();
    const server = registrationServer();
    document.cookie = 'registration_token=tok-1; path=/';
    server.on('GET /rest/v2/signup/data', () => json(200, { result: { profile: { name: 'Mia', gender: 'female', search_gender: 'male', birthday: ' ' } } }));
    await renderApp({ path: '/registration/email' });

    await screen.findByRole('heading', { name: 'When is your birthday?' });
    expect(server.calls('GET /rest/v2/signup/data')[0]!.url.searchParams.get('token')).toBe('tok-1');
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Step 1 of 4');
  });
});

describe('interests step (spec 1 §5)', () => {
  it('groups chips by category and stops at 14', async () => {
    land();
    const server = registrationServer();
    const values = Object.fromEntries(Array.from({ length: 16 }, (_, index) => [String(index + 1), `Interest ${index + 1}`]));
    server.on('GET /rest/v2/user/info/profile/vocabulary/guest', () =>
      json(200, {
        result: {
          interests: {
            id: 'interests',
            type: 'select_many',
            label: 'Interests',
            values,
            visible: Object.keys(values),
            group_by: [
              { id: 1, label: 'Sports', is_popular: true, values: Object.keys(values).slice(0, 8) },
              { id: 2, label: 'Music', is_popular: false, values: Object.keys(values).slice(8) },
            ],
          },
        },
      }),
    );
    saveProgress({ flow: 'default', data: {}, completedIds: [], skippedIds: [], skipOneUsed: false, current: 'interests' });
    const { user } = await renderApp({ path: '/registration' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Sports' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Music' })).toBeTruthy();
    for (let index = 1; index <= 15; index++) await user.click(screen.getByLabelText(`Interest ${index}`));
    expect(screen.getByText('14 of 14 chosen')).toBeTruthy();
    expect((screen.getByLabelText('Interest 15') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('You can choose up to 14 interests.');
  });
});
