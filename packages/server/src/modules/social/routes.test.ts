import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocialProviderId, type SocialProviderName } from '@amora/contracts';
import { MINUTE } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { startIdentityProvider, type TestIdentityProvider } from '../../testing/identity-provider.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { createMember } from '../auth/members.fixture.ts';
import { signupPayload } from '../signup/signup.fixture.ts';
import { createSocialVerifier, verifySocialToken } from './social-token.ts';

const USERS = [
  { id: 'g-100', email: 'gina@example.com', name: 'Gina' },
  { id: 'fb-200', email: 'fiona@example.com', name: 'Fiona', gender: 'female' as const, birthday: '1994-07-21', photos: 2 },
  { id: 'g-300', email: 'member@example.com', name: 'Member' },
  { id: 'g-400', email: 'unverified@example.com', emailVerified: false, name: 'Unverified' },
  { id: 'g-500', email: 'sam@example.com', name: 'Sam' },
  { id: 'g-600', email: 'rio@example.com', name: 'Rio' },
];

interface Started {
  /** The provider's authorization URL the browser is sent to. */
  authorizeUrl: URL;
  cookie: string;
}

/** GET …/start as the browser does; the binding cookie comes back as a `name=value` pair. */
async function start(t: TestApp, provider: SocialProviderName, query = ''): Promise<Started> {
  const res = await t.request({ method: 'GET', url: `/apis/social/v1/${provider}/start${query}` });
  expect(res.statusCode, res.body).toBe(302);
  const setCookie = String(res.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  return { authorizeUrl: new URL(res.headers.location as string), cookie: setCookie.split(';')[0]! };
}

/** The browser at the provider: it consents and answers with a redirect to our callback. */
async function atProvider(authorizeUrl: URL): Promise<URL> {
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** Back on our callback (the local path of the provider's redirect) with the binding cookie. */
function callback(t: TestApp, back: URL, cookie?: string) {
  return t.request({ method: 'GET', url: `${back.pathname}${back.search}`, headers: cookie ? { cookie } : {} });
}

/** start → provider → callback; the local Location the callback answers. */
async function signIn(t: TestApp, provider: SocialProviderName, query = ''): Promise<URL> {
  const { authorizeUrl, cookie } = await start(t, provider, query);
  const res = await callback(t, await atProvider(authorizeUrl), cookie);
  expect(res.statusCode, res.body).toBe(302);
  return new URL(res.headers.location as string, 'http://localhost:8080');
}

function withState(back: URL, state: string): URL {
  const url = new URL(back);
  url.searchParams.set('state', state);
  return url;
}

describe.each(TEST_DIALECTS)('social sign-in through the local identity provider on %s', (dialect) => {
  let t: TestApp;
  let idp: TestIdentityProvider;

  beforeAll(async () => {
    // Token expiry runs on the app's clock: the IdP issues on it too.
    const clockHolder: { now(): number } = { now: () => t.clock.now() };
    idp = await startIdentityProvider({ users: USERS, clock: clockHolder });
    t = await startTestApp(dialect, { env: idp.env });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  it('lists the configured providers for the funnel\'s buttons; a site without any lists none', async () => {
    const res = await t.request({ method: 'GET', url: '/apis/social/v1/providers?timestamp=1' });
    expect(res.json()).toEqual({ providers: ['facebook', 'google'] });
    const bare = await startTestApp(dialect);
    try {
      expect((await bare.request({ method: 'GET', url: '/apis/social/v1/providers' })).json()).toEqual({ providers: [] });
    } finally {
      await bare.close();
    }
  });

  it('Google: start sends the browser to the provider with state, nonce and PKCE', async () => {
    const { authorizeUrl } = await start(t, 'google');
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${idp.issuer}/authorize`);
    const q = authorizeUrl.searchParams;
    expect(q.get('client_id')).toBe(idp.clients.google.clientId);
    expect(q.get('redirect_uri')).toBe('http://localhost:8080/apis/social/v1/google/callback');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toBeTruthy();
    // The PKCE verifier travels inside the state, so the state must not be readable.
    expect(q.get('state')!.split('.')).toHaveLength(5);
  });

  it('Google: a new identity continues the funnel with a social_token that verifies to the identity', async () => {
    idp.signInAs('g-100');
    const location = await signIn(t, 'google');
    expect(location.pathname).toBe('/social/google');
    const token = location.searchParams.get('social_token')!;
    const identity = await verifySocialToken(t.app.platform, SocialProviderId.google, token);
    expect(identity).toMatchObject({ providerUserId: 'g-100', email: 'gina@example.com', emailVerified: true, name: 'Gina' });

    const prefill = await t.request({ method: 'GET', url: `/apis/social/v1/google/identity?social_token=${token}` });
    expect(prefill.statusCode).toBe(200);
    expect(prefill.json()).toEqual({
      social_provider_id: 2,
      flow: 2,
      email: 'gina@example.com',
      email_verified: true,
      name: 'Gina',
      gender: null,
      birthday: null,
      picture_url: null,
      photos: [],
    });
  });

  it('Google (social flow 2): the social_token signs a new member up, logged in with the e-mail already confirmed', async () => {
    idp.signInAs('g-500');
    const token = (await signIn(t, 'google')).searchParams.get('social_token')!;
    const res = await t.request({
      method: 'POST',
      url: '/rest/v2/signup',
      payload: signupPayload({ email: 'sam@example.com', password: undefined, social_provider_id: 2, social_token: token }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ isAutoActivated: true, accessToken: { access_token: expect.any(String) } });
    const account = await t.app.services.accounts.findByEmail(7, 'sam@example.com');
    expect(account?.email_confirmed).toBe(1);
  });

  it('refuses a social_token presented for another e-mail address than the provider verified', async () => {
    idp.signInAs('g-600');
    const token = (await signIn(t, 'google')).searchParams.get('social_token')!;
    const res = await t.request({
      method: 'POST',
      url: '/rest/v2/signup',
      payload: signupPayload({ email: 'someone-else@example.com', social_provider_id: 2, social_token: token }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const account = await t.app.services.accounts.findByEmail(7, 'someone-else@example.com');
    // The token vouches only for gina@: the other address stays unconfirmed until its owner confirms it.
    expect(account?.email_confirmed).toBe(0);
  });

  it('Facebook: the Graph identity with gender, birthday and the photos to import (real JPEGs)', async () => {
    idp.signInAs('fb-200');
    const { authorizeUrl, cookie } = await start(t, 'facebook');
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(idp.facebookUrls.authUrl);
    expect(authorizeUrl.searchParams.get('scope')).toContain('user_photos');
    const res = await callback(t, await atProvider(authorizeUrl), cookie);
    const location = new URL(res.headers.location as string, 'http://localhost:8080');
    expect(location.pathname).toBe('/social/facebook');

    const identity = await verifySocialToken(t.app.platform, SocialProviderId.facebook, location.searchParams.get('social_token')!);
    expect(identity).toMatchObject({ providerUserId: 'fb-200', email: 'fiona@example.com', emailVerified: true, name: 'Fiona', gender: 'female', birthday: '1994-07-21' });
    expect(identity.pictureUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(identity.photos).toHaveLength(2);
    for (const url of identity.photos!) {
      const photo = await fetch(url);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
      // The largest rendition of each Graph photo is the one offered.
      expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 720 });
    }
    const prefill = await t.request({ method: 'GET', url: `/apis/social/v1/facebook/identity?social_token=${location.searchParams.get('social_token')}` });
    expect(prefill.json()).toMatchObject({ social_provider_id: 1, flow: 1, photos: identity.photos });
  });

  it('a verified e-mail that already has an account logs in with an ak instead', async () => {
    const member = await createMember(t, { email: 'Member@Example.com' });
    idp.signInAs('g-300');
    const location = await signIn(t, 'google');
    expect(location.pathname).toBe('/');
    const ak = location.searchParams.get('ak')!;
    const login = await t.request({ method: 'POST', url: '/rest/v2/login/ak', payload: { product_id: member.brand_id, ak } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().result.accessToken.access_token).toEqual(expect.any(String));
  });

  it('the sign-up verifier vouches only for the e-mail the provider verified', async () => {
    idp.signInAs('g-100');
    const token = (await signIn(t, 'google')).searchParams.get('social_token')!;
    const verifier = createSocialVerifier(t.app.platform);
    await expect(verifier.verify(SocialProviderId.google, token, ' Gina@Example.com')).resolves.toEqual({ emailVerified: true });
    await expect(verifier.verify(SocialProviderId.google, token, 'other@example.com')).resolves.toEqual({ emailVerified: false });
    await expect(verifier.verify(SocialProviderId.facebook, token, 'gina@example.com')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('an unverified e-mail never logs into the account that has it', async () => {
    await createMember(t, { email: 'unverified@example.com' });
    idp.signInAs('g-400');
    const location = await signIn(t, 'google');
    expect(location.pathname).toBe('/social/google');
    const identity = await verifySocialToken(t.app.platform, SocialProviderId.google, location.searchParams.get('social_token')!);
    expect(identity.emailVerified).toBe(false);
  });

  it('continues on the requested local page, and refuses another origin', async () => {
    idp.signInAs('g-100');
    const location = await signIn(t, 'google', '?redirect=%2Fregistration%3Fflow%3D2');
    expect(location.pathname).toBe('/registration');
    expect(location.searchParams.get('flow')).toBe('2');
    expect(location.searchParams.get('social_token')).toBeTruthy();
    for (const redirect of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/.//evil.example/x', '/a/..//evil.example', '/\t/evil.example', `/${'a'.repeat(150)}!`]) {
      const res = await t.request({ method: 'GET', url: `/apis/social/v1/google/start?redirect=${encodeURIComponent(redirect)}` });
      expect(res.statusCode, redirect).toBe(400);
    }
  });

  it('a visitor who cancels at the provider goes back to the funnel with the error', async () => {
    idp.signInAs(null);
    const location = await signIn(t, 'facebook');
    expect(location.pathname).toBe('/social/facebook');
    expect(location.searchParams.get('social_error')).toBe('access_denied');
    expect(location.searchParams.has('social_token')).toBe(false);
    idp.signInAs('g-100');
  });

  it('rejects a tampered, foreign, expired or other-provider state, and a callback from another browser', async () => {
    const { authorizeUrl, cookie } = await start(t, 'google');
    const back = await atProvider(authorizeUrl);
    const state = back.searchParams.get('state')!;
    const flipped = state.slice(0, -3) + (state.at(-3) === 'A' ? 'B' : 'A') + state.slice(-2);
    const cases: [string, URL, string | undefined][] = [
      ['tampered', withState(back, flipped), cookie],
      ['garbage', withState(back, 'not-a-state'), cookie],
      ['no cookie', back, undefined],
      ['another browser', back, 'social_binding=someone-else'],
    ];
    for (const [name, url, cookieHeader] of cases) {
      const res = await callback(t, url, cookieHeader);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ code: 400, fields: { state: 'validation.invalid' } });
    }
    const otherProvider = await t.request({ method: 'GET', url: `/apis/social/v1/facebook/callback${back.search}`, headers: { cookie } });
    expect(otherProvider.statusCode).toBe(400);
    expect(otherProvider.json().fields).toEqual({ state: 'validation.invalid' });

    t.clock.advance(10 * MINUTE + 1000);
    const expired = await callback(t, back, cookie);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fields).toEqual({ state: 'validation.invalid' });
  });

  it('a state is good for 10 minutes, and a code works once', async () => {
    const { authorizeUrl, cookie } = await start(t, 'google');
    // The visitor lingers on the provider's consent page; the code itself is short-lived.
    t.clock.advance(9 * MINUTE);
    const back = await atProvider(authorizeUrl);
    expect((await callback(t, back, cookie)).statusCode).toBe(302);
    const replay = await callback(t, back, cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 400, fields: { code: 'validation.invalid' } });
  });

  it('a callback without state or code is a clean 400', async () => {
    const noState = await t.request({ method: 'GET', url: '/apis/social/v1/google/callback?code=abc' });
    expect(noState.json()).toMatchObject({ code: 400, fields: { state: 'validation.required' } });
    const { authorizeUrl, cookie } = await start(t, 'google');
    const back = await atProvider(authorizeUrl);
    back.searchParams.delete('code');
    const noCode = await callback(t, back, cookie);
    expect(noCode.json()).toMatchObject({ code: 400, fields: { code: 'validation.required' } });
  });

  it('a social_token is refused when forged, expired or presented for the other provider', async () => {
    const location = await signIn(t, 'google');
    const token = location.searchParams.get('social_token')!;
    const refusal = { statusCode: 400, fields: { social_token: 'validation.invalid' } };
    await expect(verifySocialToken(t.app.platform, SocialProviderId.facebook, token)).rejects.toMatchObject(refusal);
    await expect(verifySocialToken(t.app.platform, SocialProviderId.google, `${token.slice(0, -2)}xx`)).rejects.toMatchObject(refusal);
    const access = await t.app.platform.sessions.start({ id: 1, brand_id: 7 });
    await expect(verifySocialToken(t.app.platform, SocialProviderId.google, access.accessToken.access_token)).rejects.toMatchObject(refusal);
    await expect(verifySocialToken(t.app.platform, 3, token)).rejects.toMatchObject({ statusCode: 400, fields: { social_provider_id: 'validation.invalid' } });

    const prefill = await t.request({ method: 'GET', url: `/apis/social/v1/facebook/identity?social_token=${token}` });
    expect(prefill.statusCode).toBe(400);
    expect(prefill.json()).toMatchObject({ code: 400, fields: { social_token: 'validation.invalid' } });

    await expect(verifySocialToken(t.app.platform, SocialProviderId.google, token)).resolves.toMatchObject({ providerUserId: 'g-100' });
    t.clock.advance(30 * MINUTE + 1000);
    await expect(verifySocialToken(t.app.platform, SocialProviderId.google, token)).rejects.toBeInstanceOf(ApiError);
  });

  it('answers no fuzzed callback, start or identity call with a 5xx while the providers are enabled', { timeout: 60_000 }, async () => {
    const { authorizeUrl, cookie } = await start(t, 'google');
    const state = (await atProvider(authorizeUrl)).searchParams.get('state')!;
    const text = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('', '%00', '..', '//x', 'a'.repeat(3000)));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('google', 'facebook'),
        fc.constantFrom('start', 'callback', 'identity'),
        fc.dictionary(fc.constantFrom('code', 'state', 'error', 'redirect', 'social_token'), text, { maxKeys: 4 }),
        fc.boolean(),
        async (provider, action, query, ourState) => {
          const search = new URLSearchParams(query);
          if (ourState) search.set('state', state);
          const res = await t.request({ method: 'GET', url: `/apis/social/v1/${provider}/${action}?${search}`, headers: { cookie } });
          expect(res.statusCode, `${action} ${search} → ${res.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe.each(TEST_DIALECTS)('social sign-in with no provider configured on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each(['start', 'callback?code=a&state=b', 'identity?social_token=x'])('GET …/%s answers the 404 envelope', async (path) => {
    for (const provider of ['google', 'facebook']) {
      const res = await t.request({ method: 'GET', url: `/apis/social/v1/${provider}/${path}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, message: `Social provider ${provider} is not enabled` });
    }
  });

  it('a sign-up naming a disabled provider gets a 400 on social_provider_id', async () => {
    await expect(verifySocialToken(t.app.platform, SocialProviderId.google, 'x')).rejects.toMatchObject({
      statusCode: 400,
      fields: { social_provider_id: 'validation.invalid' },
    });
  });

  it('an unknown provider is a 400 on the path', async () => {
    const res = await t.request({ method: 'GET', url: '/apis/social/v1/twitter/start' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, fields: { provider: expect.any(String) } });
  });
});
