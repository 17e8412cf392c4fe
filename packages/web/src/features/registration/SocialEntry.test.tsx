import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { fakeServer, json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { readSocialPrefill } from './social-prefill.ts';

const IDENTITY = {
  social_provider_id: 2,
  flow: 2,
  email: 'sofia@example.com',
  email_verified: true,
  name: 'Sofia',
  gender: null,
  birthday: null,
  picture_url: null,
  photos: [],
};

function server() {
  const fake = fakeServer();
  fake.on('POST /v3/ui/events/pageVisit:collect', () => json(200, {}));
  fake.on('GET /apis/social/v1/google/identity', () => json(200, IDENTITY));
  return fake;
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('social entry pages /social/{provider} (spec 1 §2)', () => {
  it('reads the identity for the token, drops the token from the address and goes on to the funnel prefilled', async () => {
    const fake = server();
    const { router } = await renderApp({ path: '/social/google?social_token=tok-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration/google'));
    expect(router.state.location.search).not.toContain('social_token');
    expect(fake.calls('GET /apis/social/v1/google/identity')[0]!.url.searchParams.get('social_token')).toBe('tok-1');
    const prefill = readSocialPrefill('social2');
    expect(prefill?.data).toEqual({ email: 'sofia@example.com', name: 'Sofia' });
    expect(prefill?.signup).toEqual({ social_provider_id: 2, social_token: 'tok-1' });
    expect(readSocialPrefill('social1')).toBeNull();
  });

  it('shows the provider refusal translated, with a new start and the way home', async () => {
    server();
    await renderApp({ path: '/social/google?social_error=access_denied', language: 'de-DE' });
    expect(await screen.findByRole('heading', { name: 'Die Anmeldung hat nicht geklappt' })).toBeTruthy();
    expect(screen.getByText(/Du hast die Anmeldung abgebrochen/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Erneut versuchen' }).getAttribute('href')).toBe('/apis/social/v1/google/start');
  });

  it('says the sign-in took too long when the token is no longer valid', async () => {
    const fake = server();
    fake.on('GET /apis/social/v1/google/identity', () => json(400, { code: 400, message: 'expired' }));
    await renderApp({ path: '/social/google?social_token=old' });
    expect(await screen.findByText('The sign-in took too long. Please start it again.')).toBeTruthy();
  });
});
