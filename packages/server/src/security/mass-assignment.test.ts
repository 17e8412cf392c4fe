import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupPayload } from '../modules/signup/signup.fixture.ts';
import type { SeededMember } from '../testing/seed.ts';
import { verifyPassword } from '../platform/auth/passwords.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';

/**
 * Mass assignment (DESIGN.md §6 "may THIS user do THIS"; STYLE.md: the body schema is the list
 * of fields allowed in): every write route a member can reach with a body — sign-up, the saved
 * registration, the profile edit and the settings — is sent the account's privileged columns as
 * extra fields. None may change: status, verification, e-mail confirmation, tier, brand, ids,
 * password hash, and no prototype of the server's objects.
 */

/** The columns an attacker would like to set, with the values they would like. */
const PRIVILEGED = {
  id: 1,
  account_id: 1,
  ok: -2,
  hid: 'attacker-chosen-hid',
  brand_id: 8,
  email_confirmed: 1,
  is_verified: true,
  verified: true,
  password_hash: '$argon2id$v=19$m=65536,t=3,p=4$attacker$hash',
  is_has_password: 0,
  premium_until: 4102444800000,
  plus_until: 4102444800000,
  vip_until: 4102444800000,
  premium_lifetime: 1,
  paused_until: 4102444800000,
  is_pay_user: 1,
  isPremium: true,
  tier: 'vip',
  antiscam_state: 0,
  soft_banned: 0,
  is_mass: 1,
  registered_at: 0,
  self_removed_at: 1,
  last_online_at: 1,
  zendesk_hid: 'attacker',
  traffic_channel_id: 99,
  registration_country_id: 99,
  latitude: 10.5,
  longitude: 20.5,
  is_subscribed: 0,
  user: { ok: 1, id: 1, is_verified: true },
  account: { premium_lifetime: 1, brand_id: 8 },
} as const;

/** A JSON body with `__proto__` and `constructor.prototype` keys, which an object spread or merge could turn into pollution. */
function withPrototypeKeys(body: Record<string, unknown>): string {
  const json = JSON.stringify(body);
  return `${json.slice(0, -1)},"__proto__":{"polluted":"yes","ok":-2,"premium_lifetime":1},"constructor":{"prototype":{"polluted":"yes","isPremium":true}}}`;
}

const notPolluted = () => {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(probe.isPremium).toBeUndefined();
  expect(probe.premium_lifetime).toBeUndefined();
};

