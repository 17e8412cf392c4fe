import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, isMemberStub, memberRecordSchema, memberStubSchema, profileInfoAnswerSchema, type MemberProfile, type MemberRecord, type PhotoAlbum } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import type { SeededAccount, SeededMember } from '../../testing/seed.ts';
import { TierGrants } from '../entitlements/index.ts';
import { countedMemberViews, givePhotos, storedFiles } from '../member-views/member-views.fixture.ts';
import type { BlockPairs, Relationship } from '../member-views/index.ts';

/**
 * Other members' profiles (spec 1 §6, spec 2 §3; contracts member-profiles.ts): GET
 * /rest/v2/user/info/profile?users_hids=… answers each member named as the member-view pipeline
 * lets this viewer see them — records, or stubs where the profile cannot be shown.
 */
describe.each(TEST_DIALECTS)('other members’ profiles on %s', (dialect) => {
  let t: TestApp;
  let free: SeededMember;
  let premium: SeededMember;
  /** Berlin, three approved photos; alice's free and premium viewers both see him. */
  let bob: SeededAccount;
  let hidden: SeededAccount;
  let selfRemoved: SeededAccount;
  let banned: SeededAccount;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const files = await storedFiles(t);
    free = await t.seed.member({ persona: 'alice' });
    premium = await t.seed.member({ persona: 'alice' });
    await new TierGrants(t.app.services.accounts, t.clock).grant(premium.account.id, 'premium', 30);
    bob = await t.seed.member({ persona: 'bob', signIn: false, profile: { height: 183, goal: '[1,3]', interests: '[5,9]', user_mood: 3 } });
    hidden = await t.seed.member({ persona: 'dave', ok: 0, signIn: false });
    selfRemoved = await t.seed.member({ persona: 'dave', ok: -1, signIn: false });
    banned = await t.seed.member({ persona: 'dave', ok: -2, signIn: false });
    await givePhotos(t, bob.account.id, files, ['approved', 'approved', 'approved', 'pending']);
    for (const member of [hidden, selfRemoved, banned]) await givePhotos(t, member.account.id, files, ['approved']);
  });
  afterAll(() => t.close());

  const profiles = (headers: { authorization: string }, query: string) => t.request({ method: 'GET', url: `/rest/v2/user/info/profile?timestamp=1&${query}`, headers });
  async function usersOf(headers: { authorization: string }, hids: readonly string[]): Promise<MemberProfile[]> {
    const res = await profiles(headers, `users_hids=${hids.join(',')}`);
    if (res.statusCode !== 200) throw new Error(`profiles of ${hids.join(',')} answered ${res.statusCode}: ${res.body}`);
    const { result } = profileInfoAnswerSchema.parse(res.json());
    expect(Object.keys(result)).toEqual(['users']);
    return result.users!;
  }
  const album = async (viewer: SeededMember, member: SeededAccount) =>
    (await t.request({ method: 'GET', url: `/apis/photos/v1/users/${member.account.hid}/albums/-3`, headers: viewer.headers })).json() as PhotoAlbum;

  it('gives a free viewer the full record without the city, the avatar clear and the album blurred after the first photo', async () => {
    const [record] = (await usersOf(free.headers, [bob.account.hid])) as [MemberRecord];
    memberRecordSchema.strict().parse(record);
    // The name in full, as the deck shows it to every viewer, beside the spec's masked form.
    expect(record.common).toMatchObject({ id: bob.account.hid, hid: bob.account.hid, name: 'Bob', masked_name: 'B***b', age: 33, zodiac: 'scorpio', zodiac_sign_id: 11, ok: 1, gender: 'male' });
    expect(record.profile).toMatchObject({ height: 183, goal: [1, 3], interests: [5, 9], user_mood: 3 });
    expect(record.geo.city).toBeNull();
    expect(JSON.stringify(record)).not.toContain('Berlin');
    // Both in Berlin's cell: the distance is a whole km, never below 1.
    expect(record.distance).toBe(1);
    expect(record.similarities.is_nearby).toBe(true);
    expect(record.payments).toEqual({ premium_status: { is_active: false, plan: null }, vip_status: { is_active: false } });
    const first = await t.app.platform.db.selectFrom('photos').select(['hid']).where('account_id', '=', bob.account.id).where('is_avatar', '=', 1).executeTakeFirstOrThrow();
    expect(record.photos.avatar).toContain(`/media/photos/${first.hid}/`);
    expect((await album(free, bob)).photos.map((photo) => photo.metadata.isBlurred)).toEqual([false, true, true]);
  });

  it('gives a premium viewer the city and every photo clear', async () => {
    const [record] = (await usersOf(premium.headers, [bob.account.hid])) as [MemberRecord];
    expect(record.common).toMatchObject({ name: 'Bob', masked_name: 'B***b' });
    expect(record.geo.city).toEqual({ name: 'Berlin' });
    expect((await album(premium, bob)).photos.map((photo) => photo.metadata.isBlurred)).toEqual([false, false, false]);
    // Premium ended: the city is gone again.
    await new TierGrants(t.app.services.accounts, t.clock).revoke(premium.account.id);
    expect(((await usersOf(premium.headers, [bob.account.hid])) as [MemberRecord])[0].geo.city).toBeNull();
    await new TierGrants(t.app.services.accounts, t.clock).grant(premium.account.id, 'plus', 30);
  });

  it('shows a deactivated, hidden or banned member as a stub that tells nothing more', async () => {
    const users = await usersOf(premium.headers, [hidden, selfRemoved, banned].map((m) => m.account.hid));
    expect(users).toEqual([hidden, selfRemoved, banned].map((m) => ({ common: { id: m.account.hid, hid: m.account.hid }, stub: 'deactivated' })));
    for (const user of users) memberStubSchema.strict().parse(user);
    const res = await profiles(premium.headers, `users_hids=${banned.account.hid}`);
    expect(res.body).not.toMatch(/Dave|D\*\*\*e|photos|"ok"/);
  });

  it('shows members blocked either way as stubs, and reads list_data from the relationship slot', async () => {
    const [blocked, blocking, liked] = [await t.seed.member({ persona: 'bob', signIn: false }), await t.seed.member({ persona: 'bob', signIn: false }), await t.seed.member({ persona: 'bob', signIn: false })];
    const blocks = { blocksBetween: async (): Promise<BlockPairs> => ({ blockedByViewer: new Set([blocked.account.id, hidden.account.id]), blockingViewer: new Set([blocking.account.id]) }) };
    const match: Relationship = { likedMe: true, iLiked: true, isMatch: true, isMyFavorite: true, isThroughBoost: false };
    const relationships = { relationshipsOf: async () => new Map([[liked.account.id, match]]) };
    const { views } = countedMemberViews(t, { blocks, relationships });
    const users = await views.profiles(free.account, [blocked, blocking, hidden, liked, bob].map((m) => m.account.hid), false);
    expect(users.map((user) => (isMemberStub(user) ? user.stub : 'record'))).toEqual(['blocked_by_me', 'blocking_me', 'blocked_by_me', 'record', 'record']);
    const [likedRecord, bobRecord] = users.slice(3) as [MemberRecord, MemberRecord];
    expect(likedRecord.list_data).toEqual({ user_block_me: false, i_block_user: false, is_selected: true, i_like_this_user: true, user_like_me: true, is_match: true });
    expect(bobRecord.list_data).toEqual({ user_block_me: false, i_block_user: false, is_selected: false, i_like_this_user: false, user_like_me: false, is_match: false });
  });

  it('answers in the order named, each member once; unknown hids and the viewer get no entry', async () => {
    const carol = await t.seed.member({ persona: 'carol', signIn: false });
    const users = await usersOf(free.headers, [carol.account.hid, 'no-such-member', free.account.hid, bob.account.hid, carol.account.hid, hidden.account.hid]);
    expect(users.map((user) => user.common.hid)).toEqual([carol.account.hid, bob.account.hid, hidden.account.hid]);
    expect(await usersOf(free.headers, ['no-such-member'])).toEqual([]);
    // The member's own hid alone, or a data_group, is still the own profile.
    const own = await profiles(free.headers, `users_hids=${free.account.hid}&data_group=common`);
    expect(Object.keys(own.json().result)).toEqual(['common']);
    // data_group selects the own profile's groups: other members' records come whole.
    const [record] = (await (async () => {
      const res = await profiles(free.headers, `users_hids=${bob.account.hid}&data_group=payments`);
      return profileInfoAnswerSchema.parse(res.json()).result.users!;
    })()) as [MemberRecord];
    expect(Object.keys(record).sort()).toEqual(['additional', 'common', 'distance', 'geo', 'list_data', 'payments', 'photos', 'profile', 'similarities']);
  });

  it('refuses numeric ids of others, more than 50 hids and hids too long; inactive viewers see nobody', async () => {
    expect((await profiles(free.headers, `users_ids=${bob.account.id}`)).statusCode).toBe(403);
    expect((await profiles(free.headers, `users_ids=${free.account.id}`)).statusCode).toBe(200);
    const fifty = Array.from({ length: 50 }, (_, i) => `h${i}`);
    expect((await profiles(free.headers, `users_hids=${fifty.join(',')}`)).statusCode).toBe(200);
    const tooMany = await profiles(free.headers, `users_hids=${[...fifty, bob.account.hid].join(',')}`);
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().fields)).toEqual(['users_hids']);
    expect((await profiles(free.headers, `users_hids=${'x'.repeat(65)}`)).statusCode).toBe(400);
    for (const ok of [0, -1, -2]) {
      const inactive = await t.seed.member({ persona: 'erin', ok });
      const res = await profiles(inactive.headers, `users_hids=${bob.account.hid}`);
      expect(res.statusCode, String(ok)).toBe(401);
      expect(res.json().code).toBe(ApiCode.accountStateChanged);
      // Their own profile still answers, so the web can show the restore or banned screen.
      expect((await profiles(inactive.headers, 'data_group=common')).json().result.common.ok).toBe(ok);
    }
    expect((await t.request({ method: 'GET', url: `/rest/v2/user/info/profile?users_hids=${bob.account.hid}` })).statusCode).toBe(401);
  });
});
