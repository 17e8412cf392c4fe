import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_ID } from '@amora/contracts';
import { hashSecret } from '../../platform/auth/sessions.ts';
import { DAY } from '../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { signupPayload } from './signup.fixture.ts';

describe.each(TEST_DIALECTS)('saved registrations (signup/click, signup/data) on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const click = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/rest/v2/signup/click', payload, headers });
  const data = (token: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: `/rest/v2/signup/data?token=${encodeURIComponent(token)}&timestamp=1`, headers });

  it('keeps the partial data a week under a token, never the password', async () => {
    const saved = await click({
      product_id: DEFAULT_BRAND_ID,
      name: ' Léa ',
      gender: 'female',
      birthday: '1990-5-4',
      password: 'secret-pass-1',
      goal: [2],
      profile_fields: { marital_status: 1, religion: 3 },
    });
    expect(saved.statusCode).toBe(200);
    const { token } = saved.json().result;
    const res = await data(token);
    expect(res.statusCode).toBe(200);
    // The profile attributes come back at top level, where the funnel reads every answer.
    expect(res.json().result.profile).toEqual({ name: 'Léa', gender: 'female', birthday: '1990-05-04', goal: [2], marital_status: 1, religion: 3 });

    t.clock.advance(7 * DAY);
    expect((await data(token)).statusCode).toBe(404);
    // The signup.drafts-purge job then drops it, and only what has expired.
    expect(await t.app.platform.jobs.run('signup.drafts-purge')).toBeGreaterThanOrEqual(1);
    const left = await t.app.platform.db.selectFrom('registration_drafts').select('expires_at').execute();
    expect(left.every((row) => row.expires_at > t.clock.now())).toBe(true);
  });

  it('the funnel saving step after step updates one draft under the same token', async () => {
    const { token } = (await click({ product_id: DEFAULT_BRAND_ID, gender: 'female', search_gender: 'male' })).json().result;
    const updated = await click({ product_id: DEFAULT_BRAND_ID, name: 'Mia', registration_token: token });
    expect(updated.json().result.token).toBe(token);
    expect((await data(token)).json().result.profile).toEqual({ gender: 'female', search_gender: 'male', name: 'Mia' });
    const rows = await t.app.platform.db.selectFrom('registration_drafts').select('token_hash').execute();
    expect(rows.filter((row) => row.token_hash === hashSecret(token))).toHaveLength(1);

    // An update a week on keeps it alive another week.
    t.clock.advance(6 * DAY);
    await click({ name: 'Mia', registration_token: token });
    t.clock.advance(2 * DAY);
    expect((await data(token)).json().result.profile).toMatchObject({ gender: 'female', name: 'Mia' });
  });

  it('an expired or foreign token gets a new draft, never the old one back', async () => {
    const { token } = (await click({ name: 'Léa' })).json().result;
    const fresh = (await click({ name: 'Noor', registration_token: token }, { host: 'lovella.localhost' })).json().result.token;
    expect(fresh).not.toBe(token);
    expect((await data(fresh, { host: 'lovella.localhost' })).json().result.profile).toEqual({ name: 'Noor' });
    expect((await data(token)).json().result.profile).toEqual({ name: 'Léa' });
  });

  it('a token of one brand means nothing on another', async () => {
    const { token } = (await click({ name: 'Léa' })).json().result;
    expect((await data(token, { host: 'lovella.localhost' })).statusCode).toBe(404);
    expect((await data('unknown-token')).statusCode).toBe(404);
  });

  it('refuses invalid fields with the sign-up codes', async () => {
    const res = await click({ email: 'nope', height: 300 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 18, fields: { email: 'signup.errors.emailInvalid', height: 'validation.tooBig' } });
    expect((await click({ product_id: 8 })).json()).toMatchObject({ code: 0, fields: { product_id: 'validation.invalid' } });
  });

  it('sign-up merges the saved data and spends the token', async () => {
    const full = signupPayload();
    const { token } = (await click({ name: 'Saved Name', gender: 'male', birthday: '1988-12-1', interests: [5, 6] })).json().result;
    const res = await t.request({
      method: 'POST',
      url: '/rest/v2/signup',
      payload: { product_id: DEFAULT_BRAND_ID, email: full.email, password: full.password, registration_token: token },
    });
    expect(res.statusCode).toBe(200);
    const profile = (await t.app.services.accounts.findProfile(res.json().result.user.id))!;
    expect(profile).toMatchObject({ name: 'Saved Name', gender: 'male', birthday: '1988-12-01' });
    expect(JSON.parse(profile.interests)).toEqual([5, 6]);
    expect((await data(token)).statusCode).toBe(404);
    // A spent or unknown token is a field error, not a silent sign-up without the data.
    const again = await t.request({ method: 'POST', url: '/rest/v2/signup', payload: { ...signupPayload(), registration_token: token } });
    expect(again.json()).toMatchObject({ code: 0, fields: { registration_token: 'signup.errors.registrationTokenInvalid' } });
  });
});
