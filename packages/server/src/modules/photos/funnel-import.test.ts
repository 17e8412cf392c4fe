import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, PhotoErrorCode, SocialProviderId, type FunnelPhotosResponse } from '@amora/contracts';
import { startIdentityProvider, type TestIdentityProvider } from '../../testing/identity-provider.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { signupPayload } from '../signup/signup.fixture.ts';
import { createSocialToken, verifySocialToken } from '../social/index.ts';
import { downloadPhoto } from './funnel-import.ts';
import { photosRepo } from './repo.ts';

const FACEBOOK_USER = { id: 'fb-900', email: 'frida@example.com', name: 'Frida', gender: 'female' as const, birthday: '1993-05-02', photos: 3 };
/** Signs up in no test, so its sign-ins keep continuing the funnel. */
const VISITOR = { id: 'fb-901', email: 'felix@example.com', name: 'Felix', gender: 'male' as const, photos: 2 };

describe.each(TEST_DIALECTS)('funnel photo import from Facebook on %s', (dialect) => {
  let t: TestApp;
  let idp: TestIdentityProvider;
  let nextIp = 1;

  beforeAll(async () => {
    const clockHolder: { now(): number } = { now: () => t.clock.now() };
    idp = await startIdentityProvider({ users: [FACEBOOK_USER, VISITOR], clock: clockHolder });
    t = await startTestApp(dialect, { env: idp.env });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  /** start → the IdP → callback, as the browser does: the funnel's social_token. */
  async function socialToken(userId = VISITOR.id): Promise<string> {
    idp.signInAs(userId);
    const start = await t.request({ method: 'GET', url: '/apis/social/v1/facebook/start' });
    expect(start.statusCode, start.body).toBe(302);
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const atProvider = await fetch(start.headers.location as string, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    const callback = await t.request({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
    expect(callback.statusCode, callback.body).toBe(302);
    return new URL(callback.headers.location as string, 'http://localhost').searchParams.get('social_token')!;
  }

  function importPhotos(funnelId: string, payload: Record<string, unknown>, ip = `203.0.113.${nextIp++}`) {
    return t.request({ method: 'POST', url: `/apis/photos/v1/funnels/${funnelId}/photos:import`, payload, remoteAddress: ip });
  }

  it('imports the identity\'s photos through the upload pipeline; the sign-up claims them, the first as the avatar', async () => {
    const token = await socialToken(FACEBOOK_USER.id);
    const { photos: offered } = await verifySocialToken(t.app.platform, SocialProviderId.facebook, token);
    expect(offered).toHaveLength(3);
    const res = await importPhotos('fb-funnel-1', { social_provider_id: 1, social_token: token, urls: [offered![1], offered![0]] });
    expect(res.statusCode, res.body).toBe(200);
    const { photos } = res.json() as FunnelPhotosResponse;
    expect(photos).toHaveLength(2);
    const file = await t.request({ method: 'GET', url: photos[0]!.urls.avatar_l });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');

    const signup = await t.request({
      method: 'POST',
      url: '/rest/v2/signup',
      payload: signupPayload({
        email: FACEBOOK_USER.email,
        password: undefined,
        social_provider_id: 1,
        social_token: token,
        funnel_id: 'fb-funnel-1',
        photos: photos.map((p) => p.hid),
      }),
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const account = await t.app.services.accounts.findByEmail(7, FACEBOOK_USER.email);
    expect((await photosRepo.findAvatar(t.app.platform.db, account!.id))!.hid).toBe(photos[0]!.hid);
  });

  it('refuses an address that is not among the identity\'s photos, fetching nothing', async () => {
    const token = await socialToken();
    for (const url of ['http://169.254.169.254/latest/meta-data/', `${idp.issuer}/facebook/photos/someone-else/1.jpg`]) {
      const res = await importPhotos('fb-funnel-2', { social_provider_id: 1, social_token: token, urls: [url] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { urls: 'validation.invalid' } });
    }
    expect(await t.app.platform.db.selectFrom('funnel_photos').select('id').where('funnel_id', '=', 'fb-funnel-2').execute()).toEqual([]);
  });

  it('refuses a forged, another provider\'s or a missing token with 400', async () => {
    const token = await socialToken();
    const { photos: offered } = await verifySocialToken(t.app.platform, SocialProviderId.facebook, token);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const google = await createSocialToken(t.app.platform, SocialProviderId.google, { providerUserId: 'x', emailVerified: false, photos: offered });
    for (const body of [
      { social_provider_id: 1, social_token: forged, urls: offered },
      { social_provider_id: 1, social_token: google, urls: offered },
      { social_provider_id: 2, social_token: token, urls: offered },
      { social_provider_id: 1, urls: offered },
      { social_provider_id: 1, social_token: token, urls: Array.from({ length: 11 }, () => offered![0]) },
    ]) {
      const res = await importPhotos('fb-funnel-3', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a photo over 7,000,000 bytes and one that is not an image', async () => {
    const big = new Response(new Uint8Array(MAX_PHOTO_BYTES + 1));
    await expect(downloadPhoto('http://photos.test/big.jpg', async () => big)).rejects.toMatchObject({ code: PhotoErrorCode.invalidFile });
    const chunked = new Response(new ReadableStream({ pull: (c) => c.enqueue(new Uint8Array(1_000_000)) }));
    await expect(downloadPhoto('http://photos.test/endless.jpg', async () => chunked)).rejects.toMatchObject({ code: PhotoErrorCode.invalidFile });
    await expect(downloadPhoto('http://photos.test/gone.jpg', async () => new Response('no', { status: 404 }))).rejects.toMatchObject({ code: PhotoErrorCode.uploadFailed });
  });
});
