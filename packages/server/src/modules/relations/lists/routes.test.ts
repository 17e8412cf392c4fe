import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favoritesResponseSchema,
  likesYouResponseSchema,
  listTeasersResponseSchema,
  ListsCode,
  matchesListResponseSchema,
  myLikesResponseSchema,
  visitsYouResponseSchema,
  type ListEntry,
} from '@amora/contracts';
import { DAY } from '../../../platform/clock.ts';
import type { SeededAccount, SeededMember } from '../../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import { TierGrants } from '../../entitlements/index.ts';
import { givePhotos, storedFiles } from '../../member-views/member-views.fixture.ts';
import type { RenditionFiles } from '../../photos/index.ts';

type Headers = { authorization: string };
const SCHEMAS = {
  '/v3/likesYou': { schema: likesYouResponseSchema, key: 'likes' },
  '/v3/visitsYou': { schema: visitsYouResponseSchema, key: 'list' },
  '/v3/matches': { schema: matchesListResponseSchema, key: 'matches' },
  '/v3/myLikes': { schema: myLikesResponseSchema, key: 'list' },
  '/v3/favorites': { schema: favoritesResponseSchema, key: 'users' },
} as const;
type ListPath = keyof typeof SCHEMAS;
const LIST_PATHS = Object.keys(SCHEMAS) as ListPath[];

