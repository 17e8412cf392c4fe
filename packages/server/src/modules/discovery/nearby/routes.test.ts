import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUserTeaserSchema, NEARBY_RADII_KILOMETERS, neighborsResponseSchema, type SearchResultUser } from '@amora/contracts';
import { DAY } from '../../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import type { SeededAccount, SeededMember } from '../../../testing/seed.ts';
import { countedMemberViews, givePhotos, storedFiles } from '../../member-views/member-views.fixture.ts';
import { distanceKm, type BlockPairs } from '../../member-views/index.ts';
import { manAt, neighborsPage, pointFrom, premiumViewerAt, shareBrowserPosition } from '../discovery.fixture.ts';
import { snapToCell, type Point } from '../location/cell.ts';
import { NearbyService } from './service.ts';

/** The shown distance between two points, as the server computes it: between their cells' centres. */
const shownKm = (a: Point, b: Point) => distanceKm(snapToCell(a), snapToCell(b))!;

const BERLIN: Point = { latitude: 52.52, longitude: 13.405 };
const MADRID: Point = { latitude: 40.4168, longitude: -3.7038 };
const ROME: Point = { latitude: 41.9028, longitude: 12.4964 };
const OSLO: Point = { latitude: 59.9139, longitude: 10.7522 };
const LISBON: Point = { latitude: 38.7223, longitude: -9.1393 };

