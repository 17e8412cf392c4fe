import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedActivitiesResponseSchema, type FeedActivitiesResponse } from '@amora/contracts';
import { DAY } from '../../platform/clock.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

type Headers = { authorization: string };
const FEED = '/v3/activityFeed/activities';

describe.each(TEST_DIALECTS)('the activity feed on %s', (dialect) => {
  let t: TestApp;
  let db: TestApp['database']['db'];
  beforeAll(async () => {
    t = await startTestApp(dialect);
    db = t.database.db;
  });
  afterAll(() => t.close());

  const like = (liker: SeededMember, hid: string) =>
    t.request({ method: 'POST', url: '/apis/relations/v1/users/me/likes?context=profile', headers: liker.headers, payload: { contact_hid: hid } });
  const userAction = (member: SeededMember, hid: string, name: 'visit' | 'block' | 'unblock') => t.request({ method: 'POST', url: `/v3/users/${hid}:${name}`, headers: member.headers });
  const page = async (headers: Headers, query = ''): Promise<FeedActivitiesResponse> => {
    const res = await t.request({ method: 'GET', url: `${FEED}?timestamp=1${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return feedActivitiesResponseSchema.strict().parse(res.json());
  };
  /** The whole feed, a page at a time: `type:name` per item, newest first, and the pages' sizes. */
  const wholeFeed = async (headers: Headers, pageSize?: number) => {
    const items: FeedActivitiesResponse['activities'] = [];
    const sizes: number[] = [];
    let token = '';
    for (let pages = 0; pages < 20; pages++) {
      const res = await page(headers, `${pageSize ? `&pageSize=${pageSize}` : ''}${token ? `&pageToken=${token}` : ''}`);
      items.push(...res.activities);
      sizes.push(res.activities.length);
      token = res.nextPageToken;
      if (!token) return { items, sizes };
    }
    throw new Error('The feed never ended');
  };
  const unreadCount = async (headers: Headers) => {
    const res = await t.request({ method: 'GET', url: `${FEED}:unreadCount?timestamp=1`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { unreadCount: number }).unreadCount;
  };
  const post = (headers: Headers, method: 'resetUnreadCount' | 'batchMarkRead' | 'batchDelete', payload?: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `${FEED}:${method}`, headers, ...(payload === undefined ? {} : { payload }) });
  const summary = (items: FeedActivitiesResponse['activities']) => items.map((item) => `${item.type}:${item.details.user?.name}:${item.state}`);

  it('shows likes, matches and visits made through the real routes, newest first, a like answered by a match as one item', async () => {
    const viewer = await t.seed.member({ persona: 'alice', name: 'Alice' });
    const anna = await t.seed.member({ persona: 'carol', name: 'Anna' });
    const ben = await t.seed.member({ persona: 'bob', name: 'Ben' });
    const carl = await t.seed.member({ persona: 'dave', name: 'Carl' });
    expect(await page(viewer.headers)).toEqual({ activities: [], nextPageToken: '' });

    expect((await like(anna, viewer.account.hid)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await like(ben, viewer.account.hid)).statusCode).toBe(200);
    t.clock.advance(1000);
    // Carl visits three times the same day: one item.
    for (let i = 0; i < 3; i++) expect((await userAction(carl, viewer.account.hid, 'visit')).statusCode).toBe(200);
    t.clock.advance(1000);
    expect(summary((await page(viewer.headers)).activities)).toEqual(['visit:Carl:unread', 'like:Ben:unread', 'like:Anna:unread']);
    const benLike = (await page(viewer.headers)).activities[1]!;

    // She likes Ben back: her "Ben liked you" becomes "you matched with Ben" (same hid, moved up), and Ben's feed has one match item.
    expect((await like(viewer, ben.account.hid)).json()).toMatchObject({ isMatch: true });
    const after = (await page(viewer.headers)).activities;
    expect(summary(after)).toEqual(['match:Ben:unread', 'visit:Carl:unread', 'like:Anna:unread']);
    expect(after[0]!.hid).toBe(benLike.hid);
    expect(Date.parse(after[0]!.updateTime)).toBeGreaterThan(Date.parse(after[0]!.createTime));
    expect(summary((await page(ben.headers)).activities)).toEqual(['match:Alice:unread']);
    expect(after[0]).toMatchObject({
      templateText: 'match',
      details: { user: { hid: ben.account.hid, name: 'Ben', gender: expect.any(String), photoUrl: null }, photo: null, purchase: null },
    });
    expect(await unreadCount(viewer.headers)).toBe(3);

    // The next day Carl visits again: a second visit item.
    t.clock.advance(DAY);
    const [carlNow, viewerNow] = [await carl.freshHeaders(), await viewer.freshHeaders()];
    expect((await t.request({ method: 'POST', url: `/v3/users/${viewer.account.hid}:visit`, headers: carlNow })).statusCode).toBe(200);
    expect(summary((await page(viewerNow)).activities)).toEqual(['visit:Carl:unread', 'match:Ben:unread', 'visit:Carl:unread', 'like:Anna:unread']);
    expect(await unreadCount(viewerNow)).toBe(4);
  });

  it('pages newest first by 20 with tokens to the end, and refuses a token it never wrote', async () => {
    const viewer = await t.seed.member({ persona: 'alice' });
    const expected: string[] = [];
    for (let i = 0; i < 11; i++) {
      const other = await t.seed.member({ persona: 'bob', name: `Member${i}` });
      expect((await like(other, viewer.account.hid)).statusCode).toBe(200);
      expected.unshift(`like:Member${i}:unread`);
      t.clock.advance(1000);
      expect((await userAction(other, viewer.account.hid, 'visit')).statusCode).toBe(200);
      expected.unshift(`visit:Member${i}:unread`);
      t.clock.advance(1000);
    }
    const { items, sizes } = await wholeFeed(viewer.headers);
    expect(sizes).toEqual([20, 2]);
    expect(summary(items)).toEqual(expected);
    expect(new Set(items.map((item) => item.hid)).size).toBe(22);
    const bySeven = await wholeFeed(viewer.headers, 7);
    expect(bySeven.sizes).toEqual([7, 7, 7, 1]);
    expect(bySeven.items.map((item) => item.hid)).toEqual(items.map((item) => item.hid));

    for (const token of ['nonsense', Buffer.from('12.').toString('base64url'), Buffer.from('x.abc').toString('base64url')]) {
      expect((await t.request({ method: 'GET', url: `${FEED}?pageToken=${token}`, headers: viewer.headers })).statusCode, token).toBe(400);
    }
    for (const query of ['pageSize=21', 'pageSize=0', `pageToken=${'a'.repeat(129)}`]) {
      expect((await t.request({ method: 'GET', url: `${FEED}?${query}`, headers: viewer.headers })).statusCode, query).toBe(400);
    }
    expect((await t.request({ method: 'GET', url: FEED })).statusCode).toBe(401);
  });

  it('counts, resets, marks read and deletes the caller’s own items only', async () => {
    const viewer = await t.seed.member({ persona: 'alice' });
    const other = await t.seed.member({ persona: 'erin' });
    const likers = [];
    for (let i = 0; i < 3; i++) {
      const liker = await t.seed.member({ persona: 'bob', name: `Liker${i}` });
      likers.push(liker);
      await like(liker, viewer.account.hid);
      await like(liker, other.account.hid);
      t.clock.advance(1000);
    }
    const mine = (await page(viewer.headers)).activities;
    const theirs = (await page(other.headers)).activities;
    expect(await unreadCount(viewer.headers)).toBe(3);

    // Another member's hids (and nonsense) change nothing in their feed nor in the caller's.
    for (const method of ['batchMarkRead', 'batchDelete'] as const) {
      const res = await post(viewer.headers, method, { hids: [...theirs.map((item) => item.hid), 'no-such-item'] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({});
    }
    expect(summary((await page(other.headers)).activities)).toEqual(summary(theirs));
    expect(await unreadCount(other.headers)).toBe(3);
    expect(await unreadCount(viewer.headers)).toBe(3);

    // Marks the newest read (a repeated hid counts once), then deletes the oldest.
    expect((await post(viewer.headers, 'batchMarkRead', { hids: [mine[0]!.hid, mine[0]!.hid] })).statusCode).toBe(200);
    expect(summary((await page(viewer.headers)).activities)).toEqual(['like:Liker2:read', 'like:Liker1:unread', 'like:Liker0:unread']);
    expect(await unreadCount(viewer.headers)).toBe(2);
    expect((await post(viewer.headers, 'batchDelete', { hids: [mine[2]!.hid] })).statusCode).toBe(200);
    expect(summary((await page(viewer.headers)).activities)).toEqual(['like:Liker2:read', 'like:Liker1:unread']);
    expect(await unreadCount(viewer.headers)).toBe(1);

    // The other member's reset leaves the caller's feed alone; the caller's own reset reads everything.
    expect((await post(other.headers, 'resetUnreadCount')).statusCode).toBe(200);
    expect(await unreadCount(other.headers)).toBe(0);
    expect(await unreadCount(viewer.headers)).toBe(1);
    expect((await post(viewer.headers, 'resetUnreadCount')).json()).toEqual({});
    expect(await unreadCount(viewer.headers)).toBe(0);
    expect(summary((await page(viewer.headers)).activities)).toEqual(['like:Liker2:read', 'like:Liker1:read']);

    // A batch is 1 to 100 hids, each bounded.
    const hids = (n: number, length = 22) => Array.from({ length: n }, (_, i) => `${i}`.padStart(length, 'x'));
    for (const method of ['batchMarkRead', 'batchDelete'] as const) {
      expect((await post(viewer.headers, method, { hids: hids(100) })).statusCode).toBe(200);
      for (const payload of [{ hids: hids(101) }, { hids: [] }, { hids: hids(1, 65) }, {}, { hids: 'x' }]) {
        const res = await post(viewer.headers, method, payload);
        expect(res.statusCode, `${method} ${JSON.stringify(payload).slice(0, 40)}`).toBe(400);
      }
      expect((await t.request({ method: 'POST', url: `${FEED}:${method}`, payload: { hids: ['x'] } })).statusCode).toBe(401);
    }
    expect((await page(viewer.headers)).activities).toHaveLength(2);
  });

  it('hides the items of a member blocked either way and of one no longer active, and a block removes them for good', async () => {
    const viewer = await t.seed.member({ persona: 'alice' });
    const blockedByHer = await t.seed.member({ persona: 'bob', name: 'Blocked' });
    const blockingHer = await t.seed.member({ persona: 'dave', name: 'Blocking' });
    const hidden = await t.seed.member({ persona: 'erin', name: 'Hidden' });
    const stays = await t.seed.member({ persona: 'carol', name: 'Stays' });
    for (const member of [blockedByHer, blockingHer, hidden, stays]) {
      await like(member, viewer.account.hid);
      await userAction(member, viewer.account.hid, 'visit');
      t.clock.advance(1000);
    }
    // She likes Blocking back: a match in both feeds.
    await like(viewer, blockingHer.account.hid);
    expect(await unreadCount(viewer.headers)).toBe(8);
    expect(summary((await page(blockingHer.headers)).activities)).toEqual(['match:Alice:unread']);

    expect((await userAction(viewer, blockedByHer.account.hid, 'block')).statusCode).toBe(200);
    expect((await userAction(blockingHer, viewer.account.hid, 'block')).statusCode).toBe(200);
    await t.seed.hide(hidden);
    const names = async () => (await page(viewer.headers)).activities.map((item) => item.details.user?.name);
    expect(await names()).toEqual(['Stays', 'Stays']);
    expect(await unreadCount(viewer.headers)).toBe(2);
    expect((await page(blockingHer.headers)).activities).toEqual([]);

    // Unblocking restores the visibility, not the items; the hidden member's come back with them.
    expect((await userAction(viewer, blockedByHer.account.hid, 'unblock')).statusCode).toBe(200);
    expect((await userAction(blockingHer, viewer.account.hid, 'unblock')).statusCode).toBe(200);
    expect(await t.app.services.accounts.restore(hidden.account.id)).toBe(true);
    expect(await names()).toEqual(['Stays', 'Stays', 'Hidden', 'Hidden']);
    expect(await unreadCount(viewer.headers)).toBe(4);
  });

  it('exports the member’s feed and erases it with the account on both sides', async () => {
    const viewer = await t.seed.member({ persona: 'alice' });
    const liker = await t.seed.member({ persona: 'bob' });
    await like(liker, viewer.account.hid);
    await userAction(viewer, liker.account.hid, 'visit');
    const exported = await t.app.platform.memberData.export({ accountId: viewer.account.id, language: 'en-US' });
    expect(exported?.data.feed).toEqual([{ type: 'like', member: liker.account.hid, read: false, at: expect.any(String), updated_at: expect.any(String) }]);

    await t.database.db.transaction().execute((trx) => t.app.platform.memberData.erase(trx, liker.account.id));
    expect(await db.selectFrom('feed_items').selectAll().where((eb) => eb.or([eb('account_id', '=', liker.account.id), eb('other_account_id', '=', liker.account.id)])).execute()).toEqual([]);
  });
});