describe.each(TEST_DIALECTS)('mass assignment on %s', (dialect) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const accountRow = (id: number) => t.database.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const profileRow = (id: number) => t.database.db.selectFrom('profiles').selectAll().where('account_id', '=', id).executeTakeFirstOrThrow();
  const accountByEmail = (email: string) => t.database.db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
  const verifications = (id: number) => t.database.db.selectFrom('verifications').select('id').where('account_id', '=', id).execute();

  /** Sign-up from its own address (the per-address limit is not what this tests). */
  function signup(payload: string | Record<string, unknown>) {
    ip += 1;
    return t.request({
      method: 'POST',
      url: '/rest/v2/signup',
      remoteAddress: `198.51.100.${ip}`,
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  }

  /** The row minus what differs between any two sign-ups (ids, e-mail, hash salt). */
  function comparable(row: Record<string, unknown>): Record<string, unknown> {
    const { id: _id, hid: _hid, email: _email, email_normalized: _normalized, password_hash: _hash, zendesk_hid: _zendesk, account_id: _accountId, ...rest } = row;
    return rest;
  }

  /** An account and profile made by a plain sign-up, to compare attacked ones with. */
  async function baseline(): Promise<{ account: Record<string, unknown>; profile: Record<string, unknown> }> {
    const payload = signupPayload();
    const res = await signup(payload);
    expect(res.statusCode, res.body).toBe(200);
    const account = (await accountByEmail(payload.email as string))!;
    return { account: comparable(account), profile: comparable(await profileRow(account.id)) };
  }

  it('sign-up ignores privileged fields at the top level and inside profile_fields', async () => {
    const plain = await baseline();
    const victim = await t.seed.member();
    const payload = signupPayload({ ...PRIVILEGED, id: victim.account.id, account_id: victim.account.id, profile_fields: { marital_status: 1, alcohol: 3, education: 4, ...PRIVILEGED } });
    const res = await signup(payload);
    expect(res.statusCode, res.body).toBe(200);
    const account = (await accountByEmail(payload.email as string))!;
    expect(account.id).not.toBe(victim.account.id);
    expect(account.hid).not.toBe(PRIVILEGED.hid);
    expect(account.brand_id).toBe(7);
    expect(res.json().result.user).toEqual({ id: account.id, hid: account.hid, ok: 1 });
    expect(await verifyPassword(account.password_hash!, payload.password as string)).toBe(true);
    expect(comparable(account)).toEqual(plain.account);
    expect(comparable(await profileRow(account.id))).toEqual(plain.profile);
    expect(await verifications(account.id)).toEqual([]);
    // The member whose id was sent is untouched.
    expect(await accountRow(victim.account.id)).toEqual(victim.account);
  });

  it('a saved registration (signup/click) carries no privileged field into the sign-up', async () => {
    const plain = await baseline();
    const { email, password, ...answers } = signupPayload();
    ip += 1;
    const click = await t.request({ method: 'POST', url: '/rest/v2/signup/click', remoteAddress: `198.51.100.${ip}`, payload: { ...answers, ...PRIVILEGED } });
    expect(click.statusCode, click.body).toBe(200);
    const token = click.json().result.token as string;
    const saved = await t.request({ method: 'GET', url: `/rest/v2/signup/data?token=${encodeURIComponent(token)}` });
    expect(saved.statusCode).toBe(200);
    for (const key of ['ok', 'hid', 'brand_id', 'premium_lifetime', 'is_verified', 'email_confirmed', 'password_hash']) expect(saved.json().result.profile, key).not.toHaveProperty(key);

    const res = await signup({ product_id: 7, email, password, registration_token: token, ...PRIVILEGED });
    expect(res.statusCode, res.body).toBe(200);
    const account = (await accountByEmail(email as string))!;
    expect(comparable(account)).toEqual(plain.account);
    expect(await verifications(account.id)).toEqual([]);
  });

  it('sign-up with __proto__ and constructor.prototype keys pollutes nothing and sets nothing', async () => {
    const plain = await baseline();
    const payload = signupPayload();
    const res = await signup(withPrototypeKeys(payload));
    // Refusing the body is as good as ignoring the keys; a 500 is neither.
    expect([200, 400], res.body).toContain(res.statusCode);
    notPolluted();
    const account = await accountByEmail(payload.email as string);
    if (res.statusCode === 200) expect(comparable(account!)).toEqual(plain.account);
    else expect(account).toBeUndefined();
  });

  describe('a signed-in member', () => {
    let member: SeededMember;
    beforeAll(async () => {
      member = await t.seed.member();
    });

    const post = (url: string, payload: string | Record<string, unknown>, method: 'POST' | 'PUT' = 'POST') =>
      t.request({
        method,
        url,
        headers: { ...member.headers, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });

    /**
     * Sends `body` with every privileged field (and, separately, with prototype keys) and checks
     * that only `allowed` columns of the account and profile rows changed.
     */
    async function onlyChanges(url: string, body: Record<string, unknown>, allowed: { account?: string[]; profile?: string[] }, method: 'POST' | 'PUT' = 'POST') {
      const before = { account: await accountRow(member.account.id), profile: await profileRow(member.account.id) };
      const res = await post(url, { ...PRIVILEGED, ...body }, method);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      const polluted = await post(url, withPrototypeKeys({ ...PRIVILEGED, ...body }), method);
      expect([200, 400], `${url}: ${polluted.body}`).toContain(polluted.statusCode);
      notPolluted();
      const after = { account: await accountRow(member.account.id), profile: await profileRow(member.account.id) };
      const changed = (a: Record<string, unknown>, b: Record<string, unknown>) => Object.keys(a).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
      expect(changed(before.account, after.account).sort(), `${url} account`).toEqual([...(allowed.account ?? [])].sort());
      expect(changed(before.profile, after.profile).sort(), `${url} profile`).toEqual([...(allowed.profile ?? [])].sort());
      expect(await verifications(member.account.id)).toEqual([]);
      return res;
    }

    it('the profile edit saves only profile fields', async () => {
      // Gender is a sign-up answer, not an editable field.
      const res = await onlyChanges('/rest/v2/user/info/profile', { name: 'Renamed', height: 171, gender: 'male' }, { profile: ['name', 'height'] });
      expect(res.json().result.changed.sort()).toEqual(['height', 'name']);
      const profile = await t.request({ method: 'GET', url: '/rest/v2/user/info/profile', headers: member.headers });
      expect(profile.statusCode).toBe(200);
      expect(JSON.stringify(profile.json())).not.toContain(PRIVILEGED.hid);
    });

    it('the private settings save only name, city and country', async () => {
      await onlyChanges('/rest/v2/user/settings/private', { name: 'Private Name', gender: 'male', height: 150 }, { profile: ['name'] });
    });

    it('the language setting saves only the language', async () => {
      await onlyChanges('/rest/v2/user/settings/language_tag', { language_tag: 'de-DE' }, { account: ['language'] });
    });

    it('mark-online saves only the last-online time', async () => {
      t.clock.advance(60_000);
      await onlyChanges('/rest/v2/user/mark-online', { session_source: 'mail' }, { account: ['last_online_at'] });
    });

    it('the notification settings and onboarding items change no account or profile column', async () => {
      await onlyChanges('/rest/v2/user/settings/notifications', { enabled: [], disabled: [] }, {}, 'PUT');
      await onlyChanges('/rest/v2/user/onboarding/item', { item: 'likes_you' }, {}, 'PUT');
    });
  });
});
