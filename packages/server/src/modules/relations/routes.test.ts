import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../platform/clock.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { manAt, neighborsPage, pointFrom, premiumViewerAt } from '../discovery/discovery.fixture.ts';
import { dialogUserOf, memberRecordOf } from '../member-views/index.ts';
import { givePhotos, storedFiles } from '../member-views/member-views.fixture.ts';

const LISBON = { latitude: 38.7223, longitude: -9.1393 };

describe.each(TEST_DIALECTS)('relations outside the game on %s', (dialect) => {
  let t: TestApp;
  let db: TestApp['database']['db'];
  beforeAll(async () => {
    t = await startTestApp(dialect);
    db = t.database.db;
  });
  afterAll(() => t.close());

  const like = (liker: SeededMember | { headers: { authorization: string } }, hid: string, context = 'profile') =>
    t.request({ method: 'POST', url: `/apis/relations/v1/users/me/likes?context=${context}`, headers: liker.headers, payload: { contact_hid: hid } });
  const action = (member: SeededMember, hid: string, name: 'visit' | 'favorite' | 'unfavorite', payload?: Record<string, string>, headers = member.headers) =>
    t.request({ method: 'POST', url: `/v3/users/${hid}:${name}`, headers, ...(payload === undefined ? {} : { payload }) });
  /** How the viewer's lists see one member: the full record and the dialog user, through the app's pipeline. */
  const seenBy = async (viewer: SeededMember, memberId: number) => {
    const { memberViews } = t.app.services;
    const [member] = await memberViews.page(viewer.account, { ids: [memberId] });
    const urls = memberViews.photoUrls(false);
    return { record: memberRecordOf(member!, urls), dialog: dialogUserOf(member!, urls) };
  };
  const eventsOf = (type: string, memberId: number) => db.selectFrom('event_outbox').select('payload').where('type', '=', type).where('member_id', '=', memberId).orderBy('id').execute();

  it('marks a like from search, nearby or a profile in every list, and a like back makes one match', async () => {
    const viewer = await premiumViewerAt(t, LISBON);
    const man = await manAt(t, pointFrom(LISBON, 0, 3));
    const him = await t.seed.member({ persona: 'bob', city_id: null, profile: pointFrom(LISBON, 0, 3) });

    const res = await like(viewer, man.account.hid, 'nearby');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isMatch: false, likesLeft: 99 });
    expect((await neighborsPage(t, viewer.headers)).hits.find((hit) => hit.hid === man.account.hid)?.relationships).toEqual({ myLikes: true });
    expect((await seenBy(viewer, man.account.id)).record.list_data).toMatchObject({ i_like_this_user: true, user_like_me: false, is_match: false });
    const [mark] = await db.selectFrom('marks').selectAll().where('account_id', '=', viewer.account.id).execute();
    expect(mark).toMatchObject({ kind: 'like', source: 'nearby', interaction_method: null, tracking_data: null });
    expect(await eventsOf('member.liked', man.account.id)).toEqual([{ payload: JSON.stringify({ likerId: viewer.account.id }) }]);

    // Liked back (he has no photo: only the game asks for one), from search.
    const back = await like(him, viewer.account.hid, 'search');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ isMatch: false, likesLeft: 74 });
    const match = await like({ headers: await signedIn(man.account.id) }, viewer.account.hid, 'search');
    expect(match.json()).toEqual({ isMatch: true, likesLeft: 74 });
    expect((await seenBy(viewer, man.account.id)).record.list_data).toMatchObject({ i_like_this_user: true, user_like_me: true, is_match: true });
    expect((await seenBy(viewer, man.account.id)).dialog.isMatch).toBe(true);
    expect(await db.selectFrom('matches').selectAll().where((eb) => eb.or([eb('low_account_id', '=', viewer.account.id), eb('high_account_id', '=', viewer.account.id)])).execute()).toHaveLength(1);
    // A photoless member's likes push the upload-photo nudge.
    const pushes = await db.selectFrom('pushes').select('type').where('account_id', '=', him.account.id).execute();
    expect(pushes.map((p) => p.type)).toEqual(['matches_like_upload_photo']);
  });

  it('refuses a like of oneself, of nobody and of a member the viewer may not see, and a context off the list', async () => {
    const viewer = await t.seed.member({ persona: 'alice' });
    const hidden = await t.seed.member({ persona: 'bob', ok: 0, signIn: false });
    for (const hid of [viewer.account.hid, 'no-such-member', hidden.account.hid]) expect((await like(viewer, hid)).statusCode, hid).toBe(404);
    expect((await like(viewer, hidden.account.hid, 'game')).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/apis/relations/v1/users/me/likes', headers: viewer.headers, payload: {} })).statusCode).toBe(400);
    expect(await db.selectFrom('marks').selectAll().where('account_id', '=', viewer.account.id).execute()).toEqual([]);
  });

  it('records a visit once per visitor per day on the clock, and emits member.visited only then', async () => {
    const visitor = await t.seed.member({ persona: 'alice' });
    const visited = await t.seed.member({ persona: 'bob', signIn: false });
    for (const payload of [{ source: 'search' }, undefined, { source: 'profile' }]) {
      const res = await action(visitor, visited.account.hid, 'visit', payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({});
    }
    const rows = () => db.selectFrom('visits').select(['day', 'source']).where('account_id', '=', visitor.account.id).orderBy('day').execute();
    const today = Math.floor(t.clock.now() / DAY);
    expect(await rows()).toEqual([{ day: today, source: 'search' }]);
    expect(await eventsOf('member.visited', visited.account.id)).toEqual([{ payload: JSON.stringify({ visitorId: visitor.account.id }) }]);

    // The next UTC day, the same visit counts again.
    t.clock.set((today + 1) * DAY + 60_000);
    const headers = await visitor.freshHeaders();
    expect((await action(visitor, visited.account.hid, 'visit', undefined, headers)).statusCode).toBe(200);
    expect((await action(visitor, visited.account.hid, 'visit', undefined, headers)).statusCode).toBe(200);
    expect(await rows()).toEqual([
      { day: today, source: 'search' },
      { day: today + 1, source: null },
    ]);
    expect(await eventsOf('member.visited', visited.account.id)).toHaveLength(2);

    // Oneself, nobody or a hidden member: 404, nothing recorded.
    const hidden = await t.seed.member({ persona: 'bob', ok: 0, signIn: false });
    for (const hid of [visitor.account.hid, 'nobody', hidden.account.hid]) expect((await action(visitor, hid, 'visit', undefined, headers)).statusCode, hid).toBe(404);
    expect(await rows()).toHaveLength(2);
  });

  it('keeps favourites: the flag in every list, idempotent both ways, and an unfavourite of a member no longer shown', async () => {
    const viewer = await t.seed.member({ persona: 'alice' });
    const man = await t.seed.member({ persona: 'bob', signIn: false });
    expect((await action(viewer, man.account.hid, 'favorite')).json()).toEqual({ isMyFavorite: true });
    expect((await action(viewer, man.account.hid, 'favorite', { source: 'dialogs' })).json()).toEqual({ isMyFavorite: true });
    expect((await seenBy(viewer, man.account.id)).dialog.isMyFavorite).toBe(true);
    // Only the viewer's own favourites: he does not see her as one.
    const herForHim = await t.app.services.memberViews.page(man.account, { ids: [viewer.account.id] });
    expect(herForHim[0]!.relationship.isMyFavorite).toBe(false);

    expect((await action(viewer, man.account.hid, 'unfavorite')).json()).toEqual({ isMyFavorite: false });
    expect((await action(viewer, man.account.hid, 'unfavorite')).json()).toEqual({ isMyFavorite: false });
    expect((await seenBy(viewer, man.account.id)).dialog.isMyFavorite).toBe(false);

    await action(viewer, man.account.hid, 'favorite');
    await t.seed.hide(man);
    expect((await action(viewer, man.account.hid, 'favorite')).statusCode).toBe(404);
    expect((await action(viewer, man.account.hid, 'unfavorite')).json()).toEqual({ isMyFavorite: false });
    expect(await db.selectFrom('favourites').selectAll().where('account_id', '=', viewer.account.id).execute()).toEqual([]);
    expect((await action(viewer, viewer.account.hid, 'unfavorite')).statusCode).toBe(404);
  });

  it('marks a favourite as is_selected in the profile record, for the viewer who chose it only', async () => {
    const viewer = await t.seed.member({ persona: 'alice' });
    const other = await t.seed.member({ persona: 'carol' });
    const man = await t.seed.member({ persona: 'bob', signIn: false });
    const selected = async (member: SeededMember) => {
      const res = await t.request({ method: 'GET', url: `/rest/v2/user/info/profile?timestamp=1&users_hids=${man.account.hid}`, headers: member.headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { result: { users: Array<{ list_data: { is_selected: boolean } }> } }).result.users[0]!.list_data.is_selected;
    };

    expect(await selected(viewer)).toBe(false);
    expect((await action(viewer, man.account.hid, 'favorite')).statusCode).toBe(200);
    expect(await selected(viewer)).toBe(true);
    expect(await selected(other)).toBe(false);
    expect((await action(viewer, man.account.hid, 'unfavorite')).statusCode).toBe(200);
    expect(await selected(viewer)).toBe(false);
  });

  it('answers 404 to a path whose hid is not one, and 401 without a login', async () => {
    const viewer = await t.seed.member({ persona: 'alice' });
    expect((await t.request({ method: 'POST', url: '/v3/users/a%3Ab:visit', headers: viewer.headers })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: '/v3/users/abc:wave', headers: viewer.headers })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/v3/users/${viewer.account.hid}:visit` })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/apis/relations/v1/users/me/likes', payload: { contact_hid: 'x' } })).statusCode).toBe(401);
  });

  it('exports what the member did, by hid, and erases every row on both sides of each pair', async () => {
    const files = await storedFiles(t);
    const member = await t.seed.member({ persona: 'alice' });
    await givePhotos(t, member.account.id, files, ['approved']);
    const [a, b, c] = [await t.seed.member({ persona: 'bob' }), await t.seed.member({ persona: 'bob' }), await t.seed.member({ persona: 'bob' })];
    const bystander = await t.seed.member({ persona: 'alice' });
    await like(member, a.account.hid);
    await like(a, member.account.hid);
    await like(b, member.account.hid);
    await action(member, c.account.hid, 'favorite');
    await action(member, c.account.hid, 'visit');
    await action(c, member.account.hid, 'visit');
    await like(bystander, a.account.hid);

    const archive = await t.app.platform.memberData.export({ accountId: member.account.id, language: 'en-US' });
    expect(archive!.data.relations).toEqual({
      likes: [{ member: a.account.hid, source: 'profile', at: expect.any(String) }],
      passes: [],
      matches: [{ member: a.account.hid, at: expect.any(String) }],
      favourites: [{ member: c.account.hid, at: expect.any(String) }],
      visits: [{ member: c.account.hid, at: expect.any(String) }],
    });

    await db.transaction().execute((trx) => t.app.platform.memberData.erase(trx, member.account.id));
    const id = member.account.id;
    for (const table of ['marks', 'favourites', 'visits'] as const) {
      const left = await db.selectFrom(table).select('account_id').where((eb) => eb.or([eb('account_id', '=', id), eb('target_account_id', '=', id)])).execute();
      expect(left, table).toEqual([]);
    }
    expect(await db.selectFrom('matches').select('id').where((eb) => eb.or([eb('low_account_id', '=', id), eb('high_account_id', '=', id)])).execute()).toEqual([]);
    // Others keep theirs.
    expect(await db.selectFrom('marks').select('target_account_id').where('account_id', '=', bystander.account.id).execute()).toEqual([{ target_account_id: a.account.id }]);
  });

  /** A session for a member seeded without one. */
  async function signedIn(accountId: number): Promise<{ authorization: string }> {
    const account = (await t.app.services.accounts.findById(accountId))!;
    const tokens = await t.app.platform.sessions.start(account);
    return { authorization: `JWT ${tokens.accessToken.access_token}` };
  }
});
