import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldErrorKey, MIN_PHOTO_SIDE, PhotoStatus, SocialProviderId, type PremoderatedPhoto } from '@amora/contracts';
import { MINUTE } from '../../platform/clock.ts';
import { startIdentityProvider, type TestIdentityProvider } from '../../testing/identity-provider.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { createSocialToken } from './social-token.ts';

const USERS = [
  { id: 'fb-1', email: 'paula@example.com', name: 'Paula', photos: 2, tinyPhotos: 1 },
  { id: 'fb-2', email: 'nophotos@example.com', name: 'Nora' },
];

/** start → provider consent → callback, as the browser follows them; the local Location at the end. */
async function connect(t: TestApp, query: string): Promise<URL> {
  const started = await t.request({ method: 'GET', url: `/apis/social/v1/facebook/start${query}` });
  expect(started.statusCode, started.body).toBe(302);
  const cookie = String(started.headers['set-cookie']).split(';')[0]!;
  const consent = await fetch(started.headers.location as string, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const res = await t.request({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(302);
  return new URL(res.headers.location as string, 'http://localhost:8080');
}

const photosOf = (t: TestApp, token: string) =>
  t.request({ method: 'GET', url: `/rest/v2/social/facebook/photos?social_token=${encodeURIComponent(token)}&timestamp=1` });

describe.each(TEST_DIALECTS)('Facebook photos import on %s', (dialect) => {
  let t: TestApp;
  let idp: TestIdentityProvider;

  beforeAll(async () => {
    const clockHolder = { now: () => t.clock.now() };
    idp = await startIdentityProvider({ users: USERS, clock: clockHolder });
    // The local provider serves its photos on loopback, which the import may only reach when allowed.
    t = await startTestApp(dialect, { env: { ...idp.env, PHOTO_URL_ALLOWLIST: '127.0.0.1/32' } });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  it('a member connects Facebook for photos, comes back to /photos/facebook and imports a listed photo', async () => {
    // The Facebook e-mail is this very member's: a sign-in would answer an ak, the photos flow must not.
    const member = await t.seed.member({ email: 'paula@example.com' });
    idp.signInAs('fb-1');
    const location = await connect(t, '?purpose=photos&redirect=/photos/facebook');
    expect(location.pathname).toBe('/photos/facebook');
    expect(location.searchParams.has('ak')).toBe(false);
    const token = location.searchParams.get('social_token')!;

    const res = await photosOf(t, token);
    expect(res.statusCode, res.body).toBe(200);
    const { result } = res.json() as { result: { type: string; premoderated_photos: PremoderatedPhoto[] } };
    expect(result.type).toBe('facebook');
    expect(result.premoderated_photos.map((p) => p.pass)).toEqual([true, true, false]);
    const [first, , tiny] = result.premoderated_photos;
    const widthAt = async (url: string) => (await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).metadata()).width;
    expect(await widthAt(first!.large_url)).toBe(720);
    expect(await widthAt(first!.small_url)).toBe(130);
    expect(await widthAt(tiny!.large_url)).toBeLessThan(MIN_PHOTO_SIDE);

    const imported = await t.request({
      method: 'POST',
      url: '/apis/photos/v1/users/me/photos/from/url',
      headers: member.headers,
      payload: { url: first!.large_url, album_id: -3 },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ status: PhotoStatus.pending, metadata: { width: 720, height: 900 } });
  });

  it('without a redirect the photos flow still returns to /photos/facebook; an account without photos lists none', async () => {
    idp.signInAs('fb-2');
    const location = await connect(t, '?purpose=photos');
    expect(location.pathname).toBe('/photos/facebook');
    const res = await photosOf(t, location.searchParams.get('social_token')!);
    expect(res.json()).toEqual({ result: { type: 'facebook', premoderated_photos: [] } });
  });

  it('a photos token is good for 30 minutes and is neither a sign-up token nor accepted forged', async () => {
    idp.signInAs('fb-1');
    const token = (await connect(t, '?purpose=photos')).searchParams.get('social_token')!;
    const invalid = { fields: { social_token: FieldErrorKey.invalid } };

    // It carries the provider's access token encrypted: nothing of it reads in the clear.
    expect(token.split('.')).toHaveLength(5);
    const identity = await t.request({ method: 'GET', url: `/apis/social/v1/facebook/identity?social_token=${token}` });
    expect(identity.statusCode).toBe(400);

    const signupToken = await createSocialToken(t.app.platform, SocialProviderId.facebook, { providerUserId: 'fb-1', emailVerified: true });
    expect((await photosOf(t, signupToken)).json()).toMatchObject(invalid);
    const tampered = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect((await photosOf(t, tampered)).statusCode).toBe(400);
    expect((await photosOf(t, 'not-a-token')).statusCode).toBe(400);

    t.clock.advance(29 * MINUTE);
    expect((await photosOf(t, token)).statusCode).toBe(200);
    t.clock.advance(2 * MINUTE);
    const expired = await photosOf(t, token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject(invalid);
  });

  it('a sign-in never yields a photos token, and Google has no photos to import', async () => {
    idp.signInAs('fb-2');
    const signin = await connect(t, '');
    expect(signin.pathname).toBe('/social/facebook');
    expect((await photosOf(t, signin.searchParams.get('social_token')!)).statusCode).toBe(400);

    const google = await t.request({ method: 'GET', url: '/apis/social/v1/google/start?purpose=photos' });
    expect(google.statusCode).toBe(400);
    expect(google.json()).toMatchObject({ fields: { purpose: FieldErrorKey.invalid } });
    expect((await t.request({ method: 'GET', url: '/apis/social/v1/facebook/start?purpose=albums' })).statusCode).toBe(400);
  });

  it('answers 400 without a social_token', async () => {
    const res = await t.request({ method: 'GET', url: '/rest/v2/social/facebook/photos' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { social_token: expect.any(String) } });
  });
});

describe.each(TEST_DIALECTS)('Facebook photos import on a site without Facebook on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers 404 for the photos and for starting the photos flow', async () => {
    const photos = await photosOf(t, 'any-token');
    expect(photos.statusCode).toBe(404);
    expect(photos.json()).toMatchObject({ message: 'Social provider facebook is not enabled' });
    expect((await t.request({ method: 'GET', url: '/apis/social/v1/facebook/start?purpose=photos' })).statusCode).toBe(404);
  });
});
