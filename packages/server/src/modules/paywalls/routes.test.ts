import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYWALL_MATCHES_CAP, paywallPhotosResponseSchema, type PaywallPhotosResponse } from '@amora/contracts';
import type { SeededMember } from '../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { pointFrom } from '../discovery/discovery.fixture.ts';
import { BERLIN, cohort, manOf, womanOf } from '../discovery/game/game.fixture.ts';
import { CandidateCountService } from '../discovery/index.ts';
import { givePhotos, storedFiles } from '../member-views/member-views.fixture.ts';
import type { RenditionFiles } from '../photos/index.ts';
import { PaywallsService } from './service.ts';

const near = (km: number, bearing = 45) => pointFrom(BERLIN, bearing, km);

function photoHidOf(url: string): string {
  // Signed for another member's eyes (media-urls.ts): only approved photos of active members serve.
  const match = /^\/media\/photos\/([^/]+)\/[a-z0-9_]+\.(jpg|webp)\?e=\d+&a=member&s=[\w-]+$/.exec(url);
  if (!match) throw new Error(`Not a photo URL: ${url}`);
  return match[1]!;
}

describe.each(TEST_DIALECTS)('GET /v3/paywalls/content/photos on %s', (dialect) => {
  let t: TestApp;
  /** One image shared by the members whose faces a test does not look at. */
  let shared: RenditionFiles;
  let seed = 100;
  /** An image of its own: the paywall shows each image once. */
  const ownFiles = () => storedFiles(t, (seed += 1));

  const get = async (viewer: SeededMember, query: string): Promise<PaywallPhotosResponse> => {
    const res = await t.request({ method: 'GET', url: `/v3/paywalls/content/photos${query}`, headers: viewer.headers });
    if (res.statusCode !== 200) throw new Error(`${query} answered ${res.statusCode}: ${res.body}`);
    return paywallPhotosResponseSchema.strict().parse(res.json());
  };
  const avatarHidOf = async (member: SeededMember): Promise<string> =>
    (await t.database.db.selectFrom('photos').select('hid').where('account_id', '=', member.account.id).where('is_avatar', '=', 1).executeTakeFirstOrThrow()).hid;
  const hidsOfPhotos = (answer: PaywallPhotosResponse) => answer.photos.map((photo) => photoHidOf(photo.url));

  let viewer: SeededMember;
  /** Her candidates, nearest first, each with an image of his own. */
  const fit: SeededMember[] = [];
  /** Members near her who are not her candidates. */
  const others: SeededMember[] = [];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    shared = await storedFiles(t);
    const c = cohort(0);
    viewer = await womanOf(t, shared, c, { at: BERLIN, photos: 1 });
    // Made out of distance order, so only the candidates' order puts them right.
    const byKm = new Map<number, SeededMember>();
    for (const km of [600, 25, 880, 250, 400, 90]) byKm.set(km, await manOf(t, await ownFiles(), c, { at: near(km) }));
    fit.push(...[...byKm.keys()].sort((a, b) => a - b).map((km) => byKm.get(km)!));

    const pending = await manOf(t, await ownFiles(), c, { at: near(1), photos: 0 });
    await givePhotos(t, pending.account.id, await ownFiles(), ['pending']);
    const notAvatar = await manOf(t, await ownFiles(), c, { at: near(1), photos: 0 });
    await t.app.services.photoFiles.addSharedPhotos([{ accountId: notAvatar.account.id, files: await ownFiles(), moderation: 'approved', isAvatar: false }]);
    others.push(
      await womanOf(t, await ownFiles(), c, { at: near(1), photos: 1 }), // a woman
      await manOf(t, await ownFiles(), c, { at: near(1), age: c.men + 3 }), // older than she searches for
      await manOf(t, await ownFiles(), c, { at: near(1), searchAges: [c.women + 1, c.women + 5] }), // his settings reject her
      await manOf(t, await ownFiles(), c, { at: near(1), searchGender: 'male' }), // he looks for men
      await manOf(t, await ownFiles(), c, { at: near(1), ok: 0 }), // hidden
      await manOf(t, await ownFiles(), c, { at: near(1), ok: -2 }), // banned
      await manOf(t, await ownFiles(), c, { at: near(6000) }), // in New York: beyond the game's widest radius
      pending, // a photo waiting for moderation only
      notAvatar, // an approved photo, but no avatar
    );
  });
  afterAll(() => t.close());

  it('answers how many candidates the member has and the avatars of the nearest, 4 by default', async () => {
    const answer = await get(viewer, '?preset=avatar_360sm&timestamp=1');
    expect(answer.matches).toEqual({ count: fit.length, capped: false });
    expect(hidsOfPhotos(answer)).toEqual(await Promise.all(fit.slice(0, 4).map(avatarHidOf)));
    expect(answer.photos.every((p) => p.preset === 'avatar_360sm' && p.url.includes('/avatar_360sm.jpg?'))).toBe(true);
  });

  it('shows only counted candidates: never anyone who does not fit both ways, never her own photo; pageSize up to 20', async () => {
    const all = await get(viewer, '?preset=avatar&pageSize=20');
    expect(all.matches).toEqual({ count: fit.length, capped: false });
    expect(hidsOfPhotos(all)).toEqual(await Promise.all(fit.map(avatarHidOf)));
    const one = await get(viewer, '?preset=avatar&pageSize=1');
    expect(hidsOfPhotos(one)).toEqual([await avatarHidOf(fit[0]!)]);
    expect(one.matches).toEqual({ count: fit.length, capped: false });
  });

  it('answers 0 and no photos when nobody fits: never stand-ins', async () => {
    const alone = await womanOf(t, shared, cohort(1), { at: BERLIN });
    expect(await get(alone, '?preset=avatar&pageSize=4')).toEqual({ photos: [], matches: { count: 0, capped: false } });
  });

  it('counts up to the cap and says there are more; the photos are of counted candidates only', async () => {
    const { accounts, locations, memberViews } = t.app.services;
    const candidates = new CandidateCountService({ db: t.app.platform.db, clock: t.clock, accounts, locations, members: memberViews });
    const paywalls = new PaywallsService({ candidates, members: memberViews, matchesCap: 2 });
    const answer = await paywalls.contentPhotos(viewer.account, { preset: 'avatar', pageSize: 4 });
    expect(answer.matches).toEqual({ count: 2, capped: true });
    expect(hidsOfPhotos(answer)).toEqual(await Promise.all(fit.slice(0, 2).map(avatarHidOf)));
    // At the cap exactly, the count is exact.
    const exact = new PaywallsService({ candidates, members: memberViews, matchesCap: fit.length });
    expect((await exact.contentPhotos(viewer.account, { preset: 'avatar', pageSize: 4 })).matches).toEqual({ count: fit.length, capped: false });
    expect(PAYWALL_MATCHES_CAP).toBe(999);
  });

  it('shows each image once: candidates sharing an avatar file count, but their photo shows once', async () => {
    const c = cohort(2);
    const her = await womanOf(t, shared, c, { at: BERLIN });
    const twins = [await manOf(t, shared, c, { at: near(1) }), await manOf(t, shared, c, { at: near(2) })];
    const own = await manOf(t, await ownFiles(), c, { at: near(3) });
    const answer = await get(her, '?preset=avatar&pageSize=4');
    expect(answer.matches).toEqual({ count: 3, capped: false });
    expect(hidsOfPhotos(answer)).toEqual([await avatarHidOf(twins[0]!), await avatarHidOf(own)]);
  });

  it('refuses pageSize outside 1..20 and a preset not in the preset table with 400 field errors', async () => {
    const raw = (query: string) => t.request({ method: 'GET', url: `/v3/paywalls/content/photos${query}`, headers: viewer.headers });
    for (const pageSize of ['0', '21', '-1', '2.5', 'four']) {
      const res = await raw(`?preset=avatar&pageSize=${pageSize}`);
      expect(res.statusCode, pageSize).toBe(400);
      expect(res.json().fields).toHaveProperty('pageSize');
    }
    for (const query of ['?preset=huge', '?preset=', '?pageSize=4']) {
      const res = await raw(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, fields: { preset: expect.any(String) } });
    }
  });

  it('never tells whose photo it is: no hid or id of other members', async () => {
    const res = await t.request({ method: 'GET', url: '/v3/paywalls/content/photos?preset=avatar_l&pageSize=20', headers: viewer.headers });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['matches', 'photos']);
    for (const photo of res.json().photos) expect(Object.keys(photo).sort()).toEqual(['preset', 'url']);
    for (const m of [...fit, ...others]) expect(res.body).not.toContain(m.account.hid);
    expect(res.body).not.toMatch(/"(hid|id|account_id|accountId|userHid)"/);
  });

  it('serves URLs that answer the rendition, in the preset format (w only exists as WebP)', async () => {
    const [photo] = (await get(viewer, '?preset=w&pageSize=1')).photos;
    expect(photo!.url).toMatch(new RegExp(`^/media/photos/${await avatarHidOf(fit[0]!)}/w\\.webp\\?`));
    const media = await t.request({ method: 'GET', url: photo!.url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
  });

  it('requires a login (401) and an active member (401 code 10)', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/v3/paywalls/content/photos?preset=avatar' });
    expect(anonymous.statusCode).toBe(401);
    const hidden = others.find((m) => m.account.ok === 0)!;
    const res = await t.request({ method: 'GET', url: '/v3/paywalls/content/photos?preset=avatar', headers: hidden.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(10);
  });
});
