import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, FieldErrorKey, GDPR_COUNTRY_CODES } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { consentPolicyFor } from './policy.ts';

/** Client addresses geoip-country places in the United States, Brazil and Germany. */
const US_IP = '8.8.8.8';
const BR_IP = '200.160.2.3';
const DE_IP = '81.169.145.1';
/** GeoNames ids: New York (no state privacy law with a sale opt-out) and Los Angeles (CCPA). */
const NEW_YORK = 5128581;
const LOS_ANGELES = 5368361;

describe('the consent policy of a region (spec 1 §6)', () => {
  it('is GDPR for the 28 countries, strict for the US unless the state is known to have no law, simple elsewhere', () => {
    expect(GDPR_COUNTRY_CODES).toHaveLength(28);
    for (const country of GDPR_COUNTRY_CODES) expect(consentPolicyFor(country, null)).toBe('gdpr');
    expect(consentPolicyFor('US', null)).toBe('strict');
    expect(consentPolicyFor('US', 'CA')).toBe('strict');
    expect(consentPolicyFor('US', 'CO')).toBe('strict');
    expect(consentPolicyFor('US', 'NY')).toBe('simple');
    expect(consentPolicyFor('BR', null)).toBe('simple');
    expect(consentPolicyFor('CH', null)).toBe('simple');
  });
});

describe.each(TEST_DIALECTS)('consent on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const policy = (remoteAddress?: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: '/rest/v2/consent/policy?timestamp=1', headers, ...(remoteAddress ? { remoteAddress } : {}) });
  const getConsent = (headers: { authorization: string }) => t.request({ method: 'GET', url: '/rest/v2/user/settings/consent', headers });
  const putConsent = (headers: { authorization: string }, payload: unknown) =>
    t.request({ method: 'PUT', url: '/rest/v2/user/settings/consent', headers, payload: payload as Record<string, unknown> });

  it('picks the popup from the country of the request, loopback reading DEFAULT_COUNTRY (DE)', async () => {
    expect((await policy()).json().result).toEqual({ policy: 'gdpr', country: 'DE' });
    expect((await policy(DE_IP)).json().result).toEqual({ policy: 'gdpr', country: 'DE' });
    expect((await policy(US_IP)).json().result).toEqual({ policy: 'strict', country: 'US' });
    expect((await policy(BR_IP)).json().result).toEqual({ policy: 'simple', country: 'BR' });
  });

  it('lets a US member’s profile city tell the state', async () => {
    const newYorker = await t.seed.member({ profile: { city_id: NEW_YORK } });
    const angeleno = await t.seed.member({ profile: { city_id: LOS_ANGELES } });
    expect((await policy(US_IP, newYorker.headers)).json().result.policy).toBe('simple');
    expect((await policy(US_IP, angeleno.headers)).json().result.policy).toBe('strict');
    // Outside the US the city plays no part.
    expect((await policy(DE_IP, newYorker.headers)).json().result.policy).toBe('gdpr');
  });

  it('answers 401 for a bad token rather than guessing who asks', async () => {
    const res = await policy(undefined, { authorization: 'JWT nonsense' });
    expect(res.statusCode).toBe(401);
  });

  it('is not configured until the member chooses, then keeps the choice with the time', async () => {
    const member = await t.seed.member();
    expect((await getConsent(member.headers)).json().result).toEqual({
      configured: false,
      necessary: true,
      functional: false,
      performance: false,
      advertising: false,
      policy: null,
      updated_at: null,
    });

    const choiceAt = Math.floor(t.clock.now() / 1000);
    const saved = await putConsent(member.headers, { functional: true, performance: false, advertising: true, policy: 'gdpr' });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      configured: true,
      necessary: true,
      functional: true,
      performance: false,
      advertising: true,
      policy: 'gdpr',
      updated_at: choiceAt,
    };
    expect(saved.json().result).toEqual(expected);
    expect((await getConsent(member.headers)).json().result).toEqual(expected);

    t.clock.advance(60_000);
    await putConsent(member.headers, { functional: false, performance: false, advertising: false, policy: 'strict' });
    expect((await getConsent(member.headers)).json().result).toMatchObject({ advertising: false, functional: false, policy: 'strict', updated_at: expected.updated_at + 60 });
  });

  it('keeps each member’s choice to themselves', async () => {
    const anna = await t.seed.member();
    const boris = await t.seed.member();
    await putConsent(anna.headers, { functional: true, performance: true, advertising: true, policy: 'simple' });
    expect((await getConsent(boris.headers)).json().result.configured).toBe(false);
  });

  it('answers field errors for a bad choice and stores nothing', async () => {
    const member = await t.seed.member();
    const bad = [
      {},
      { functional: 'yes', performance: false, advertising: false, policy: 'gdpr' },
      { functional: true, performance: false, advertising: false, policy: 'lenient' },
      { functional: true, performance: false, advertising: null, policy: 'gdpr' },
      [],
    ];
    for (const payload of bad) {
      const res = await putConsent(member.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(ApiCode.validation);
    }
    const res = await putConsent(member.headers, { functional: true, performance: false, advertising: false, policy: 'lenient' });
    expect(res.json().fields).toEqual({ policy: FieldErrorKey.invalid });
    expect((await getConsent(member.headers)).json().result.configured).toBe(false);
  });

  it('needs an active member to read or store a choice', async () => {
    expect((await getConsent({ authorization: '' })).statusCode).toBe(401);
    expect((await putConsent({ authorization: '' }, { functional: true, performance: true, advertising: true, policy: 'gdpr' })).statusCode).toBe(401);
    const hidden = await t.seed.member({ ok: 0 });
    expect((await getConsent(hidden.headers)).json().code).toBe(ApiCode.accountStateChanged);
  });
});
