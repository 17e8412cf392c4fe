import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abuseReasonsResponseSchema, ApiCode, blockedUsersResponseSchema, profileInfoAnswerSchema, type BlockedUsersResponse, type MemberProfile } from '@amora/contracts';
import { DAY, HOUR } from '../../platform/clock.ts';
import type { SeededAccount, SeededMember } from '../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { pointFrom } from '../discovery/discovery.fixture.ts';
import { manOf, pickUp, womanOf, type Cohort } from '../discovery/game/game.fixture.ts';
import { givePhotos, storedFiles } from '../member-views/member-views.fixture.ts';
import type { RenditionFiles } from '../photos/index.ts';
import { SafetyOperator } from './index.ts';
import { safetyMemberData } from './member-data.ts';

type Headers = { authorization: string };
const OSLO = { latitude: 59.9139, longitude: 10.7522 };

describe.each(TEST_DIALECTS)('safety: blocks and reports on %s', (dialect) => {
  let t: TestApp;
  let db: TestApp['database']['db'];
  let files: RenditionFiles;
  /** Each test its own age bands, so its decks, searches and neighbours hold only its own members. */
  let nextBand = 30;
  const cohort = (): Cohort => {
    const women = nextBand;
    nextBand += 6;
    return { women, men: women + 2 };
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    db = t.database.db;
    files = await storedFiles(t);
  });
  afterAll(() => t.close());

  const premium = () => ({ premium_until: t.clock.now() + 365 * DAY });
  const act = (member: { headers: Headers }, hid: string, name: 'block' | 'unblock', payload?: unknown) =>
    t.request({ method: 'POST', url: `/v3/users/${hid}:${name}`, headers: member.headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const like = (member: { headers: Headers }, hid: string) =>
    t.request({ method: 'POST', url: '/apis/relations/v1/users/me/likes?context=profile', headers: member.headers, payload: { contact_hid: hid } });
  const deck = async (viewer: SeededMember) => (await pickUp(t, viewer.headers, 'pageSize=20')).hits.map((hit) => hit.user.hid);
  const searched = async (viewer: SeededMember) => {
    const res = await t.request({ method: 'POST', url: '/v3/users:search', headers: { ...viewer.headers, 'content-type': 'application/json' }, payload: JSON.stringify({ pageSize: 20 }) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { hits: Array<{ hid: string }> }).hits.map((hit) => hit.hid);
  };
  const nearby = async (viewer: SeededMember) => {
    const res = await t.request({ method: 'GET', url: '/v3/neighbors?timestamp=1', headers: viewer.headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { hits: Array<{ hid: string }> }).hits.map((hit) => hit.hid);
  };
  const profileOf = async (viewer: SeededMember, member: SeededAccount): Promise<MemberProfile> => {
    const res = await t.request({ method: 'GET', url: `/rest/v2/user/info/profile?timestamp=1&users_hids=${member.account.hid}`, headers: viewer.headers });
    expect(res.statusCode, res.body).toBe(200);
    return profileInfoAnswerSchema.parse(res.json()).result.users![0]!;
  };
  const albumStatus = async (viewer: SeededMember, member: SeededAccount) =>
    (await t.request({ method: 'GET', url: `/apis/photos/v1/users/${member.account.hid}/albums/-3`, headers: viewer.headers })).statusCode;
  const blockedUsers = async (viewer: SeededMember, query = ''): Promise<BlockedUsersResponse> => {
    const res = await t.request({ method: 'GET', url: `/v3/blockedUsers?timestamp=1&${query}`, headers: viewer.headers });
    expect(res.statusCode, res.body).toBe(200);
    return blockedUsersResponseSchema.parse(res.json());
  };
  const pairRows = async (a: SeededAccount, b: SeededAccount) => {
    const ids = [a.account.id, b.account.id];
    const marks = await db.selectFrom('marks').select(['account_id', 'kind']).where('account_id', 'in', ids).where('target_account_id', 'in', ids).execute();
    const matches = await db.selectFrom('matches').select('id').where('low_account_id', 'in', ids).where('high_account_id', 'in', ids).execute();
    return { marks, matches };
  };

  /** A woman and a man of a fresh cohort who would meet everywhere: both premium, 2 km apart, each with an approved photo. */
  async function pair(): Promise<{ wanda: SeededMember; mark: SeededMember }> {
    const band = cohort();
    const wanda = await womanOf(t, files, band, { at: OSLO, photos: 1, account: premium() });
    const mark = await manOf(t, files, band, { at: pointFrom(OSLO, 90, 2), account: premium() });
    return { wanda, mark };
  }

  async function expectSeen(viewer: SeededMember, member: SeededMember, seen: boolean) {
    const hid = member.account.hid;
    expect((await deck(viewer)).includes(hid), 'pickUp').toBe(seen);
    expect((await searched(viewer)).includes(hid), 'search').toBe(seen);
    expect((await nearby(viewer)).includes(hid), 'nearby').toBe(seen);
    expect(await albumStatus(viewer, member), 'album').toBe(seen ? 200 : 404);
  }

  it('hides both members from each other in pickUp, search, nearby, the profile (a stub) and the album (404); unblocking shows them again', async () => {
    const { wanda, mark } = await pair();
    await expectSeen(wanda, mark, true);
    await expectSeen(mark, wanda, true);

    const res = await act(wanda, mark.account.hid, 'block', { source: 'profile' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isBlocked: true });
    await expectSeen(wanda, mark, false);
    await expectSeen(mark, wanda, false);
    expect(await profileOf(wanda, mark)).toEqual({ common: { id: mark.account.hid, hid: mark.account.hid }, stub: 'blocked_by_me' });
    expect(await profileOf(mark, wanda)).toEqual({ common: { id: wanda.account.hid, hid: wanda.account.hid }, stub: 'blocking_me' });
    // Liking a member blocked either way is liking nobody.
    expect((await like(mark, wanda.account.hid)).statusCode).toBe(404);

    // The route acts for the caller alone: he cannot take her block back, only his own (none).
    expect((await act(mark, wanda.account.hid, 'unblock')).json()).toEqual({ isBlocked: false });
    await expectSeen(mark, wanda, false);

    expect((await act(wanda, mark.account.hid, 'unblock')).json()).toEqual({ isBlocked: false });
    await expectSeen(wanda, mark, true);
    await expectSeen(mark, wanda, true);
    expect('stub' in (await profileOf(wanda, mark))).toBe(false);
  });

  it('drops the pending likes and the match of the pair; unblocking restores neither', async () => {
    const { wanda, mark } = await pair();
    const third = await manOf(t, files, { women: 0, men: 0 }, { at: null, age: 40 });
    expect((await like(wanda, mark.account.hid)).json()).toMatchObject({ isMatch: false });
    expect((await like(mark, wanda.account.hid)).json()).toMatchObject({ isMatch: true });
    expect((await like(third, wanda.account.hid)).statusCode).toBe(200);
    expect((await pairRows(wanda, mark)).matches).toHaveLength(1);

    await act(mark, wanda.account.hid, 'block');
    expect(await pairRows(wanda, mark)).toEqual({ marks: [], matches: [] });
    // A like of anybody else stays.
    expect(await pairRows(wanda, third)).toMatchObject({ marks: [{ account_id: third.account.id, kind: 'like' }] });
    const events = await db.selectFrom('event_outbox').select('payload').where('type', '=', 'member.blocked').where('member_id', '=', mark.account.id).execute();
    expect(events).toEqual([{ payload: JSON.stringify({ blockedId: wanda.account.id }) }]);

    await act(mark, wanda.account.hid, 'unblock');
    expect(await pairRows(wanda, mark)).toEqual({ marks: [], matches: [] });
    const [seen] = await t.app.services.memberViews.page(wanda.account, { ids: [mark.account.id] });
    expect(seen!.relationship).toMatchObject({ isMatch: false, likedMe: false, iLiked: false });
    // They may start again: a like each makes a new match.
    await like(wanda, mark.account.hid);
    expect((await like(mark, wanda.account.hid)).json()).toMatchObject({ isMatch: true });
  });

  it('is idempotent, refuses oneself (400) and nobody (404), allows a deactivated member, and needs a session', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const bob = await t.seed.member({ persona: 'bob', signIn: false });
    const gone = await t.seed.member({ persona: 'bob', ok: -1, signIn: false });
    for (let i = 0; i < 2; i++) expect((await act(alice, bob.account.hid, 'block')).json()).toEqual({ isBlocked: true });
    expect(await db.selectFrom('member_blocks').select('source').where('blocker_account_id', '=', alice.account.id).execute()).toEqual([{ source: null }]);
    expect(await db.selectFrom('event_outbox').select('id').where('type', '=', 'member.blocked').where('member_id', '=', alice.account.id).execute()).toHaveLength(1);
    expect((await act(alice, gone.account.hid, 'block')).statusCode).toBe(200);

    const self = await act(alice, alice.account.hid, 'block');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ fields: { userHashId: 'validation.invalid' } });
    expect((await act(alice, 'nobody-has-this-hid', 'block')).statusCode).toBe(404);
    expect((await act(alice, 'nobody-has-this-hid', 'unblock')).statusCode).toBe(404);
    expect((await act({ headers: { authorization: 'JWT nope' } }, bob.account.hid, 'block')).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: `/v3/users/${bob.account.hid}:block` })).statusCode).toBe(401);
    expect((await act(alice, 'x'.repeat(65), 'block')).statusCode).toBe(400);
    // The favourites and visits of the same path still reach relations.
    expect((await t.request({ method: 'POST', url: `/v3/users/${bob.account.hid}:favorite`, headers: alice.headers })).statusCode).toBe(404);
  });

  it('lists the blocked members newest first, 20 a page, with a keyset token that ends empty', async () => {
    const viewer = await t.seed.member({ persona: 'alice' });
    // Blocked first, then hidden: the oldest block, left out of the last page.
    const hidden = await t.seed.member({ persona: 'bob', signIn: false });
    await act(viewer, hidden.account.hid, 'block');
    await t.seed.hide(hidden);
    t.clock.advance(1000);
    const blocked: SeededAccount[] = [];
    for (let i = 0; i < 23; i++) {
      const member = await t.seed.member({ persona: 'bob', name: `Blocked${i}`, signIn: false });
      if (i === 0) await givePhotos(t, member.account.id, files, ['approved']);
      blocked.push(member);
      await act(viewer, member.account.hid, 'block');
      // The first alone, then two at a time share a moment: the hid breaks the tie.
      if (i === 0 || i % 2 === 0) t.clock.advance(1000);
    }
    const first = await blockedUsers(viewer);
    expect(first.users).toHaveLength(20);
    expect(first.nextPageToken).not.toBe('');
    const second = await blockedUsers(viewer, `pageToken=${first.nextPageToken}`);
    expect(second.nextPageToken).toBe('');
    const hids = [...first.users, ...second.users].map((user) => user.userHashId);
    // Everyone once, the hidden member left out; newest block first.
    expect(new Set(hids).size).toBe(23);
    expect([...hids].sort()).toEqual(blocked.map((member) => member.account.hid).sort());
    expect(hids.at(-1)).toBe(blocked[0]!.account.hid);
    // Newest moment first; within a moment, by hid downwards.
    const expected: string[] = [];
    for (let i = blocked.length - 1; i >= 1; i -= 2) expected.push(...[blocked[i]!.account.hid, blocked[i - 1]!.account.hid].sort().reverse());
    expect(hids.slice(0, 22)).toEqual(expected);
    expect(second.users.at(-1)).toMatchObject({ name: 'Blocked0', isBlocked: true, photoThumbnailUrl: expect.stringContaining('/media/photos/') });
    expect(first.users[0]).toMatchObject({ isBlocked: true, photoThumbnailUrl: null });
    expect(Object.keys(first.users[0]!).sort()).toEqual(['isBlocked', 'name', 'photoThumbnailUrl', 'userHashId']);

    const small = await blockedUsers(viewer, 'pageSize=5');
    expect(small.users.map((user) => user.userHashId)).toEqual(hids.slice(0, 5));
    const next = await blockedUsers(viewer, `pageSize=5&pageToken=${small.nextPageToken}`);
    expect(next.users.map((user) => user.userHashId)).toEqual(hids.slice(5, 10));

    // Another member sees only their own list.
    expect((await blockedUsers(await t.seed.member({ persona: 'carol' }))).users).toEqual([]);
    for (const query of ['pageToken=bm9wZQ', 'pageSize=21', 'pageSize=0', `pageToken=${'x'.repeat(129)}`]) {
      expect((await t.request({ method: 'GET', url: `/v3/blockedUsers?${query}`, headers: viewer.headers })).statusCode, query).toBe(400);
    }
  });

  it('answers the abuse reasons in the member’s language', async () => {
    const german = await t.seed.member({ persona: 'alice', account: { language: 'de-DE' } });
    const res = await t.request({ method: 'GET', url: '/rest/v2/user/abuse/reasons?context=profile&timestamp=1', headers: german.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { reasons } = abuseReasonsResponseSchema.parse(res.json()).result;
    expect(reasons.map((reason) => reason.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(reasons[1]).toEqual({ id: 2, title: 'Gefälschtes Profil', isRequired: false, minLength: 0, maxLength: 500 });
    expect(reasons[6]).toEqual({ id: 7, title: 'Etwas anderes', isRequired: true, minLength: 10, maxLength: 1000 });
    const english = await t.seed.member({ persona: 'bob', account: { language: 'en-US' } });
    const en = abuseReasonsResponseSchema.parse((await t.request({ method: 'GET', url: '/rest/v2/user/abuse/reasons', headers: english.headers })).json());
    expect(en.result.reasons[1]!.title).toBe('Fake profile');
  });

  it('bounds a report by its reason, keeps one open report per reporter and member, and never answers 500', async () => {
    const reporter = await t.seed.member({ persona: 'alice' });
    const target = await t.seed.member({ persona: 'bob', signIn: false });
    const send = (payload: unknown) => t.request({ method: 'POST', url: '/rest/v2/user/abuse/send', headers: { ...reporter.headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
    const base = { user_hid: target.account.hid, context: 'profile' };

    const refused: Array<[unknown, Record<string, string>]> = [
      [{ ...base, reason_id: 7, text: 'too short' }, { text: 'safety.errors.textTooShort' }],
      [{ ...base, reason_id: 7, text: '   ' }, { text: 'safety.errors.textRequired' }],
      [{ ...base, reason_id: 7 }, { text: 'safety.errors.textRequired' }],
      [{ ...base, reason_id: 1, text: 'x'.repeat(501) }, { text: 'safety.errors.textTooLong' }],
      [{ ...base, reason_id: 7, text: 'x'.repeat(1001) }, { text: 'safety.errors.textTooLong' }],
      [{ ...base, reason_id: 99, text: 'whatever it says here' }, { reason_id: 'safety.errors.reasonInvalid' }],
      [{ ...base, reason_id: 0 }, { reason_id: 'safety.errors.reasonInvalid' }],
      [{ reason_id: 1 }, { user_hid: 'validation.required' }],
      [{ ...base, user_hid: reporter.account.hid, reason_id: 1 }, { user_hid: 'validation.invalid' }],
    ];
    for (const [payload, fields] of refused) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toEqual(fields);
    }
    expect((await send({ ...base, user_hid: 'nobody-has-this-hid', reason_id: 1 })).statusCode).toBe(404);
    expect(await db.selectFrom('abuse_reports').select('id').where('reporter_account_id', '=', reporter.account.id).execute()).toEqual([]);

    const first = await send({ ...base, reason_id: 4, text: '  He keeps insulting me in messages.  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ result: { status: 'received' } });
    const again = await send({ ...base, reason_id: 1 });
    expect(again.json()).toEqual({ result: { status: 'already_reported' } });
    const rows = await db.selectFrom('abuse_reports').select(['reason_id', 'comment', 'context', 'status']).where('reporter_account_id', '=', reporter.account.id).execute();
    expect(rows).toEqual([{ reason_id: 4, comment: 'He keeps insulting me in messages.', context: 'profile', status: 'open' }]);
    // An optional reason takes no text at all, and the report of another member is its own.
    const other = await t.seed.member({ persona: 'carol', signIn: false });
    expect((await send({ ...base, user_hid: other.account.hid, reason_id: 2, text: null })).json()).toEqual({ result: { status: 'received' } });
  });

  it('holds a member reported by 3 distinct members within a day from discovery until an operator decides', async () => {
    const { wanda, mark } = await pair();
    const operator = new SafetyOperator({ platform: t.app.platform, accounts: t.app.services.accounts });
    const report = async (reporter: SeededMember) => {
      const res = await t.request({ method: 'POST', url: '/rest/v2/user/abuse/send', headers: await reporter.freshHeaders(), payload: { user_hid: mark.account.hid, reason_id: 2 } });
      expect(res.statusCode, res.body).toBe(200);
    };
    const reporters = await Promise.all([0, 1, 2, 3].map(() => t.seed.member({ persona: 'carol' })));
    await report(reporters[0]!);
    await report(reporters[1]!);
    await report(reporters[1]!);
    // A day and a bit later the first two no longer count together with a third.
    t.clock.advance(DAY + HOUR);
    const viewer = { ...wanda, headers: await wanda.freshHeaders() };
    await report(reporters[2]!);
    await expectSeen(viewer, mark, true);
    await report(reporters[3]!);
    // Now 2 within the day: not yet.
    await expectSeen(viewer, mark, true);
    t.clock.advance(HOUR);
    await report(wanda);
    expect(await db.selectFrom('discovery_holds').select('account_id').where('account_id', '=', mark.account.id).execute()).toHaveLength(1);
    const fresh = { ...wanda, headers: await wanda.freshHeaders() };
    expect((await deck(fresh)).includes(mark.account.hid)).toBe(false);
    expect((await searched(fresh)).includes(mark.account.hid)).toBe(false);
    expect((await nearby(fresh)).includes(mark.account.hid)).toBe(false);
    // Only discovery: the profile and the album still show him.
    expect('stub' in (await profileOf(fresh, mark))).toBe(false);
    expect(await albumStatus(fresh, mark)).toBe(200);

    const open = (await operator.openReports(200)).filter((row) => row.targetHid === mark.account.hid);
    expect(open).toHaveLength(5);
    expect(open[0]).toMatchObject({ reason: 'fake', heldAt: expect.any(Number) });
    await operator.dismiss(open.slice(0, 4).map((row) => row.id));
    expect((await searched(fresh)).includes(mark.account.hid)).toBe(false);
    expect(await operator.dismiss([open[4]!.id])).toEqual([{ id: open[4]!.id, changed: true }]);
    expect(await operator.dismiss([open[4]!.id])).toEqual([{ id: open[4]!.id, changed: false }]);
    expect((await searched(fresh)).includes(mark.account.hid)).toBe(true);
  });

  it('bans through the operator: hidden from everyone at once, every session revoked, reports acted on', async () => {
    const { wanda, mark } = await pair();
    const operator = new SafetyOperator({ platform: t.app.platform, accounts: t.app.services.accounts });
    await t.request({ method: 'POST', url: '/rest/v2/user/abuse/send', headers: wanda.headers, payload: { user_hid: mark.account.hid, reason_id: 5, text: 'Asked me to send money.' } });
    expect((await nearby(wanda)).includes(mark.account.hid)).toBe(true);

    expect(await operator.ban(mark.account.hid)).toEqual({ changed: true });
    expect((await nearby(wanda)).includes(mark.account.hid)).toBe(false);
    expect(await profileOf(wanda, mark)).toMatchObject({ stub: 'deactivated' });
    // A call with the access token still unexpired is told the same as the refresh below.
    const call = await t.request({ method: 'GET', url: '/v3/blockedUsers', headers: mark.headers });
    expect(call.statusCode).toBe(403);
    expect(call.json()).toMatchObject({ code: ApiCode.accountBanned });
    const refresh = await t.request({ method: 'POST', url: '/rest/v2/login/refresh_token', headers: { 'accept-version': '3.0' }, payload: { refresh_token: mark.refreshToken } });
    // The session is dead, and its holder is told why (403 code 5), so their app shows the banned screen.
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json()).toMatchObject({ code: ApiCode.accountBanned });
    expect(await db.selectFrom('accounts').select('ok').where('id', '=', mark.account.id).executeTakeFirst()).toEqual({ ok: -2 });
    expect(await db.selectFrom('abuse_reports').select('status').where('target_account_id', '=', mark.account.id).execute()).toEqual([{ status: 'actioned' }]);
    expect(await operator.ban(mark.account.hid)).toEqual({ changed: false });
    expect(await operator.ban('nobody-has-this-hid')).toBeUndefined();
  });

  it('exports the member’s blocks and the reports they sent, and erases every row the member is in', async () => {
    const [alice, bob] = [await t.seed.member({ persona: 'alice' }), await t.seed.member({ persona: 'bob' })];
    await act(alice, bob.account.hid, 'block');
    await act(bob, alice.account.hid, 'block');
    await t.request({ method: 'POST', url: '/rest/v2/user/abuse/send', headers: alice.headers, payload: { user_hid: bob.account.hid, reason_id: 1, text: 'Sells things.' } });
    await t.request({ method: 'POST', url: '/rest/v2/user/abuse/send', headers: bob.headers, payload: { user_hid: alice.account.hid, reason_id: 2 } });
    const hooks = safetyMemberData({ db });
    const exported = await hooks.export!({ accountId: alice.account.id, language: 'en-US' });
    expect(exported!.sections.safety).toEqual({
      blocks: [{ member: bob.account.hid, at: expect.any(String) }],
      reports: [{ member: bob.account.hid, reason: 1, comment: 'Sells things.', status: 'open', at: expect.any(String) }],
    });
    await db.transaction().execute((trx) => hooks.erase!(trx, alice.account.id));
    const ids = [alice.account.id];
    expect(await db.selectFrom('member_blocks').select('id').where((eb) => eb.or([eb('blocker_account_id', 'in', ids), eb('blocked_account_id', 'in', ids)])).execute()).toEqual([]);
    expect(await db.selectFrom('abuse_reports').select('id').where((eb) => eb.or([eb('reporter_account_id', 'in', ids), eb('target_account_id', 'in', ids)])).execute()).toEqual([]);
  });
});