describe.each(TEST_DIALECTS)('nearby on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const hidsOf = (hits: readonly SearchResultUser[]) => hits.map((hit) => hit.hid);

  describe('around Berlin', () => {
    let viewer: SeededMember;
    /** Each man and the distance he is shown at from the viewer. */
    const men: Array<{ man: SeededAccount; km: number }> = [];

    beforeAll(async () => {
      viewer = await premiumViewerAt(t, BERLIN);
      // Made out of distance order, so only the ordering puts them right; some in the viewer's own cell.
      for (const [bearing, km] of [[10, 40], [200, 2.6], [0, 0], [90, 60], [300, 4.4], [45, 0.05], [135, 7.2], [250, 12], [20, 24.6], [170, 49.7], [100, 25.4], [330, 0.9]] as const) {
        const at = pointFrom(BERLIN, bearing, km);
        men.push({ man: await manAt(t, at), km: shownKm(BERLIN, at) });
      }
    });

    it('lists exactly the members shown within each radius, nearest first, 50 km by default', async () => {
      for (const radius of NEARBY_RADII_KILOMETERS) {
        const page = await neighborsPage(t, viewer.headers, `radiusKilometers=${radius}`);
        neighborsResponseSchema.parse(page);
        const expected = men.filter((m) => m.km <= radius);
        expect(new Set(hidsOf(page.hits)), `radius ${radius}`).toEqual(new Set(expected.map((m) => m.man.account.hid)));
        expect(page.hits.map((hit) => hit.distanceKilometers)).toEqual(expected.map((m) => m.km).sort((a, b) => a - b));
        expect(page.nextPageToken).toBe('');
      }
      const byDefault = await neighborsPage(t, viewer.headers);
      expect(byDefault).toEqual(await neighborsPage(t, viewer.headers, 'radiusKilometers=50'));
      // The man 60 km away is in no list.
      expect(byDefault.hits).toHaveLength(men.length - 1);
    });

    it('shows whole km between cell centres, rounded up and never below 1', async () => {
      const { hits } = await neighborsPage(t, viewer.headers);
      for (const hit of hits) {
        const { km } = men.find((m) => m.man.account.hid === hit.hid)!;
        expect(hit.distanceKilometers).toBe(km);
        expect(Number.isInteger(hit.distanceKilometers) && hit.distanceKilometers! >= 1).toBe(true);
      }
      // The men in the viewer's own cell and next door are "1 km", not 0.
      const nextDoor = men.filter((m) => m.km === 1);
      expect(nextDoor.length).toBeGreaterThanOrEqual(2);
      expect(hits.filter((hit) => hit.distanceKilometers === 1)).toHaveLength(nextDoor.length);
    });

    it('answers search result users with the viewer as consumer and nothing of the viewer’s own', async () => {
      const { hits } = await neighborsPage(t, viewer.headers, 'pageSize=1');
      expect(hits[0]).toMatchObject({ consumerHid: viewer.account.hid, name: 'Bob', age: 33, photo: null, relationships: { myLikes: false } });
      expect(hidsOf((await neighborsPage(t, viewer.headers)).hits)).not.toContain(viewer.account.hid);
    });

    it('measures from a shared browser position, and from the city again once it is withdrawn', async () => {
      const traveller = await t.seed.member({ persona: 'bob', city_id: null, profile: pointFrom(BERLIN, 0, 300) });
      expect(hidsOf((await neighborsPage(t, viewer.headers)).hits)).not.toContain(traveller.account.hid);
      const raw = pointFrom(BERLIN, 180, 3.3);
      expect((await shareBrowserPosition(t, traveller.headers, raw)).statusCode).toBe(200);
      const found = (await neighborsPage(t, viewer.headers)).hits.find((hit) => hit.hid === traveller.account.hid);
      expect(found?.distanceKilometers).toBe(shownKm(BERLIN, raw));
      await t.request({ method: 'DELETE', url: '/v3/users/me/location', headers: traveller.headers });
      expect(hidsOf((await neighborsPage(t, viewer.headers)).hits)).not.toContain(traveller.account.hid);
    });
  });

  it('pages by a keyset token: every member once and in order, whatever the page size', async () => {
    const viewer = await premiumViewerAt(t, MADRID);
    // Nine men in one cell 5 km away, shown at the same distance: only the tiebreak orders them.
    const crowd = pointFrom(MADRID, 60, 5);
    for (let i = 0; i < 9; i++) await manAt(t, crowd);
    for (const km of [1.5, 8, 15, 30]) await manAt(t, pointFrom(MADRID, km * 10, km));
    const whole = await neighborsPage(t, viewer.headers);
    expect(whole.hits).toHaveLength(13);
    const kms = whole.hits.map((hit) => hit.distanceKilometers!);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));

    for (const pageSize of [1, 2, 4, 9, 12, 13]) {
      const seen: SearchResultUser[] = [];
      let token = '';
      let pages = 0;
      do {
        const page = await neighborsPage(t, viewer.headers, `pageSize=${pageSize}${token ? `&pageToken=${token}` : ''}`);
        expect(page.hits.length).toBeLessThanOrEqual(pageSize);
        seen.push(...page.hits);
        token = page.nextPageToken;
        pages += 1;
      } while (token && pages < 20);
      expect(hidsOf(seen), `page size ${pageSize}`).toEqual(hidsOf(whole.hits));
      expect(pages).toBe(Math.ceil(13 / pageSize));
    }

    const [first] = (await neighborsPage(t, viewer.headers, 'pageSize=1')).hits;
    const token = (await neighborsPage(t, viewer.headers, 'pageSize=1')).nextPageToken;
    // The token tells nothing finer than the page showed: the shown km and the hid.
    expect(Buffer.from(token, 'base64url').toString()).toBe(`${first!.distanceKilometers}.${first!.hid}`);
  });

  it('refuses a token it never wrote, a radius off the slider and a page size out of bounds with 400', async () => {
    const viewer = await premiumViewerAt(t, MADRID);
    const bad = ['pageToken=nonsense', `pageToken=${Buffer.from('0.abc').toString('base64url')}`, `pageToken=${Buffer.from('3.a b').toString('base64url')}`, `pageToken=${'x'.repeat(200)}`];
    for (const query of [...bad, 'radiusKilometers=4', 'radiusKilometers=100', 'radiusKilometers=ten', 'radiusKilometers=-3', 'pageSize=0', 'pageSize=51', 'pageSize=2.5']) {
      const res = await t.request({ method: 'GET', url: `/v3/neighbors?${query}`, headers: viewer.headers });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields), query).toEqual([query.split('=')[0]]);
    }
    const teasers = await t.request({ method: 'GET', url: '/v3/neighbors/teasers?pageSize=21', headers: viewer.headers });
    expect(teasers.statusCode).toBe(400);
  });

  it('keeps to the viewer’s search (gender and age range) and to active members', async () => {
    const viewer = await premiumViewerAt(t, ROME);
    const near = (km: number) => pointFrom(ROME, 30, km);
    const shown = [await manAt(t, near(2), { birthday: '2001-01-15' }), await manAt(t, near(3), { birthday: '1985-01-16' })];
    const hidden = [
      await manAt(t, near(2), { birthday: '2001-01-16' }), // 24 tomorrow: too young today
      await manAt(t, near(2), { birthday: '1985-01-15' }), // 41 today: too old
      await t.seed.member({ persona: 'carol', city_id: null, profile: near(1), signIn: false }), // a woman
      await manAt(t, near(1), { ok: 0 }),
      await manAt(t, near(1), { ok: -1 }),
      await manAt(t, near(1), { ok: -2 }),
    ];
    const { hits } = await neighborsPage(t, viewer.headers);
    expect(new Set(hidsOf(hits))).toEqual(new Set(shown.map((m) => m.account.hid)));
    for (const member of hidden) expect(hidsOf(hits)).not.toContain(member.account.hid);
  });

  it('finds members across the antimeridian and over a pole', async () => {
    for (const [here, there] of [
      [{ latitude: -17.2, longitude: 179.995 }, { latitude: -17.2, longitude: -179.992 }],
      [{ latitude: 89.995, longitude: 10 }, { latitude: 89.995, longitude: -170 }],
    ] as const) {
      const viewer = await premiumViewerAt(t, here);
      const man = await manAt(t, there);
      const { hits } = await neighborsPage(t, viewer.headers, 'radiusKilometers=3');
      expect(hits.map((hit) => [hit.hid, hit.distanceKilometers])).toEqual([[man.account.hid, shownKm(here, there)]]);
    }
  });

  it('lists nobody for a viewer without a location', async () => {
    const nowhere = await t.seed.member({ persona: 'alice', city_id: null, account: { premium_until: t.clock.now() + DAY } });
    expect(await neighborsPage(t, nowhere.headers)).toEqual({ hits: [], nextPageToken: '' });
    const teasers = await t.request({ method: 'GET', url: '/v3/neighbors/teasers', headers: nowhere.headers });
    expect(teasers.json()).toEqual({ teasers: [] });
  });

  describe('by tier (spec 3 §6)', () => {
    let men: SeededAccount[];
    beforeAll(async () => {
      const files = await storedFiles(t);
      men = [];
      for (let i = 0; i < 24; i++) {
        // 2 km apart, more than two cells' worth of snapping: each is shown farther than the one before.
        const man = await manAt(t, pointFrom(OSLO, i * 15, 1 + 2 * i), { name: `Magnus${i}` });
        await givePhotos(t, man.account.id, files, ['approved', 'approved']);
        men.push(man);
      }
    });

    it('keeps the list for premium members: a free or paused one gets 403, premium, plus and VIP the list', async () => {
      const now = t.clock.now();
      const free = await t.seed.member({ persona: 'alice', city_id: null, profile: OSLO });
      const paused = await t.seed.member({ persona: 'alice', city_id: null, profile: OSLO, account: { premium_until: now + 30 * DAY, paused_until: now + 7 * DAY } });
      const expired = await t.seed.member({ persona: 'alice', city_id: null, profile: OSLO, account: { premium_until: now - 1 } });
      for (const member of [free, paused, expired]) {
        const res = await t.request({ method: 'GET', url: '/v3/neighbors', headers: member.headers });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 403 });
        expect(res.body).not.toContain(men[0]!.account.hid);
      }
      for (const column of ['premium_until', 'plus_until', 'vip_until'] as const) {
        const member = await t.seed.member({ persona: 'alice', city_id: null, profile: OSLO, account: { [column]: now + DAY } });
        expect((await neighborsPage(t, member.headers)).hits).toHaveLength(24);
      }
      const lifetime = await t.seed.member({ persona: 'alice', city_id: null, profile: OSLO, account: { premium_lifetime: 1 } });
      expect((await neighborsPage(t, lifetime.headers)).hits).toHaveLength(24);
    });

    it('gives everyone teasers: 20, nearest first, no hid, masked names, blurred avatars, no distance', async () => {
      const free = await t.seed.member({ persona: 'alice', city_id: null, profile: OSLO });
      const res = await t.request({ method: 'GET', url: '/v3/neighbors/teasers?timestamp=1', headers: { ...free.headers, accept: 'image/webp,*/*' } });
      expect(res.statusCode, res.body).toBe(200);
      const { teasers } = res.json();
      expect(teasers).toHaveLength(20);
      for (const teaser of teasers) listUserTeaserSchema.parse(teaser);
      for (const teaser of teasers) expect(teaser.name).toMatch(/^M\*\*\*\d$/);
      for (const man of men) expect(res.body).not.toContain(man.account.hid);
      expect(res.body).not.toMatch(/"(hid|id|distanceKilometers|distance)"/);

      const photos = await t.database.db.selectFrom('photos').select(['hid', 'blur_hid', 'account_id', 'is_avatar']).where('account_id', 'in', men.map((m) => m.account.id)).execute();
      for (const photo of photos) expect(res.body).not.toContain(photo.hid);
      const avatarOf = (man: SeededAccount) => photos.find((photo) => Number(photo.account_id) === man.account.id && photo.is_avatar === 1)!;
      // Nearest first: the first teaser is Magnus0's blurred avatar.
      expect(teasers[0].photoUrl).toContain(`/media/photos/${avatarOf(men[0]!).blur_hid}/`);
      expect((await t.request({ method: 'GET', url: '/v3/neighbors/teasers?pageSize=3', headers: free.headers })).json().teasers).toHaveLength(3);
    });
  });

  it('leaves out members blocked either way (the block slot the safety module fills)', async () => {
    const viewer = await premiumViewerAt(t, LISBON);
    const [blocked, blocking, other] = [await manAt(t, pointFrom(LISBON, 0, 2)), await manAt(t, pointFrom(LISBON, 90, 3)), await manAt(t, pointFrom(LISBON, 180, 4))];
    const blocks = {
      blocksBetween: async (): Promise<BlockPairs> => ({ blockedByViewer: new Set([blocked.account.id]), blockingViewer: new Set([blocking.account.id]) }),
    };
    const { views } = countedMemberViews(t, { blocks });
    const { accounts, locations } = t.app.services;
    const nearby = new NearbyService({ db: t.app.platform.db, clock: t.clock, accounts, locations, members: views });
    const page = await nearby.neighbors(viewer.account, { pageSize: 50, radiusKilometers: 50 }, false);
    expect(hidsOf(page.hits)).toEqual([other.account.hid]);
    const teasers = await nearby.teasers(viewer.account, { pageSize: 20 }, false);
    expect(teasers.teasers).toHaveLength(1);
  });

  it('needs a login', async () => {
    expect((await t.request({ method: 'GET', url: '/v3/neighbors' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/v3/neighbors/teasers' })).statusCode).toBe(401);
  });
});
