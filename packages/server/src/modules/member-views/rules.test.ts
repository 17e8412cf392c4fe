import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialogUserSchema,
  listUserCardSchema,
  listUserTeaserSchema,
  matchesHitSchema,
  memberRecordSchema,
  photoAlbumSchema,
  searchResultUserSchema,
  type PhotoAlbum,
} from '@amora/contracts';
import { DAY } from '../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import type { SeededAccount, SeededMember } from '../../testing/seed.ts';
import type { AccountRow } from '../accounts/index.ts';
import type { RenditionFiles } from '../photos/index.ts';
import { countedMemberViews, distinctiveIds, givePhotos, storedFiles } from './member-views.fixture.ts';
import {
  dialogUserOf,
  listUserCardOf,
  listUserTeaserOf,
  matchesHitOf,
  memberRecordOf,
  searchResultUserOf,
  type MemberPhotoUrls,
  type MemberViews,
  type Relationship,
  type VisibleMember,
} from './index.ts';

/** Every view the pipeline builds for one member, parsed by its contract schema. */
function allViews(member: VisibleMember, urls: MemberPhotoUrls, viewer: AccountRow) {
  return {
    hit: matchesHitSchema.parse(matchesHitOf(member, urls, { operationToken: 'signed-token' })),
    card: listUserCardSchema.parse(listUserCardOf(member, urls)),
    teaser: listUserTeaserSchema.parse(listUserTeaserOf(member, urls)),
    record: memberRecordSchema.parse(memberRecordOf(member, urls)),
    search: searchResultUserSchema.parse(searchResultUserOf(member, urls, { consumerHid: viewer.hid, nearby: true })),
    dialog: dialogUserSchema.parse(dialogUserOf(member, urls)),
  };
}

