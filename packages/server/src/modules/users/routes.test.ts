import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, PROFILE_DATA_GROUPS } from '@amora/contracts';
import { DAY, MINUTE } from '../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

describe.each(TEST_DIALECTS)('users on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  describe('language_tag', () => {
    it('stores the language on the account and in the lang cookie', async () => {
      const member = await t.seed.member();
      const initial = await t.request({ method: 'GET', url: '/rest/v2/user/settings/language_tag?timestamp=1', headers: member.headers });
      expect(initial.json()).toEqual({ result: { language_tag: 'en-US' } });

      const set = await t.request({ method: 'POST', url: '/rest/v2/user/settings/language_tag', headers: member.headers, payload: { language_tag: 'uk-UA' } });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ result: { language_tag: 'uk-UA' } });
      const cookie = set.cookies.find((c) => c.name === 'lang');
      expect(cookie).toMatchObject({ value: 'uk-UA', path: '/', sameSite: 'Lax' });
      expect(cookie?.httpOnly).toBeFalsy();

      expect((await t.app.services.accounts.findById(member.account.id))!.language).toBe('uk-UA');
      const after = await t.request({ method: 'GET', url: '/rest/v2/user/settings/language_tag', headers: member.headers });
      expect(after.json()).toEqual({ result: { language_tag: 'uk-UA' } });
    });

    it('accepts each of the ten languages and nothing else', async () => {
      const member = await t.seed.member();
      for (const language_tag of LANGUAGES) {
        const res = await t.request({ method: 'POST', url: '/rest/v2/user/settings/language_tag', headers: member.headers, payload: { language_tag } });
        expect(res.statusCode).toBe(200);
      }
      for (const language_tag of ['en', 'en-GB', 'EN-US', '', 42, null]) {
        const res = await t.request({ method: 'POST', url: '/rest/v2/user/settings/language_tag', headers: member.headers, payload: { language_tag } });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toHaveProperty('language_tag');
      }
      const missing = await t.request({ method: 'POST', url: '/rest/v2/user/settings/language_tag', headers: member.headers, payload: {} });
      expect(missing.statusCode).toBe(400);
      expect((await t.app.services.accounts.findById(member.account.id))!.language).toBe(LANGUAGES[LANGUAGES.length - 1]);
    });

    it('requires an active member', async () => {
      expect((await t.request({ method: 'GET', url: '/rest/v2/user/settings/language_tag' })).statusCode).toBe(401);
      const hidden = await t.seed.member({ ok: 0 });
      const res = await t.request({ method: 'POST', url: '/rest/v2/user/settings/language_tag', headers: hidden.headers, payload: { language_tag: 'de-DE' } });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(10);
    });
  });

  describe('mark-online', () => {
    const markOnline = (headers: Record<string, string>, payload: object = {}) =>
      t.request({ method: 'POST', url: '/rest/v2/user/mark-online', headers, payload });

    it('starts a new session after 30 minutes without one', async () => {
      const member = await t.seed.member();
      expect((await markOnline(member.headers, { mail_type_id: 3, session_source: 'mail' })).json()).toEqual({ result: { is_new_session: true } });
      t.clock.advance(10 * MINUTE);
      expect((await markOnline(member.headers)).json()).toEqual({ result: { is_new_session: false } });
      t.clock.advance(29 * MINUTE);
      expect((await markOnline(await member.freshHeaders())).json()).toEqual({ result: { is_new_session: false } });
      t.clock.advance(30 * MINUTE);
      expect((await markOnline(await member.freshHeaders(), { push_type_id: 7 })).json()).toEqual({ result: { is_new_session: true } });
      const account = (await t.app.services.accounts.findById(member.account.id))!;
      expect(account.last_online_at).toBe(t.clock.now());

      const sessions = await t.database.db.selectFrom('events').selectAll().where('kind', '=', 'session.start').where('account_id', '=', member.account.id).orderBy('id').execute();
      expect(sessions.map((e) => JSON.parse(e.payload))).toEqual([
        { mail_type_id: 3, push_type_id: null, session_source: 'mail' },
        { mail_type_id: null, push_type_id: 7, session_source: null },
      ]);
    });

    it('accepts a call without a body and rejects wrong types', async () => {
      const member = await t.seed.member();
      const bare = await t.request({ method: 'POST', url: '/rest/v2/user/mark-online', headers: member.headers });
      expect(bare.statusCode).toBe(200);
      expect((await markOnline(member.headers, { mail_type_id: 'x' })).statusCode).toBe(400);
      expect((await markOnline(member.headers, { session_source: 'x'.repeat(65) })).statusCode).toBe(400);
    });
  });

  describe('profile info', () => {
    const profileInfo = (headers: Record<string, string>, query = '') =>
      t.request({ method: 'GET', url: `/rest/v2/user/info/profile?timestamp=1${query}`, headers });

    it('answers every group for the member by default', async () => {
      const member = await t.seed.member({
        profile: { name: 'Anna', birthday: '1994-03-25', city_id: 2950159, country_id: 2921044, site_pushes_disabled: 1 },
        account: { registration_country_id: 2921044, traffic_channel_id: 12, language: 'de-DE', email_confirmed: 1, is_pay_user: 1 },
      });
      const res = await profileInfo(member.headers);
      expect(res.statusCode).toBe(200);
      const { result } = res.json();
      expect(Object.keys(result).sort()).toEqual([...PROFILE_DATA_GROUPS].sort());
      expect(result.common).toEqual({
        id: member.account.id,
        hid: member.account.hid,
        name: 'Anna',
        masked_name: 'A***a',
        email: member.account.email,
        email_confirmed: true,
        is_verified: false,
        bday: '1994-03-25',
        // The clock stands at 2026-01-15.
        age: 31,
        gender: 'female',
        search_age: { from: 28, to: 42 },
        search_gender: 'm',
        zodiac: 'aries',
        ok: 1,
        registration_ts: Math.floor(member.account.registered_at / 1000),
        antiscam_state: 0,
        zendesk_hid: member.account.zendesk_hid,
      });
      expect(result.additional).toEqual({ online: false, site_pushes_disabled: true, soft_banned: false, is_mass: false, traffic_info: { channel_id: 12 } });
      expect(result.geo).toEqual({
        city: { id: 2950159, name: 'Berlin', country: { id: 2921044, name: 'Deutschland', iso_code_alpha2: 'DE' }, subdivision: { id: 'DE.16' } },
        registration_country: { id: 2921044, name: 'Deutschland', iso_code_alpha2: 'DE' },
      });
      expect(result.photos).toEqual({ avatar: null, avatar_l: null, avatar_p: null, avatar_w: null });
      expect(result.payments).toEqual({ is_pay_user: true });
    });

    it('names the city and its country in the language of the member', async () => {
      const member = await t.seed.member({ profile: { city_id: 2950159, country_id: 2921044 }, account: { language: 'uk-UA' } });
      const geo = (await profileInfo(member.headers, '&data_group=geo')).json().result.geo;
      expect([geo.city.name, geo.city.country.name]).toEqual(['Берлін', 'Німеччина']);
    });

    it('answers only the groups asked for, as a comma list or repeated', async () => {
      const member = await t.seed.member();
      const comma = await profileInfo(member.headers, '&data_group=common,payments');
      expect(Object.keys(comma.json().result).sort()).toEqual(['common', 'payments']);
      const repeated = await profileInfo(member.headers, '&data_group=geo&data_group=photos');
      expect(Object.keys(repeated.json().result).sort()).toEqual(['geo', 'photos']);
      expect(repeated.json().result.geo).toEqual({ city: null, registration_country: null });
      const unknown = await profileInfo(member.headers, '&data_group=common,secrets');
      expect(unknown.statusCode).toBe(400);
    });

    it('computes age and online state on the clock', async () => {
      const member = await t.seed.member({ profile: { birthday: '2000-01-20' } });
      expect((await profileInfo(member.headers, '&data_group=common')).json().result.common.age).toBe(25);
      await t.request({ method: 'POST', url: '/rest/v2/user/mark-online', headers: member.headers, payload: {} });
      expect((await profileInfo(member.headers, '&data_group=additional')).json().result.additional.online).toBe(true);
      t.clock.advance(6 * DAY);
      const later = await profileInfo(await member.freshHeaders(), '&data_group=common,additional');
      expect(later.json().result.common.age).toBe(26);
      expect(later.json().result.additional.online).toBe(false);
    });

    it('shows the avatar URLs of the member’s photo', async () => {
      const member = await t.seed.member();
      const image = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c06080' } }).png().toBuffer();
      const { hid } = await t.app.services.photoFiles.storePhoto(member.account.id, image, { isAvatar: true, moderation: 'approved' });
      const photos = (await profileInfo(member.headers, '&data_group=photos')).json().result.photos;
      // Signed for the member themself (the media route serves nothing unsigned).
      const own = (preset: 'avatar' | 'avatar_l' | 'avatar_p' | 'avatar_w') => t.app.services.photoFiles.mediaUrls.sign({ hid, preset, extension: 'jpg' }, 'owner');
      expect(photos).toEqual({ avatar: own('avatar'), avatar_l: own('avatar_l'), avatar_p: own('avatar_p'), avatar_w: own('avatar_w') });
      expect(photos.avatar).toMatch(new RegExp(`^/media/photos/${hid}/avatar\\.jpg\\?`));
      expect((await t.request({ method: 'GET', url: photos.avatar })).statusCode).toBe(200);
    });

    it('reads is_pay_user through the entitlements', async () => {
      const subscriber = await t.seed.member({ account: { premium_until: t.clock.now() + DAY } });
      expect((await profileInfo(subscriber.headers, '&data_group=payments')).json().result.payments).toEqual({ is_pay_user: true });
      const free = await t.seed.member();
      expect((await profileInfo(free.headers, '&data_group=payments')).json().result.payments).toEqual({ is_pay_user: false });
    });

    it('answers banned and hidden members their own state', async () => {
      const banned = await t.seed.member({ ok: -2 });
      const res = await profileInfo(banned.headers, '&data_group=common');
      expect(res.statusCode).toBe(200);
      expect(res.json().result.common.ok).toBe(-2);
    });

    it('names the member by id or hid; anyone else only by hid (member-profiles.test.ts)', async () => {
      const member = await t.seed.member();
      const other = await t.seed.member();
      expect((await profileInfo(member.headers, `&users_ids=${member.account.id}`)).statusCode).toBe(200);
      expect((await profileInfo(member.headers, `&users_hids=${member.account.hid}`)).statusCode).toBe(200);
      expect((await profileInfo(member.headers, `&users_ids=${other.account.id}`)).statusCode).toBe(403);
      const others = await profileInfo(member.headers, `&users_hids=${member.account.hid},${other.account.hid}`);
      expect(others.statusCode).toBe(200);
      expect(others.json().result.users.map((user: { common: { hid: string } }) => user.common.hid)).toEqual([other.account.hid]);
      expect((await profileInfo(member.headers, '&users_ids=abc')).statusCode).toBe(400);
      expect((await profileInfo({})).statusCode).toBe(401);
    });
  });

  describe('restore', () => {
    const restore = (headers: Record<string, string>) => t.request({ method: 'POST', url: '/rest/v2/user/settings/account/restore', headers });

    it('brings a hidden or self-removed member back', async () => {
      for (const ok of [0, -1]) {
        const member = await t.seed.member({ ok });
        const res = await restore(member.headers);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ result: true });
        expect((await t.app.services.accounts.findById(member.account.id))!.ok).toBe(1);
        // Restored, the member passes the active-only routes again.
        expect((await t.request({ method: 'GET', url: '/rest/v2/user/settings/language_tag', headers: member.headers })).statusCode).toBe(200);
      }
    });

    it('refuses a banned member', async () => {
      const banned = await t.seed.member({ ok: -2 });
      expect((await restore(banned.headers)).statusCode).toBe(403);
      expect((await t.app.services.accounts.findById(banned.account.id))!.ok).toBe(-2);
    });
  });
});
