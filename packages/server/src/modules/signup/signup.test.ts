import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_ID, REFRESH_COOKIE } from '@amora/contracts';
import { HOUR } from '../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { createMember, login } from '../auth/members.fixture.ts';
import { storeFunnelPhotos } from '../photos/index.ts';
import { signupPayload } from './signup.fixture.ts';

const jpeg = (background: string) => sharp({ create: { width: 320, height: 400, channels: 3, background } }).jpeg().toBuffer();

describe.each(TEST_DIALECTS)('POST /rest/v2/signup on %s', (dialect) => {
  let t: TestApp;
  let ipSeq = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** Each sign-up from its own address, so the per-IP limit only bites where a test wants it to. */
  function signup(payload: Record<string, unknown>, options: { ip?: string; host?: string } = {}) {
    ipSeq += 1;
    return t.request({
      method: 'POST',
      url: '/rest/v2/signup',
      payload,
      remoteAddress: options.ip ?? `10.1.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`,
      ...(options.host ? { headers: { host: options.host } } : {}),
    });
  }

  it('creates the member, logs them in and keeps the profile, birthday normalised', async () => {
    const payload = signupPayload({ password: '  lilac-garden-42  ', unknown_field: 'dropped' });
    const res = await signup(payload);
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toMatchObject({ isAutoActivated: true, showPaywall: true, user: { ok: 1 } });
    expect(result.accessToken.access_token).toEqual(expect.any(String));
    expect(res.cookies.map((c) => c.name)).toContain(REFRESH_COOKIE);
    const account = (await t.app.services.accounts.findByEmail(DEFAULT_BRAND_ID, payload.email as string))!;
    expect(account).toMatchObject({ id: result.user.id, hid: result.user.hid, is_has_password: 1, email_confirmed: 0 });
    const profile = (await t.app.services.accounts.findProfile(account.id))!;
    expect(profile).toMatchObject({ name: 'Marie-Claire', birthday: '1994-03-07', height: 168, weight: 60, marital_status: 1, alcohol: 3, education: 4 });
    expect(JSON.parse(profile.goal)).toEqual([1, 2]);
    expect(JSON.parse(profile.interests)).toEqual([1, 13]);
    // The registration data's language list is the profile's foreign_languages.
    expect(JSON.parse(profile.foreign_languages)).toEqual([1, 4]);
    // The trimmed password is the one login accepts.
    const loginRes = await login(t, { email: payload.email, password: 'lilac-garden-42' }, { ip: '10.200.0.1' });
    expect(loginRes.statusCode).toBe(200);
  });

  it('e-mail flow: no password, an account without one, logged in', async () => {
    const payload = signupPayload();
    delete payload.password;
    const res = await signup(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.isAutoActivated).toBe(true);
    const account = (await t.app.services.accounts.findByEmail(DEFAULT_BRAND_ID, payload.email as string))!;
    expect(account.is_has_password).toBe(0);
    expect(account.password_hash).toBeNull();
  });

  it('a brand that requires confirmation answers without tokens', async () => {
    const res = await signup(signupPayload({ product_id: 13 }), { host: 'heartly.localhost' });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toMatchObject({ isAutoActivated: false, showPaywall: true });
    expect(result.accessToken).toBeUndefined();
    expect(res.cookies.map((c) => c.name)).not.toContain(REFRESH_COOKIE);
  });

  it('defaults the search settings from the member’s own gender and age', async () => {
    const payload = signupPayload({ gender: 'male', birthday: '2000-01-15' });
    for (const key of ['search_gender', 'search_age_from', 'search_age_to']) delete payload[key];
    const res = await signup(payload);
    expect(res.statusCode).toBe(200);
    const profile = (await t.app.services.accounts.findProfile(res.json().result.user.id))!;
    // 26 on the test clock (2026-01-15): 21–31, looking for women.
    expect(profile).toMatchObject({ search_gender: 'female', search_age_from: 21, search_age_to: 31 });
  });

  it('a known city brings its country and coordinates; an unknown one is refused', async () => {
    const res = await signup(signupPayload({ city_id: 2950159, country_id: 1 }));
    expect(res.statusCode).toBe(200);
    const profile = (await t.app.services.accounts.findProfile(res.json().result.user.id))!;
    // Berlin, Germany (GeoNames 2950159 in 2921044).
    expect(profile).toMatchObject({ city_id: 2950159, country_id: 2921044 });
    expect(profile.latitude).toBeCloseTo(52.52, 1);
    expect(profile.longitude).toBeCloseTo(13.41, 1);
    const unknown = await signup(signupPayload({ city_id: 999_999_999 }));
    expect(unknown.json()).toMatchObject({ code: 0, fields: { city_id: 'validation.invalid' } });
  });

  it('code 18 for an invalid e-mail and for one already registered on this brand', async () => {
    const invalid = await signup(signupPayload({ email: 'not-an-address' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 18, fields: { email: 'signup.errors.emailInvalid' } });

    await createMember(t, { email: 'taken@example.com' });
    const taken = await signup(signupPayload({ email: '  TAKEN@example.com ' }));
    expect(taken.json()).toMatchObject({ code: 18, fields: { email: 'signup.errors.emailTaken' } });
    // The same address on another brand is a new account there.
    const otherBrand = await signup(signupPayload({ email: 'taken@example.com', product_id: 8 }), { host: 'lovella.localhost' });
    expect(otherBrand.statusCode).toBe(200);
  });

  it('code 30 for a short password, 31 for a guessable one', async () => {
    const short = await signup(signupPayload({ password: ' short7  ' }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 30, fields: { password: 'signup.errors.passwordTooShort' } });

    const common = await signup(signupPayload({ password: 'Password123' }));
    expect(common.json()).toMatchObject({ code: 31, fields: { password: 'signup.errors.passwordWeak' } });

    const email = 'samepass@example.com';
    const sameAsEmail = await signup(signupPayload({ email, password: email }));
    expect(sameAsEmail.json()).toMatchObject({ code: 31 });
  });

  it('code 0 gathers every other problem and names the fields in the message', async () => {
    const res = await signup(signupPayload({ name: 'R2-D2', height: 119, weight: 181, goal: [], search_gender: 'x' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.message).toMatch(/name/);
    expect(Object.keys(body.fields).sort()).toEqual(['goal', 'height', 'name', 'search_gender', 'weight']);
    expect(body.fields.name).toBe('signup.errors.nameInvalid');
  });

  it('the e-mail comes first when several steps have problems', async () => {
    const res = await signup(signupPayload({ email: 'bad', password: 'short', name: 'X' }));
    expect(res.json()).toMatchObject({ code: 18, fields: { email: expect.any(String), password: expect.any(String), name: expect.any(String) } });
  });

  it('refuses a product_id of another brand', async () => {
    const res = await signup(signupPayload({ product_id: 8 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, fields: { product_id: 'validation.invalid' } });
  });

  it('refuses a social sign-up whose token no provider issued, and creates nothing', async () => {
    const res = await signup(signupPayload({ email: 'social-forger@example.com', social_provider_id: 2, social_token: 'anything' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, fields: { social_token: 'signup.errors.socialTokenInvalid' } });
    expect(await t.app.services.accounts.findByEmail(7, 'social-forger@example.com')).toBeUndefined();
  });

  it('ages are checked on the server clock: 18 today passes, 18 tomorrow does not, 90 does not', async () => {
    // The test clock stands at 2026-01-15.
    expect((await signup(signupPayload({ birthday: '2008-01-15' }))).statusCode).toBe(200);
    const tooYoung = await signup(signupPayload({ birthday: '2008-01-16' }));
    expect(tooYoung.json()).toMatchObject({ code: 0, fields: { birthday: 'signup.errors.ageOutOfBounds' } });
    const tooOld = await signup(signupPayload({ birthday: '1936-01-15' }));
    expect(tooOld.json()).toMatchObject({ code: 0, fields: { birthday: 'signup.errors.ageOutOfBounds' } });
    const notADate = await signup(signupPayload({ birthday: '2001-02-29' }));
    expect(notADate.json()).toMatchObject({ code: 0, fields: { birthday: 'signup.errors.birthdayInvalid' } });
  });

  it('moves the funnel’s photos into the new account, the first as avatar', async () => {
    const uploaded = await storeFunnelPhotos(t.app.platform, t.app.services.photoFiles, 'funnel-ok', [await jpeg('#c06'), await jpeg('#06c')]);
    const hids = uploaded.photos.map((photo) => photo.hid);
    const res = await signup(signupPayload({ funnel_id: 'funnel-ok', photos: hids }));
    expect(res.statusCode).toBe(200);
    const rows = await t.app.platform.db.selectFrom('photos').select(['hid', 'is_avatar']).where('account_id', '=', res.json().result.user.id).orderBy('position').execute();
    expect(rows).toEqual([
      { hid: hids[0], is_avatar: 1 },
      { hid: hids[1], is_avatar: 0 },
    ]);
  });

  it('a failure after the account row is written leaves nothing behind', async () => {
    const [own] = (await storeFunnelPhotos(t.app.platform, t.app.services.photoFiles, 'funnel-a', [await jpeg('#393')])).photos;
    const [foreign] = (await storeFunnelPhotos(t.app.platform, t.app.services.photoFiles, 'funnel-b', [await jpeg('#933')])).photos;
    const payload = signupPayload({ funnel_id: 'funnel-a', photos: [own!.hid, foreign!.hid] });
    const res = await signup(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, fields: { photos: 'signup.errors.photoUnknown' } });
    expect(await t.app.services.accounts.findByEmail(DEFAULT_BRAND_ID, payload.email as string)).toBeUndefined();
    const orphans = await t.app.platform.db
      .selectFrom('profiles')
      .leftJoin('accounts', 'accounts.id', 'profiles.account_id')
      .select('profiles.account_id')
      .where('accounts.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
    expect(await t.app.platform.db.selectFrom('photos').select('hid').where('hid', '=', own!.hid).executeTakeFirst()).toBeUndefined();
    // The address is still free and the funnel's own photo still claimable.
    expect((await signup({ ...payload, photos: [own!.hid] })).statusCode).toBe(200);
  });

  it('photos need the funnel they were uploaded in', async () => {
    const res = await signup(signupPayload({ funnel_id: undefined, photos: ['some-hid'] }));
    expect(res.json()).toMatchObject({ code: 0, fields: { funnel_id: 'validation.required' } });
  });

  it('limits sign-ups per address with retry headers', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 10; i++) {
      expect((await signup(signupPayload({ email: 'bad' }), { ip })).statusCode).toBe(400);
    }
    const limited = await signup(signupPayload(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['x-rate-limit-reset'])).toBeGreaterThan(t.clock.now() / 1000);
    t.clock.advance(HOUR);
    expect((await signup(signupPayload(), { ip })).statusCode).toBe(200);
  });
});