describe.each(TEST_DIALECTS)('people lists on %s', (dialect) => {
  let t: TestApp;
  let files: RenditionFiles;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    files = await storedFiles(t);
  });
  afterAll(() => t.close());

  const premium = (name = 'Vera') => t.seed.member({ persona: 'alice', name, account: { premium_until: t.clock.now() + 365 * DAY } });
  const free = (name = 'Fay') => t.seed.member({ persona: 'alice', name });
  /** A man with an approved avatar, signed in. */
  const man = async (name: string): Promise<SeededMember> => {
    const member = await t.seed.member({ persona: 'bob', name });
    await givePhotos(t, member.account.id, files, ['approved']);
    return member;
  };
  const men = async (count: number, prefix: string) => {
    const list: SeededMember[] = [];
    for (let i = 0; i < count; i++) list.push(await man(`${prefix}${String.fromCharCode(65 + (i % 26))}${i}`));
    return list;
  };
  const relations = () => t.app.services.relations;
  /** A like through the relations service, a second later on the clock than the last act. */
  const like = async (from: SeededAccount, to: SeededAccount) => {
    t.clock.advance(1000);
    await relations().like({ reactor: from.account, targetId: to.account.id, source: 'profile', requirePhoto: false });
  };
  const pass = (from: SeededAccount, to: SeededAccount) => relations().pass({ reactor: from.account, targetId: to.account.id, source: 'game', requirePhoto: false });
  const visit = async (from: SeededAccount, to: SeededAccount) => {
    t.clock.advance(1000);
    await relations().visit(from.account.id, to.account.id, 'search');
  };
  const favourite = async (from: SeededAccount, to: SeededAccount) => {
    t.clock.advance(1000);
    await relations().favourite(from.account.id, to.account.id);
  };

  const get = (url: string, headers: Headers) => t.request({ method: 'GET', url, headers });
  /** One page of a list; fails on anything but a 200 of the contract's shape. */
  async function page(path: ListPath, headers: Headers, query = ''): Promise<{ entries: ListEntry[]; nextPageToken: string }> {
    const res = await get(`${path}?timestamp=1${query}`, headers);
    if (res.statusCode !== 200) throw new Error(`${path}?${query} answered ${res.statusCode}: ${res.body}`);
    const { schema, key } = SCHEMAS[path];
    const body = schema.strict().parse(res.json()) as Record<string, unknown> & { nextPageToken: string };
    return { entries: body[key] as ListEntry[], nextPageToken: body.nextPageToken };
  }
  /** Every entry of a list to its end, a page at a time: the hids in list order, and the pages' sizes. */
  async function whole(path: ListPath, headers: Headers, pageSize?: number): Promise<{ hids: string[]; sizes: number[]; entries: ListEntry[] }> {
    const entries: ListEntry[] = [];
    const sizes: number[] = [];
    let token = '';
    for (let pages = 0; pages < 20; pages++) {
      const result = await page(path, headers, `${pageSize ? `&pageSize=${pageSize}` : ''}${token ? `&pageToken=${token}` : ''}`);
      entries.push(...result.entries);
      sizes.push(result.entries.length);
      token = result.nextPageToken;
      if (!token) return { hids: entries.map((entry) => entry.hid), sizes, entries };
    }
    throw new Error(`${path} never ended`);
  }
  /** A fresh session (the clock moved past the seeded one's access token). */
  const signedIn = async (member: SeededAccount): Promise<Headers> => {
    const tokens = await t.app.platform.sessions.start(member.account);
    return { authorization: `JWT ${tokens.accessToken.access_token}` };
  };
  const hidsOf = (members: readonly SeededAccount[]) => members.map((member) => member.account.hid);
  const newestFirst = (members: readonly SeededAccount[]) => hidsOf([...members].reverse());

  it('lists who likes a premium member, newest like first, 20 a page with a sealed token to the end, and the flags of each', async () => {
    const viewer = await premium();
    const likers = await men(23, 'Liker');
    for (const liker of likers) await like(liker, viewer);
    // One the viewer passed is left out (a pass answers the like); one liked back stays, a match.
    const passed = await man('Passed');
    await like(passed, viewer);
    await pass(viewer, passed);
    const matched = likers[3]!;
    await like(viewer, matched);
    await favourite(viewer, likers[5]!);

    const { hids, sizes, entries } = await whole('/v3/likesYou', viewer.headers);
    expect(sizes).toEqual([20, 3]);
    expect(hids).toEqual(newestFirst(likers));
    const entry = (member: SeededAccount) => entries.find((e) => e.hid === member.account.hid)!;
    expect(entry(likers[0]!)).toEqual({
      id: likers[0]!.account.hid,
      hid: likers[0]!.account.hid,
      name: 'LikerA0',
      age: expect.any(Number),
      photoUrl: expect.stringMatching(/^\/media\//),
      recentlyActive: expect.any(Boolean),
      isThroughBoost: false,
      isUserLiked: false,
      isUserSkipped: false,
      list_data: { user_block_me: false, i_block_user: false, is_selected: false, i_like_this_user: false, user_like_me: true, is_match: false },
    });
    expect(entry(matched)).toMatchObject({ isUserLiked: true, list_data: { i_like_this_user: true, user_like_me: true, is_match: true } });
    expect(entry(likers[5]!).list_data).toMatchObject({ is_selected: true, is_match: false });

    // The token tells nothing the page did not: sealed (a fresh one each time), no time or id in its text.
    const first = await page('/v3/likesYou', viewer.headers);
    const again = await page('/v3/likesYou', viewer.headers);
    expect(first.nextPageToken).not.toBe(again.nextPageToken);
    const text = Buffer.from(first.nextPageToken, 'base64url').toString('latin1');
    const [{ created_at: likedAt }] = (await t.database.db.selectFrom('marks').select('created_at').where('account_id', '=', likers[3]!.account.id).execute()) as [{ created_at: number }];
    expect(text).not.toContain(String(likedAt));
    expect(text).not.toContain(likers[3]!.account.hid);
    expect(first.nextPageToken.length).toBeLessThanOrEqual(128);
    // A smaller page size pages the same list.
    expect((await whole('/v3/likesYou', viewer.headers, 7)).sizes).toEqual([7, 7, 7, 2]);
  });

  it('refuses a bad, foreign or other list’s token and out-of-bounds sizes with a 400 on pageToken', async () => {
    const viewer = await premium();
    const other = await premium('Olga');
    const likers = await men(3, 'Tok');
    for (const liker of likers) {
      await like(liker, viewer);
      await like(liker, other);
      await like(viewer, liker);
    }
    const token = (await page('/v3/likesYou', viewer.headers, '&pageSize=1')).nextPageToken;
    expect(token).not.toBe('');
    expect((await page('/v3/likesYou', viewer.headers, `&pageSize=1&pageToken=${token}`)).entries).toHaveLength(1);
    const bad = [
      ['/v3/likesYou', 'not-a-token', viewer],
      ['/v3/likesYou', `${token.slice(0, -2)}AA`, viewer],
      ['/v3/likesYou', token, other],
      ['/v3/myLikes', token, viewer],
      ['/v3/likesYou', 'A'.repeat(129), viewer],
    ] as const;
    for (const [path, pageToken, member] of bad) {
      const res = await get(`${path}?pageToken=${pageToken}`, member.headers);
      expect(res.statusCode, `${path} ${pageToken}`).toBe(400);
      expect(res.json().fields).toHaveProperty('pageToken');
    }
    for (const size of ['0', '21', 'x']) expect((await get(`/v3/matches?pageSize=${size}`, viewer.headers)).statusCode, size).toBe(400);
  });

  it('keeps likes-me and visitors for premium (403 code 124 otherwise), with teasers for everyone that name nobody', async () => {
    const viewer = await free();
    const likers = await men(3, 'Shy');
    for (const liker of likers) {
      await like(liker, viewer);
      await visit(liker, viewer);
    }
    for (const path of ['/v3/likesYou', '/v3/visitsYou']) {
      const res = await get(path, viewer.headers);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toMatchObject({ code: ListsCode.premiumRequired });
    }
    for (const path of ['/v3/likesYou/teasers', '/v3/visitsYou/teasers']) {
      const res = await get(`${path}?timestamp=1`, viewer.headers);
      expect(res.statusCode, path).toBe(200);
      const { teasers } = listTeasersResponseSchema.parse(res.json());
      expect(teasers).toHaveLength(3);
      for (const hid of [...hidsOf(likers), viewer.account.hid]) expect(res.body, path).not.toContain(hid);
      for (const teaser of teasers) {
        // Masked as lists mask names ("S***0"): the first letter, never the name.
        expect(teaser.name).toMatch(/^S\*/);
        expect(teaser.photoUrl).toMatch(/^\/media\//);
        expect(Object.keys(teaser)).not.toContain('hid');
      }
      expect(listTeasersResponseSchema.strict().parse(res.json())).toBeTruthy();
      expect((await get(`${path}?pageSize=2`, viewer.headers)).json().teasers).toHaveLength(2);
    }
    // The blurred avatar of a teaser is not the clear one the full list shows once the member pays.
    const teaserPhotos = listTeasersResponseSchema.parse((await get('/v3/likesYou/teasers', viewer.headers)).json()).teasers.map((teaser) => teaser.photoUrl);

    // Premium the way `npm run grant` gives it.
    await new TierGrants(t.app.services.accounts, t.clock).grant(viewer.account.id, 'premium', 30);
    const { entries } = await page('/v3/likesYou', viewer.headers);
    expect(entries.map((entry) => entry.hid)).toEqual(newestFirst(likers));
    for (const entry of entries) expect(teaserPhotos).not.toContain(entry.photoUrl);
    expect((await page('/v3/visitsYou', viewer.headers)).entries.map((entry) => entry.hid)).toEqual(newestFirst(likers));
  });

  it('lists each visitor once at their latest visit, newest first, and pages past 20', async () => {
    const viewer = await premium();
    const visitors = await men(21, 'Guest');
    for (const visitor of visitors) await visit(visitor, viewer);
    // The first visitor comes back days later: once, at the top.
    t.clock.advance(2 * DAY);
    await visit(visitors[0]!, viewer);
    await visit(visitors[0]!, viewer);
    const headers = await signedIn(viewer);
    const { hids, sizes } = await whole('/v3/visitsYou', headers);
    expect(sizes).toEqual([20, 1]);
    expect(hids).toEqual([visitors[0]!.account.hid, ...newestFirst(visitors.slice(1))]);
    // Visits the viewer made are not their visitors.
    await visit(viewer, visitors[1]!);
    expect((await whole('/v3/visitsYou', headers)).hids).toHaveLength(21);
  });

  it('deletes only the caller’s own visitor entry: anyone else’s, nobody and oneself are a 404', async () => {
    const viewer = await premium();
    const other = await premium('Olga');
    const [visitor, stranger] = await men(2, 'Del');
    await visit(visitor!, viewer);
    await visit(visitor!, other);
    const del = (member: SeededMember, hid: string) => t.request({ method: 'DELETE', url: `/v3/visitsYou/${hid}`, headers: member.headers });

    // `stranger` never visited `viewer`; the viewer is nobody's visitor; unknown and own hids.
    for (const hid of [stranger!.account.hid, 'no-such-member', viewer.account.hid]) expect((await del(viewer, hid)).statusCode, hid).toBe(404);
    // The visitor cannot take themself off the viewer's list (the path is the caller's list only).
    expect((await del(visitor!, visitor!.account.hid)).statusCode).toBe(404);
    expect((await page('/v3/visitsYou', viewer.headers)).entries.map((e) => e.hid)).toEqual([visitor!.account.hid]);

    const res = await del(viewer, visitor!.account.hid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({});
    expect((await page('/v3/visitsYou', viewer.headers)).entries).toEqual([]);
    // Olga keeps hers; a second delete finds nothing.
    expect((await page('/v3/visitsYou', other.headers)).entries.map((e) => e.hid)).toEqual([visitor!.account.hid]);
    expect((await del(viewer, visitor!.account.hid)).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/v3/visitsYou/${visitor!.account.hid}`, headers: { 'accept-version': '3.0' } })).statusCode).toBe(401);
  });

  it('lists matches, my likes and favourites for every member, newest first, paging past 20', async () => {
    const viewer = await free();
    const liked = await men(22, 'Fav');
    for (const member of liked) await like(viewer, member);
    for (const member of liked.slice(0, 4)) await like(member, viewer);
    for (const member of [liked[10]!, liked[2]!]) await favourite(viewer, member);

    const myLikes = await whole('/v3/myLikes', viewer.headers);
    expect(myLikes.sizes).toEqual([20, 2]);
    expect(myLikes.hids).toEqual(newestFirst(liked));
    expect(myLikes.entries.find((e) => e.hid === liked[9]!.account.hid)).toMatchObject({ isUserLiked: true, list_data: { i_like_this_user: true, user_like_me: false, is_match: false } });

    const matches = await whole('/v3/matches', viewer.headers);
    expect(matches.hids).toEqual(newestFirst(liked.slice(0, 4)));
    for (const entry of matches.entries) expect(entry.list_data).toMatchObject({ i_like_this_user: true, user_like_me: true, is_match: true });

    const favourites = await whole('/v3/favorites', viewer.headers);
    expect(favourites.hids).toEqual(hidsOf([liked[2]!, liked[10]!]));
    expect(favourites.entries.map((e) => e.list_data.is_selected)).toEqual([true, true]);
  });

  it('shows nobody blocked either way or no longer active, in any list or teaser', async () => {
    const viewer = await premium();
    const [blockedByViewer, blockingViewer, hidden, kept] = await men(4, 'Blk');
    for (const member of [blockedByViewer!, blockingViewer!, hidden!, kept!]) {
      await like(member, viewer);
      await visit(member, viewer);
      await like(viewer, member);
      await favourite(viewer, member);
    }
    const everyone = [kept!, hidden!, blockingViewer!, blockedByViewer!];
    for (const path of LIST_PATHS) expect((await whole(path, viewer.headers)).hids, path).toEqual(hidsOf(everyone));

    const block = (by: SeededMember, hid: string) => t.request({ method: 'POST', url: `/v3/users/${hid}:block`, headers: { ...by.headers, 'accept-version': '3.0' } });
    expect((await block(viewer, blockedByViewer!.account.hid)).statusCode).toBe(200);
    expect((await block(blockingViewer!, viewer.account.hid)).statusCode).toBe(200);
    await t.app.services.accounts.deactivate(hidden!.account.id, { ok: 0, selfRemovedAt: null });

    for (const path of LIST_PATHS) expect((await whole(path, viewer.headers)).hids, path).toEqual(hidsOf([kept!]));
    // A page reads on past the members it may not show (here a page of one behind three left out).
    for (const path of LIST_PATHS) expect((await whole(path, viewer.headers, 1)).hids, path).toEqual(hidsOf([kept!]));
    for (const path of ['/v3/likesYou/teasers', '/v3/visitsYou/teasers']) expect(listTeasersResponseSchema.parse((await get(path, viewer.headers)).json()).teasers, path).toHaveLength(1);
    // Nor does the viewer appear in theirs.
    for (const member of [blockedByViewer!, blockingViewer!]) {
      await new TierGrants(t.app.services.accounts, t.clock).grant(member.account.id, 'premium', 30);
      for (const path of LIST_PATHS) expect((await whole(path, member.headers)).hids, path).not.toContain(viewer.account.hid);
    }
  });

  it('answers 401 without a session', async () => {
    for (const path of [...LIST_PATHS, '/v3/likesYou/teasers', '/v3/visitsYou/teasers']) expect((await get(path, { authorization: '' })).statusCode, path).toBe(401);
  });
});