describe.each(TEST_DIALECTS)('member-view rules on %s', (dialect) => {
  let t: TestApp;
  let views: MemberViews;
  let files: RenditionFiles;
  /** Free, in Berlin. */
  let free: SeededMember;
  /** Premium for a day, in Berlin. */
  let premium: SeededMember;
  /** In Berlin with three approved photos, then a pending and a rejected one. */
  let bob: SeededAccount;
  /** Hamburg, one approved photo. */
  let carol: SeededAccount;
  let hidden: SeededAccount;
  let selfRemoved: SeededAccount;
  let banned: SeededAccount;

  const photosOf = (account: AccountRow) => t.app.platform.db.selectFrom('photos').selectAll().where('account_id', '=', account.id).orderBy('id').execute();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await distinctiveIds(t, dialect);
    views = countedMemberViews(t).views;
    files = await storedFiles(t);
    free = await t.seed.member({ persona: 'alice' });
    premium = await t.seed.member({ persona: 'erin', city_id: null, account: { premium_until: t.clock.now() + DAY } });
    bob = await t.seed.member({ persona: 'bob', signIn: false });
    carol = await t.seed.member({ persona: 'carol', signIn: false });
    hidden = await t.seed.member({ persona: 'dave', ok: 0, signIn: false });
    selfRemoved = await t.seed.member({ persona: 'dave', ok: -1, signIn: false });
    banned = await t.seed.member({ persona: 'dave', ok: -2, signIn: false });
    await givePhotos(t, bob.account.id, files, ['approved', 'approved', 'approved', 'pending', 'rejected']);
    for (const member of [carol, hidden, selfRemoved, banned]) await givePhotos(t, member.account.id, files, ['approved']);
  });
  afterAll(() => t.close());

  it('leaves hidden, self-removed and banned members, unknown ids and the viewer out, in page order otherwise', async () => {
    const ids = [carol, hidden, selfRemoved, free, banned, bob].map((m) => m.account.id);
    const page = await views.page(free.account, { ids: [...ids, 123, carol.account.id] });
    expect(page.map((m) => m.account.hid)).toEqual([carol.account.hid, bob.account.hid]);
    const byHid = await views.page(free.account, { hids: [hidden, selfRemoved, banned].map((m) => m.account.hid) });
    expect(byHid).toEqual([]);
    // Their albums are the same 404 as an unknown member's.
    for (const gone of [hidden, selfRemoved, banned]) {
      const res = await t.request({ method: 'GET', url: `/apis/photos/v1/users/${gone.account.hid}/albums/-3`, headers: free.headers });
      expect(res.statusCode, String(gone.account.ok)).toBe(404);
    }
  });

  it('gives a free viewer no city and, after the first photo, blurred photos whose URLs never reach the original', async () => {
    const [member] = await views.page(free.account, { ids: [bob.account.id] });
    expect(member!.city).toBeNull();
    expect(member!.photos.map((p) => p.view)).toEqual(['clear', 'blurred', 'blurred']);
    const { record, search } = allViews(member!, views.photoUrls(false), free.account);
    expect(record.geo.city).toBeNull();
    expect(JSON.stringify({ record, search })).not.toContain('Berlin');

    const res = await t.request({ method: 'GET', url: `/apis/photos/v1/users/${bob.account.hid}/albums/-3`, headers: free.headers });
    const album = photoAlbumSchema.parse(res.json()) as PhotoAlbum;
    const [first, ...rest] = await photosOf(bob.account);
    expect(album.photos.map((p) => [p.id, p.metadata.isBlurred])).toEqual([[first!.hid, false], ...rest.slice(0, 2).map((row) => [row.blur_hid, true])]);
    for (const row of rest) expect(res.body).not.toContain(row.hid);
    for (const photo of album.photos.slice(1)) {
      expect(Object.keys(photo.images)).toEqual(['blur']);
      const url = photo.images.blur!;
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);
      // The same signature under any other preset, or the hid of the original, serves nothing.
      expect((await t.request({ method: 'GET', url: url.replace('/blur.jpg', '/o.jpg') })).statusCode).toBe(404);
    }
  });

  it('gives a premium viewer every approved photo clear and the city', async () => {
    const [member] = await views.page(premium.account, { ids: [bob.account.id] });
    expect(member!.photos.map((p) => p.view)).toEqual(['clear', 'clear', 'clear']);
    const { record } = allViews(member!, views.photoUrls(false), premium.account);
    expect(record.geo.city).toEqual({ name: 'Berlin' });
    // The city is named in the viewer's language.
    const [inRussian] = await views.page({ ...premium.account, language: 'ru-RU' }, { ids: [bob.account.id] });
    expect(allViews(inRussian!, views.photoUrls(false), premium.account).record.geo.city).toEqual({ name: 'Берлин' });
    const res = await t.request({ method: 'GET', url: `/apis/photos/v1/users/${bob.account.hid}/albums/-3`, headers: premium.headers });
    const rows = (await photosOf(bob.account)).slice(0, 3);
    expect((res.json() as PhotoAlbum).photos.map((p) => [p.id, p.metadata.isBlurred, Boolean(p.images.o)])).toEqual(rows.map((row) => [row.hid, false, true]));
  });

  it('puts no numeric id of anybody anywhere in the serialized views', async () => {
    const everyone = [free, premium, bob, carol, hidden, selfRemoved, banned].map((m) => m.account);
    const photoIds = (await t.app.platform.db.selectFrom('photos').select('id').execute()).map((row) => Number(row.id));
    expect(Math.min(...everyone.map((a) => a.id), ...photoIds)).toBeGreaterThan(900_000_000);
    for (const viewer of [free, premium]) {
      const page = await views.page(viewer.account, { ids: everyone.map((a) => a.id) });
      // Bob, Carol and the other viewer.
      expect(page).toHaveLength(3);
      const body = JSON.stringify(page.map((member) => allViews(member, views.photoUrls(true), viewer.account)));
      for (const id of [...everyone.map((a) => a.id), ...photoIds]) expect(body).not.toContain(String(id));
      const album = await t.request({ method: 'GET', url: `/apis/photos/v1/users/${bob.account.hid}/albums/-3`, headers: viewer.headers });
      for (const id of [...everyone.map((a) => a.id), ...photoIds]) expect(album.body).not.toContain(String(id));
    }
  });

  it('builds a teaser with no hid, no id, the name masked and the avatar blurred', async () => {
    const [member] = await views.page(free.account, { ids: [bob.account.id] });
    const { teaser } = allViews(member!, views.photoUrls(false), free.account);
    expect(Object.keys(teaser).sort()).toEqual(['age', 'isThroughBoost', 'isUserLiked', 'isUserSkipped', 'name', 'photoUrl', 'recentlyActive']);
    expect(teaser.name).toBe('B***b');
    const [avatar] = await photosOf(bob.account);
    expect(teaser.photoUrl).toMatch(new RegExp(`^/media/photos/${avatar!.blur_hid}/blur\\.jpg\\?`));
    const body = JSON.stringify(teaser);
    for (const secret of [bob.account.hid, avatar!.hid, 'Bob']) expect(body).not.toContain(secret);
    expect(listUserTeaserSchema.safeParse({ ...teaser, hid: bob.account.hid }).success).toBe(false);
  });

  it('drops a member blocked either way when the block slot says so, and keeps them flagged only when asked', async () => {
    const calls: Array<{ viewerId: number; ids: readonly number[] }> = [];
    const blocked = countedMemberViews(t, {
      blocks: {
        // The slot's boundary: who the viewer blocked, who blocked the viewer.
        blocksBetween: async (viewerId, ids) => {
          calls.push({ viewerId, ids });
          return { blockedByViewer: new Set([bob.account.id]), blockingViewer: new Set([carol.account.id]) };
        },
      },
    }).views;
    const ids = [bob.account.id, carol.account.id];
    expect(await blocked.page(free.account, { ids })).toEqual([]);
    expect(await blocked.page(free.account, { hids: [bob.account.hid] })).toEqual([]);
    expect(calls[0]).toEqual({ viewerId: free.account.id, ids });

    const flagged = await blocked.page(free.account, { ids }, { blocked: 'flag' });
    const urls = blocked.photoUrls(false);
    expect(flagged.map((m) => dialogUserOf(m, urls)).map((d) => [d.hid, d.isBlockedByMe, d.isBlockingMe])).toEqual([
      [bob.account.hid, true, false],
      [carol.account.hid, false, true],
    ]);
    expect(flagged.map((m) => memberRecordOf(m, urls).list_data).map((d) => [d.i_block_user, d.user_block_me])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('finds a member to address by the same rules: nobody, the viewer, an inactive member or one blocking the viewer is not addressable', async () => {
    const counted = countedMemberViews(t, {
      blocks: { blocksBetween: async () => ({ blockedByViewer: new Set([bob.account.id]), blockingViewer: new Set([carol.account.id]) }) },
    });
    for (const nobody of ['NoSuchMember', free.account.hid, hidden.account.hid, selfRemoved.account.hid, banned.account.hid, carol.account.hid]) {
      expect(await counted.views.addressable(free.account, nobody), nobody).toBeUndefined();
    }
    counted.reset();
    const blockedByViewer = await counted.views.addressable(free.account, bob.account.hid);
    expect([blockedByViewer?.account.hid, blockedByViewer?.account.id, blockedByViewer?.blockedByViewer]).toEqual([bob.account.hid, bob.account.id, true]);
    // The account by hid; the block slot answered without a query. No profile, photo or location is read.
    expect(counted.queries()).toBe(1);
    expect(await views.addressable(free.account, carol.account.hid)).toMatchObject({ account: { hid: carol.account.hid }, blockedByViewer: false });
  });

  it('shows what the relationship slot tells, and nothing when it is empty', async () => {
    const liked: Relationship = { likedMe: true, iLiked: true, isMatch: true, isMyFavorite: true, isThroughBoost: true };
    const related = countedMemberViews(t, { relationships: { relationshipsOf: async () => new Map([[bob.account.id, liked]]) } }).views;
    const [bobSeen, carolSeen] = await related.page(premium.account, { ids: [bob.account.id, carol.account.id] });
    const urls = related.photoUrls(false);
    const bobViews = allViews(bobSeen!, urls, premium.account);
    expect([bobViews.hit.relationships.likesYou, bobViews.hit.user.likedMe, bobViews.card.isUserLiked, bobViews.card.isThroughBoost, bobViews.dialog.isMatch, bobViews.dialog.isMyFavorite]).toEqual([true, true, true, true, true, true]);
    expect(bobViews.record.list_data).toMatchObject({ i_like_this_user: true, user_like_me: true, is_match: true });
    const carolViews = allViews(carolSeen!, urls, premium.account);
    expect([carolViews.hit.user.likedMe, carolViews.card.isUserLiked, carolViews.search.relationships.myLikes, carolViews.dialog.isMatch]).toEqual([false, false, false, false]);
  });

  it('shows presence, distance, tier and counts from the stored rows', async () => {
    await t.app.services.accounts.update(carol.account.id, { last_online_at: t.clock.now() - 3 * 60 * 60 * 1000, vip_until: t.clock.now() + DAY });
    await t.app.services.accounts.update(bob.account.id, { last_online_at: t.clock.now() - 60 * 1000 });
    const [bobSeen, carolSeen] = await views.page(free.account, { ids: [bob.account.id, carol.account.id] });
    const urls = views.photoUrls(false);
    const bobViews = allViews(bobSeen!, urls, free.account);
    const carolViews = allViews(carolSeen!, urls, free.account);
    expect([bobViews.hit.user.isOnline, bobViews.hit.user.onlineAgoHours, bobViews.hit.user.totalPhotosCount]).toEqual([true, 0, 3]);
    expect([carolViews.hit.user.isOnline, carolViews.hit.user.onlineAgoHours, carolViews.hit.user.isVip, carolViews.hit.user.isPremiumPlus, carolViews.hit.user.isPremiumBase]).toEqual([false, 3, true, true, false]);
    expect(carolViews.record.payments).toEqual({ premium_status: { is_active: true, plan: 'PLUS' }, vip_status: { is_active: true } });
    // Both in Berlin: the floor of 1 km; Hamburg is about 255 km away.
    expect([bobViews.record.distance, bobViews.record.similarities.is_nearby]).toEqual([1, true]);
    expect(carolViews.search.distanceKilometers).toBeGreaterThan(240);
    expect(carolViews.search.distanceKilometers).toBeLessThan(270);
    expect(carolViews.record.similarities.is_nearby).toBe(false);
    expect(bobViews.search.consumerHid).toBe(free.account.hid);
  });
});
