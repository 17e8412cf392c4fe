import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSettingsResponseSchema, usersSearchResponseSchema, type SearchResultUser, type UsersSearchResponse } from '@amora/contracts';
import { DAY, MINUTE } from '../../../platform/clock.ts';
import { newHid } from '../../../platform/ids.ts';
import { CITIES } from '../../../testing/personas.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import type { SeededAccount, SeededMember } from '../../../testing/seed.ts';
import type { NewProfile } from '../../accounts/index.ts';
import { TierGrants } from '../../entitlements/index.ts';
import { countedMemberViews } from '../../member-views/member-views.fixture.ts';
import { distanceKm, type BlockPairs, type Relationship } from '../../member-views/index.ts';
import { manAt, pointFrom, shareBrowserPosition } from '../discovery.fixture.ts';
import { snapToCell, type Point } from '../location/cell.ts';
import { KmPageTokens } from './page-token.ts';
import { SearchService } from './service.ts';

/** The shown distance between two points, as the server measures it: between their cells' centres. */
const shownKm = (a: Point, b: Point) => distanceKm(snapToCell(a), snapToCell(b))!;
/** Birthdays of the ages on the test clock's date (2026-01-15); each test searches its own age, so no test sees another's members. */
const BORN = { 33: '1992-11-14', 46: '1979-08-20', 47: '1978-08-20', 48: '1977-08-20', 52: '1973-06-01', 61: '1964-07-07', 70: '1955-03-03' } as const;

const REYKJAVIK: Point = { latitude: 64.1466, longitude: -21.9426 };
const LIMA: Point = { latitude: -12.0464, longitude: -77.0428 };
const NAIROBI: Point = { latitude: -1.2921, longitude: 36.8219 };
const HAMBURG: Point = { latitude: CITIES.hamburg.latitude, longitude: CITIES.hamburg.longitude };

