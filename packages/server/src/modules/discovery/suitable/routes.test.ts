import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suitableResponseSchema, type SuitableResponse } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import { storedFiles } from '../../member-views/member-views.fixture.ts';
import type { RenditionFiles } from '../../photos/index.ts';
import { pointFrom } from '../discovery.fixture.ts';
import type { Point } from '../location/cell.ts';
import { manOf, womanOf, type Cohort } from '../game/game.fixture.ts';

/** Each test in an age band of its own, so its list holds only its own members. */
const cohort = (k: number): Cohort => ({ women: 22 + 6 * k, men: 23 + 6 * k });
const LISBON: Point = { latitude: 38.72, longitude: -9.14 };
const near = (km: number, bearing = 90) => pointFrom(LISBON, bearing, km);

describe.each(TEST_DIALECTS)('the suitable list on %s', (dialect) => {
  let t: TestApp;
  let files: RenditionFiles;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    files = await storedFiles(t);
  });
  afterAll(() => t.close());

  async function suitable(headers: { authorization: string }, query = ''): Promise<SuitableResponse> {
    const res = await t.request({ method: 'GET', url: `/v3/suitable?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return suitableResponseSchema.parse(res.json());
  }

  it('lists the members who fit both ways and were never marked, nearest first, without anyone blocked either way', async () => {
    const c = cohort(0);
    const viewer = await womanOf(t, files, c, { at: LISBON, photos: 1 });
    const [far, close, middle] = [await manOf(t, files, c, { at: near(300) }), await manOf(t, files, c, { at: near(2) }), await manOf(t, files, c, { at: near(40) })];
    const [liked, passedOver, blocked, blocking] = [await manOf(t, files, c, { at: near(3) }), await manOf(t, files, c, { at: near(3) }), await manOf(t, files, c, { at: near(3) }), await manOf(t, files, c, { at: near(3) })];
    const hidden = [
      liked,
      passedOver,
      blocked,
      blocking,
      await manOf(t, files, c, { at: near(5), searchAges: [c.women + 3, c.women + 6] }), // she is younger than he searches for
      await manOf(t, files, c, { at: near(5), searchGender: 'male' }), // he looks for men
      await manOf(t, files, c, { at: near(5), photos: 0 }), // no photo
      await manOf(t, files, c, { at: near(5), ok: -2 }), // banned
      await manOf(t, files, c, { at: near(1_500) }), // beyond the game's widest radius
      await manOf(t, files, c, { at: null }), // nowhere
    ];
    const like = await t.request({ method: 'POST', url: '/apis/relations/v1/users/me/likes?context=profile', headers: viewer.headers, payload: { contact_hid: liked.account.hid } });
    expect(like.statusCode, like.body).toBe(200);
    const deck = await t.request({ method: 'GET', url: '/v3/matchesGame/users:pickUp?timestamp=1&pageSize=20', headers: viewer.headers });
    const card = (deck.json() as { hits: Array<{ user: { hid: string; operationToken: string } }> }).hits.find((hit) => hit.user.hid === passedOver.account.hid)!;
    expect((await t.request({ method: 'POST', url: `/v3/matchesGame/users/${card.user.operationToken}:pass`, headers: viewer.headers, payload: {} })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/v3/users/${blocked.account.hid}:block`, headers: viewer.headers })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/v3/users/${viewer.account.hid}:block`, headers: blocking.headers })).statusCode).toBe(200);

    const list = await suitable(viewer.headers);
    expect(list.users.map((user) => user.hid)).toEqual([close, middle, far].map((m) => m.account.hid));
    expect(list.nextPageToken).toBe('');
    for (const member of hidden) expect(JSON.stringify(list)).not.toContain(member.account.hid);
    expect(list.users[0]).toMatchObject({ name: 'Mark', age: c.men, isUserLiked: false, list_data: { i_like_this_user: false, is_match: false, user_block_me: false, i_block_user: false } });
    // The same rule from his side: she is suitable for him.
    expect((await suitable(close.headers)).users.map((user) => user.hid)).toContain(viewer.account.hid);
  });

  it('pages with a sealed token to the end; a token of another member or list is refused', async () => {
    const c = cohort(1);
    const viewer = await womanOf(t, files, c, { at: LISBON, photos: 1 });
    const men = [];
    for (let km = 1; km <= 5; km++) men.push(await manOf(t, files, c, { at: near(km * 10) }));

    const seen: string[] = [];
    let token = '';
    do {
      const page = await suitable(viewer.headers, `pageSize=2${token ? `&pageToken=${token}` : ''}`);
      expect(page.users.length).toBeLessThanOrEqual(2);
      seen.push(...page.users.map((user) => user.hid));
      // Nothing readable in it: no km, no hid.
      for (const member of men) expect(page.nextPageToken).not.toContain(member.account.hid);
      token = page.nextPageToken;
    } while (token);
    expect(seen).toEqual(men.map((m) => m.account.hid));

    const first = await suitable(viewer.headers, 'pageSize=2');
    const stranger = await womanOf(t, files, c, { at: LISBON, photos: 1 });
    const stolen = await t.request({ method: 'GET', url: `/v3/suitable?pageToken=${first.nextPageToken}`, headers: stranger.headers });
    expect(stolen.statusCode).toBe(400);
    const search = await t.request({ method: 'POST', url: '/v3/users:search', headers: viewer.headers, payload: { pageSize: 1 } });
    const searchToken = (search.json() as { nextPageToken: string }).nextPageToken;
    expect(searchToken).not.toBe('');
    expect((await t.request({ method: 'GET', url: `/v3/suitable?pageToken=${searchToken}`, headers: viewer.headers })).statusCode).toBe(400);
  });

  it('is empty for a member without a location, and needs a session', async () => {
    const c = cohort(2);
    const nowhere = await womanOf(t, files, c, { at: null, photos: 1 });
    await manOf(t, files, c, { at: near(1) });
    expect(await suitable(nowhere.headers)).toEqual({ users: [], nextPageToken: '' });
    expect((await t.request({ method: 'GET', url: '/v3/suitable' })).statusCode).toBe(401);
  });
});