describe.each(TEST_DIALECTS)('search on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const hidsOf = (hits: readonly SearchResultUser[]) => hits.map((hit) => hit.hid);
  const search = (headers: { authorization: string } | Record<string, never>, body: unknown) =>
    t.request({ method: 'POST', url: '/v3/users:search', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  async function searchPage(headers: { authorization: string }, body: unknown): Promise<UsersSearchResponse> {
    const res = await search(headers, body);
    if (res.statusCode !== 200) throw new Error(`search ${JSON.stringify(body)} answered ${res.statusCode}: ${res.body}`);
    return usersSearchResponseSchema.parse(res.json());
  }
  /** Every page of a search, following the tokens. */
  async function allPages(headers: { authorization: string }, body: Record<string, unknown>): Promise<{ hits: SearchResultUser[]; pages: number }> {
    const hits: SearchResultUser[] = [];
    let pageToken = '';
    let pages = 0;
    do {
      const page = await searchPage(headers, { ...body, pageToken });
      hits.push(...page.hits);
      pageToken = page.nextPageToken;
      pages += 1;
    } while (pageToken && pages < 100);
    return { hits, pages };
  }
  const viewerAt = (at: Point, options: { premium?: boolean } = {}) =>
    t.seed.member({ persona: 'alice', city_id: null, profile: at, account: options.premium ? { premium_until: t.clock.now() + 365 * DAY } : {} });

  describe('near Reykjavik: order and pages', () => {
    let viewer: SeededMember;
    /** Each man and the distance he is shown at; all 52. */
    const men: Array<{ man: SeededAccount; km: number }> = [];
    const byAge = { filter: { age: { from: 52, to: 52 } } };

    beforeAll(async () => {
      viewer = await viewerAt(REYKJAVIK);
      // Made out of order; some share a cell, some lie past the last ring (250 km) and a continent away.
      for (const [bearing, km] of [[10, 240], [200, 2], [0, 0], [90, 400], [300, 2], [45, 0.05], [135, 12], [250, 2000], [20, 30], [170, 90], [100, 8000], [330, 180]] as const) {
        const at = pointFrom(REYKJAVIK, bearing, km);
        men.push({ man: await manAt(t, at, { birthday: BORN[52] }), km: shownKm(REYKJAVIK, at) });
      }
    });

    it('lists the nearest first, by the whole km between cells, then everyone past the last ring', async () => {
      const { hits, nextPageToken } = await searchPage(viewer.headers, byAge);
      expect(nextPageToken).toBe('');
      expect(new Set(hidsOf(hits))).toEqual(new Set(men.map((m) => m.man.account.hid)));
      const kmOf = (hit: SearchResultUser) => men.find((m) => m.man.account.hid === hit.hid)!.km;
      const near = hits.slice(0, men.filter((m) => m.km <= 250).length);
      expect(near.map(kmOf)).toEqual(men.map((m) => m.km).filter((km) => km <= 250).sort((a, b) => a - b));
      expect(hits.slice(near.length).every((hit) => kmOf(hit) > 250)).toBe(true);
      // Search results say nothing of the distance (nearby does, for premium members).
      for (const hit of hits) expect(hit).not.toHaveProperty('distanceKilometers');
      expect(hits[0]).toMatchObject({ consumerHid: viewer.account.hid, name: 'Bob', age: 52, photo: null, relationships: { myLikes: false } });
    });

    it('pages by a sealed keyset token: every member once and in order, whatever the page size', async () => {
      const whole = hidsOf((await searchPage(viewer.headers, byAge)).hits);
      for (const pageSize of [1, 2, 5, 11, 12]) {
        const { hits, pages } = await allPages(viewer.headers, { ...byAge, pageSize });
        expect(hidsOf(hits), `page size ${pageSize}`).toEqual(whole);
        expect(pages).toBe(Math.ceil(whole.length / pageSize));
      }
      const { nextPageToken } = await searchPage(viewer.headers, { ...byAge, pageSize: 3 });
      // Nothing in it reads: no km, no hid, no id.
      const opened = Buffer.from(nextPageToken, 'base64url').toString('latin1');
      for (const m of men) expect(opened).not.toContain(m.man.account.hid.slice(0, 8));
      expect(nextPageToken.length).toBeLessThanOrEqual(128);
    });

    it('pages past the last ring a span of accounts at a time: short pages while more follow, nobody twice, nobody missed', async () => {
      const { accounts, locations } = t.app.services;
      // Two accounts a span: most pages of the rest hold nobody of this search, and say so with a token.
      const narrow = new SearchService({ db: t.app.platform.db, clock: t.clock, accounts, locations, members: t.app.services.memberViews, tokens: new KmPageTokens('test', 'search'), restSpan: 2 });
      const seen: string[] = [];
      let pageToken = '';
      let shortPages = 0;
      let pages = 0;
      do {
        const page = await narrow.search(viewer.account, { ...byAge, pageSize: 4, pageToken }, false);
        if (page.nextPageToken && page.hits.length < 4) shortPages += 1;
        seen.push(...hidsOf(page.hits));
        pageToken = page.nextPageToken;
        pages += 1;
      } while (pageToken && pages < 500);
      expect(seen).toEqual(hidsOf((await searchPage(viewer.headers, byAge)).hits));
      expect(shortPages).toBeGreaterThan(0);
    });

    it('refuses a token it never sealed, an altered one and another member’s with 400 on pageToken', async () => {
      const { nextPageToken } = await searchPage(viewer.headers, { ...byAge, pageSize: 1 });
      const other = await viewerAt(REYKJAVIK);
      const flipped = `${nextPageToken.slice(0, 20)}${nextPageToken[20] === 'A' ? 'B' : 'A'}${nextPageToken.slice(21)}`;
      const forged = Buffer.from('1.abcdefghijklmnopqrstuv').toString('base64url');
      for (const [who, pageToken] of [
        [viewer, flipped],
        [viewer, nextPageToken.slice(0, -2)],
        [viewer, `${nextPageToken}AA`],
        [viewer, forged],
        [viewer, 'not a token!'],
        [other, nextPageToken],
      ] as const) {
        const res = await search(who.headers, { ...byAge, pageToken });
        expect(res.statusCode, pageToken).toBe(400);
        expect(res.json().fields).toEqual({ pageToken: 'validation.invalid' });
      }
      const tooLong = await search(viewer.headers, { ...byAge, pageToken: 'x'.repeat(129) });
      expect(tooLong.statusCode).toBe(400);
      expect(Object.keys(tooLong.json().fields)).toEqual(['pageToken']);
    });
  });

  describe('in Lima: every filter', () => {
    let viewer: SeededMember;
    const at = (i: number) => pointFrom(LIMA, i * 30, 1 + i / 2);
    let named: Record<string, SeededAccount>;
    const age47 = { age: { from: 47, to: 47 } };

    beforeAll(async () => {
      viewer = await viewerAt(LIMA);
      const now = t.clock.now();
      const man = (i: number, profile: Partial<NewProfile> = {}, account: { last_online_at?: number; registered_at?: number } = {}, birthday: string = BORN[47]) =>
        t.seed.member({ persona: 'bob', birthday, city_id: null, profile: { ...at(i), ...profile }, account, signIn: false });
      named = {
        plain: await man(0),
        online: await man(1, {}, { last_online_at: now - 5 * MINUTE }),
        lately: await man(2, { height: 160 }, { last_online_at: now - 16 * MINUTE }),
        old: await man(3, { height: 190, marital_status: 1, alcohol: 1, smoking: 2, user_mood: 5, goal: '[1,3]', interests: '[112,1]' }, { registered_at: now - 8 * DAY }),
        tall: await man(4, { height: 220, marital_status: 2, alcohol: 3, smoking: 4, user_mood: 7, goal: '[8]', interests: '[12,40]' }),
        verified: await man(5, { height: 120, goal: '[3]', interests: '[125]' }),
        younger: await man(6, {}, {}, BORN[46]),
        older: await man(7, {}, {}, BORN[48]),
        thirtyThree: await man(8, {}, {}, BORN[33]),
        woman: await t.seed.member({ persona: 'carol', birthday: BORN[47], city_id: null, profile: at(9), signIn: false }),
      };
      await t.app.platform.db
        .insertInto('verifications')
        .values({ hid: newHid(), hash: newHid(), account_id: named.verified!.account.id, gesture: 'peace', status: 'approved', storage_key: null, reason: null, created_at: now, expires_at: now + DAY, submitted_at: now, decided_at: now })
        .execute();
    });

    const found = async (filter: Record<string, unknown>) => {
      const { hits } = await searchPage(viewer.headers, { filter });
      const names = Object.entries(named).filter(([, m]) => hits.some((hit) => hit.hid === m.account.hid)).map(([name]) => name);
      return names.sort();
    };
    const men47 = ['lately', 'old', 'online', 'plain', 'tall', 'verified'];

    it('keeps to each filter alone, and to all of them together', async () => {
      const cases: Array<[Record<string, unknown>, string[]]> = [
        [{}, men47],
        [{ onlineStatus: 1 }, ['online']],
        [{ onlineStatus: 2 }, men47],
        [{ onlineStatus: 3 }, men47.filter((name) => name !== 'old')],
        [{ verifiedOnly: true }, ['verified']],
        [{ verifiedOnly: false }, men47],
        [{ height: { from: 180, to: 220 } }, ['old', 'tall']],
        [{ height: { from: 120, to: 160 } }, ['lately', 'verified']],
        [{ family: [1] }, ['old']],
        [{ family: [1, 2] }, ['old', 'tall']],
        [{ goal: [3] }, ['old', 'verified']],
        [{ goal: [8] }, ['tall']],
        [{ alcohol: [1, 3] }, ['old', 'tall']],
        [{ userMood: [7] }, ['tall']],
        [{ smoking: [2] }, ['old']],
        // '[112,1]' and '[125]' hold no 12: ids match whole, never as part of another.
        [{ interests: [12] }, ['tall']],
        [{ interests: [1] }, ['old']],
        [{ interests: [12, 1] }, ['old', 'tall']],
        [{ height: { from: 180, to: 220 }, goal: [1], onlineStatus: 3 }, []],
        [{ height: { from: 180, to: 220 }, goal: [1, 8], family: [2], alcohol: [3], smoking: [4], userMood: [7], interests: [40] }, ['tall']],
        // Empty lists and nulls narrow nothing.
        [{ goal: [], family: null, interests: [], verifiedOnly: null, onlineStatus: null }, men47],
      ];
      for (const [filter, expected] of cases) expect(await found({ ...age47, ...filter }), JSON.stringify(filter)).toEqual(expected.sort());
    });

    it('keeps to the age range and the gender asked, or else to the search settings', async () => {
      expect(await found({ age: { from: 46, to: 47 } })).toEqual([...men47, 'younger'].sort());
      expect(await found({ age: { from: 47, to: 48 } })).toEqual([...men47, 'older'].sort());
      for (const searchGender of ['f', 'female']) expect(await found({ ...age47, searchGender })).toEqual(['woman']);
      expect(await found({ ...age47, searchGender: 'm' })).toEqual(men47);
      // alice's settings: men of 25 to 40.
      expect(await found({})).toEqual(['thirtyThree']);
      const res = await t.request({ method: 'POST', url: '/rest/v2/user/settings/search', headers: viewer.headers, payload: { search_age_from: 46, search_age_to: 48 } });
      expect(res.statusCode).toBe(200);
      expect(await found({})).toEqual([...men47, 'older', 'younger'].sort());
      await t.request({ method: 'POST', url: '/rest/v2/user/settings/search', headers: viewer.headers, payload: { search_gender: 'f', search_age_from: 25, search_age_to: 89 } });
      expect(await found({})).toEqual(['woman']);
    });
  });

  describe('from another city (spec 3 §6 geo switch)', () => {
    let far: SeededAccount;
    let inHamburg: SeededAccount;
    let nearHamburg: SeededAccount;
    let inBerlin: SeededAccount;
    const byAge = { age: { from: 61, to: 61 } };

    beforeAll(async () => {
      const man = (profile: Partial<NewProfile>, cityId: number | null = null) => t.seed.member({ persona: 'bob', birthday: BORN[61], city_id: cityId, profile, signIn: false });
      inHamburg = await man({}, CITIES.hamburg.id);
      nearHamburg = await man(pointFrom(HAMBURG, 200, 30));
      far = await man(pointFrom(HAMBURG, 20, 80));
      inBerlin = await man({}, CITIES.berlin.id);
    });

    it('is for premium members; everyone may search around their own city, and an unknown city is a 400', async () => {
      const free = await t.seed.member({ persona: 'alice' });
      const refused = await search(free.headers, { filter: { ...byAge, cityId: CITIES.hamburg.id } });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain(inHamburg.account.hid);
      // Her own city (Berlin): the members of its area only.
      expect(hidsOf((await searchPage(free.headers, { filter: { ...byAge, cityId: CITIES.berlin.id } })).hits)).toEqual([inBerlin.account.hid]);
      const unknown = await search(free.headers, { filter: { ...byAge, cityId: 999_999_999 } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual({ 'filter.cityId': 'validation.invalid' });

      const grants = new TierGrants(t.app.services.accounts, t.clock);
      await grants.grant(free.account.id, 'premium', 30);
      const { hits } = await searchPage(free.headers, { filter: { ...byAge, cityId: CITIES.hamburg.id } });
      // Within 50 km of the city's cell, nearest first: not the man 80 km out, not Berlin.
      expect(hidsOf(hits)).toEqual([inHamburg.account.hid, nearHamburg.account.hid]);
      expect(hidsOf(hits)).not.toContain(far.account.hid);
      await grants.revoke(free.account.id);
      expect((await search(free.headers, { filter: { ...byAge, cityId: CITIES.hamburg.id } })).statusCode).toBe(403);
    });
  });

  describe('in Nairobi: the viewer’s rules', () => {
    const byAge = { filter: { age: { from: 70, to: 70 } } };

    it('leaves out the viewer, inactive members and members blocked either way; marks the ones the viewer liked', async () => {
      const viewer = await viewerAt(NAIROBI);
      const man = (km: number, ok?: number) => manAt(t, pointFrom(NAIROBI, 45, km), { birthday: BORN[70], ok });
      // 3 km apart: each is shown farther than the one before.
      const [blocked, blocking, liked, other] = [await man(1), await man(4), await man(7), await man(10)];
      const inactive = [await man(1, 0), await man(1, -1), await man(1, -2)];
      const blocks = { blocksBetween: async (): Promise<BlockPairs> => ({ blockedByViewer: new Set([blocked.account.id]), blockingViewer: new Set([blocking.account.id]) }) };
      const likedOne: Relationship = { likedMe: false, iLiked: true, isMatch: false, isMyFavorite: false, isThroughBoost: false };
      const relationships = { relationshipsOf: async () => new Map([[liked.account.id, likedOne]]) };
      const { views } = countedMemberViews(t, { blocks, relationships });
      const { accounts, locations } = t.app.services;
      const service = new SearchService({ db: t.app.platform.db, clock: t.clock, accounts, locations, members: views, tokens: new KmPageTokens('test', 'search') });
      const page = await service.search(viewer.account, byAge, false);
      expect(page.hits.map((hit) => [hit.hid, hit.relationships.myLikes])).toEqual([
        [liked.account.hid, true],
        [other.account.hid, false],
      ]);
      // Through the API (no blocks yet): everyone active, never the inactive or the viewer.
      const hids = hidsOf((await searchPage(viewer.headers, byAge)).hits);
      expect(hids).toEqual([blocked, blocking, liked, other].map((m) => m.account.hid));
      for (const member of [...inactive, viewer]) expect(hids).not.toContain(member.account.hid);
    });

    it('measures from a shared browser position; finds nobody for a viewer without a location', async () => {
      const home = pointFrom(NAIROBI, 0, 3000);
      const traveller = await t.seed.member({ persona: 'alice', city_id: null, profile: home });
      const nextDoor = await manAt(t, pointFrom(home, 0, 2), { birthday: BORN[70] });
      const neighbour = await manAt(t, pointFrom(NAIROBI, 90, 300), { birthday: BORN[70] });
      expect(hidsOf((await searchPage(traveller.headers, byAge)).hits)[0]).toBe(nextDoor.account.hid);
      expect((await shareBrowserPosition(t, traveller.headers, pointFrom(NAIROBI, 90, 301))).statusCode).toBe(200);
      expect(hidsOf((await searchPage(traveller.headers, byAge)).hits)[0]).toBe(neighbour.account.hid);
      await t.request({ method: 'DELETE', url: '/v3/users/me/location', headers: traveller.headers });
      expect(hidsOf((await searchPage(traveller.headers, byAge)).hits)[0]).toBe(nextDoor.account.hid);

      const nowhere = await t.seed.member({ persona: 'alice', city_id: null });
      expect(await searchPage(nowhere.headers, byAge)).toEqual({ hits: [], nextPageToken: '' });
    });
  });

  it('refuses out-of-bounds input with 400 naming the field, before any work', async () => {
    const viewer = await viewerAt(NAIROBI);
    const cases: Array<[unknown, string]> = [
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageSize: 21 }, 'pageSize'],
      [{ pageSize: 2.5 }, 'pageSize'],
      [{ pageSize: '5' }, 'pageSize'],
      [{ pageToken: 5 }, 'pageToken'],
      [{ filter: 'men' }, 'filter'],
      [{ filter: { onlineStatus: 4 } }, 'filter.onlineStatus'],
      [{ filter: { verifiedOnly: 'yes' } }, 'filter.verifiedOnly'],
      [{ filter: { age: { from: 17, to: 30 } } }, 'filter.age.from'],
      [{ filter: { age: { from: 30, to: 90 } } }, 'filter.age.to'],
      [{ filter: { age: { from: 40, to: 30 } } }, 'filter.age.to'],
      [{ filter: { age: { from: 30 } } }, 'filter.age.to'],
      [{ filter: { age: [18, 30] } }, 'filter.age'],
      [{ filter: { height: { from: 119, to: 180 } } }, 'filter.height.from'],
      [{ filter: { height: { from: 150, to: 221 } } }, 'filter.height.to'],
      [{ filter: { family: [99] } }, 'filter.family.0'],
      [{ filter: { family: 1 } }, 'filter.family'],
      [{ filter: { goal: [1, 2, 3, 4, 5, 6, 7, 8, 1] } }, 'filter.goal'],
      [{ filter: { alcohol: ['1'] } }, 'filter.alcohol.0'],
      [{ filter: { userMood: [20] } }, 'filter.userMood.0'],
      [{ filter: { smoking: [0] } }, 'filter.smoking.0'],
      [{ filter: { interests: Array.from({ length: 15 }, (_, i) => i + 1) } }, 'filter.interests'],
      [{ filter: { interests: [100_000] } }, 'filter.interests.0'],
      [{ filter: { cityId: 0 } }, 'filter.cityId'],
      [{ filter: { cityId: 'Berlin' } }, 'filter.cityId'],
      [{ filter: { cityId: 2 ** 31 } }, 'filter.cityId'],
      [{ filter: { searchGender: 'x' } }, 'filter.searchGender'],
    ];
    for (const [body, field] of cases) {
      const res = await search(viewer.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields), JSON.stringify(body)).toEqual([field]);
    }
    // Every problem at once.
    const many = await search(viewer.headers, { pageSize: 0, filter: { onlineStatus: 9, height: { from: 1, to: 2 } } });
    expect(Object.keys(many.json().fields).sort()).toEqual(['filter.height.from', 'filter.height.to', 'filter.onlineStatus', 'pageSize']);
    // No body at all is the first page of the default search; a login is needed.
    expect((await t.request({ method: 'POST', url: '/v3/users:search', headers: viewer.headers })).statusCode).toBe(200);
    expect((await search({}, {})).statusCode).toBe(401);
  });

  describe('search settings', () => {
    const save = (member: SeededMember, payload: unknown) =>
      t.request({ method: 'POST', url: '/rest/v2/user/settings/search', headers: { ...member.headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

    it('saves what is sent and answers the settings as saved; an empty body reads them', async () => {
      const bob = await t.seed.member({ persona: 'bob' });
      const read = await save(bob, {});
      expect(searchSettingsResponseSchema.parse(read.json())).toEqual({ result: { gender: 'male', search_gender: 'f', search_age_from: 24, search_age_to: 36 } });
      expect((await save(bob, { search_gender: 'm', search_age_to: 50 })).json().result).toEqual({ gender: 'male', search_gender: 'm', search_age_from: 24, search_age_to: 50 });
      expect((await save(bob, { gender: 'male', search_gender: 'female', search_age_from: 30, unknown: 1 })).json().result).toEqual({
        gender: 'male',
        search_gender: 'f',
        search_age_from: 30,
        search_age_to: 50,
      });
      // The profile shows them too: one set of settings.
      const profile = await t.request({ method: 'GET', url: '/rest/v2/user/info/profile?data_group=common', headers: bob.headers });
      expect(profile.json().result.common).toMatchObject({ search_gender: 'f', search_age: { from: 30, to: 50 } });
    });

    it('refuses another gender of one’s own, a range that runs downwards and values out of bounds, saving nothing', async () => {
      const alice = await t.seed.member({ persona: 'alice' });
      const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
        [{ gender: 'male', search_age_from: 30 }, { gender: 'validation.invalid' }],
        [{ search_age_from: 41 }, { search_age_from: 'validation.tooBig' }],
        [{ search_age_from: 35, search_age_to: 30 }, { search_age_to: 'validation.tooSmall' }],
        [{ search_age_from: 17 }, { search_age_from: 'validation.tooSmall' }],
        [{ search_age_to: 90 }, { search_age_to: 'validation.tooBig' }],
        [{ search_gender: 'x' }, { search_gender: 'validation.invalid' }],
        [{ search_age_to: '30' }, { search_age_to: 'validation.invalid' }],
      ];
      for (const [payload, fields] of cases) {
        const res = await save(alice, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().fields, JSON.stringify(payload)).toEqual(fields);
      }
      expect((await save(alice, {})).json().result).toEqual({ gender: 'female', search_gender: 'm', search_age_from: 25, search_age_to: 40 });
      expect((await t.request({ method: 'POST', url: '/rest/v2/user/settings/search', payload: {} })).statusCode).toBe(401);
    });
  });
});
