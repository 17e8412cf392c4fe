import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushRecord } from '@amora/contracts';
import { DAY, HOUR, MINUTE } from '../../platform/clock.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { BERLIN, cohort, manOf, womanOf } from '../discovery/game/game.fixture.ts';
import { storedFiles } from '../member-views/member-views.fixture.ts';
import type { RenditionFiles } from '../photos/index.ts';
import { USER_ONLINE_DAILY_LIMIT } from './online.ts';

/** The user-online push (docs/decisions.md "Social pushes and notification e-mails"): who hears it, how often. */
describe.each(TEST_DIALECTS)('user-online pushes on %s', (dialect) => {
  let t: TestApp;
  let files: RenditionFiles;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    files = await storedFiles(t);
  });
  afterAll(() => t.close());

  const post = async (member: SeededMember, url: string, payload: object = {}) => {
    const res = await t.request({ method: 'POST', url, headers: await member.freshHeaders(), payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  };
  /** POST mark-online: a new session when the member was unseen for 30 minutes. */
  const comesOnline = (member: SeededMember) => post(member, '/rest/v2/user/mark-online');
  const match = async (a: SeededMember, b: SeededMember) => {
    await post(a, '/apis/relations/v1/users/me/likes?context=profile', { contact_hid: b.account.hid });
    await post(b, '/apis/relations/v1/users/me/likes?context=profile', { contact_hid: a.account.hid });
  };
  const favourite = (member: SeededMember, hid: string) => post(member, `/v3/users/${hid}:favorite`);
  /** The member's user-online pushes as recorded, oldest first. */
  const onlinePushesOf = async (member: SeededMember) => {
    const rows = await t.database.db.selectFrom('pushes').select(['record', 'sender_account_id']).where('account_id', '=', member.account.id).where('type', '=', 'user_online').orderBy('id').execute();
    return rows.map((row) => ({ record: JSON.parse(row.record) as PushRecord, senderAccountId: row.sender_account_id === null ? null : Number(row.sender_account_id) }));
  };
  const sendersOf = async (member: SeededMember) => (await onlinePushesOf(member)).map((push) => push.senderAccountId);

  it('tells the online members who matched or favourited a member that they came online, in each one’s language', async () => {
    const c = cohort(0);
    const him = await manOf(t, files, c, { at: BERLIN, name: 'Jonas' });
    const matched = await womanOf(t, files, c, { at: BERLIN, photos: 1, account: { language: 'de-DE' } });
    const fan = await womanOf(t, files, c, { at: BERLIN });
    const away = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const stranger = await womanOf(t, files, c, { at: BERLIN });
    await match(matched, him);
    await match(away, him);
    await favourite(fan, him.account.hid);
    // Everyone but `away` is online now; `away` was last seen an hour ago.
    for (const member of [matched, fan, stranger]) await comesOnline(member);
    await t.database.db.updateTable('accounts').set({ last_online_at: t.clock.now() - HOUR }).where('id', '=', away.account.id).execute();

    await comesOnline(him);
    const [toMatched] = await onlinePushesOf(matched);
    expect(toMatched!.senderAccountId).toBe(him.account.id);
    expect(toMatched!.record).toMatchObject({
      type: 'user_online',
      context: 'online',
      senderHid: him.account.hid,
      senderName: 'Jonas',
      url: `/contact/${him.account.hid}`,
      template: { title: 'Jonas ist gerade online', body: 'Ein guter Moment, um Hallo zu sagen.' },
    });
    expect((await onlinePushesOf(fan)).map((push) => push.record.template.title)).toEqual(['Jonas is online']);
    expect(await onlinePushesOf(away)).toEqual([]);
    expect(await onlinePushesOf(stranger)).toEqual([]);
  });

  it('tells each member about another at most once in 12 hours, and at most 5 a UTC day in all', async () => {
    const c = cohort(1);
    const her = await womanOf(t, files, c, { at: BERLIN });
    const men = await Promise.all(Array.from({ length: USER_ONLINE_DAILY_LIMIT + 1 }, () => manOf(t, files, c, { at: BERLIN })));
    for (const man of men) await favourite(her, man.account.hid);
    const [first] = men;
    // Late enough in the UTC day that 12 hours later is another day.
    t.clock.set(Math.ceil(t.clock.now() / DAY) * DAY + 20 * HOUR);

    await comesOnline(her);
    await comesOnline(first!);
    expect(await sendersOf(her)).toEqual([first!.account.id]);
    // A new session of his 40 minutes later: she was told of him already.
    t.clock.advance(40 * MINUTE);
    await comesOnline(her);
    await comesOnline(first!);
    expect(await sendersOf(her)).toHaveLength(1);

    // The others come online: she hears of 4 more, the 5th is over the day's limit.
    for (const man of men.slice(1)) await comesOnline(man);
    expect(await sendersOf(her)).toEqual(men.slice(0, USER_ONLINE_DAILY_LIMIT).map((man) => man.account.id));

    // 12 hours after the first push it is another day: both limits have room again.
    t.clock.advance(12 * HOUR);
    await comesOnline(her);
    await comesOnline(first!);
    expect((await sendersOf(her)).at(-1)).toBe(first!.account.id);
    expect(await sendersOf(her)).toHaveLength(USER_ONLINE_DAILY_LIMIT + 1);
  });

  it('never crosses a block either way, never tells a member who is no longer active, never speaks of one', async () => {
    const c = cohort(2);
    const him = await manOf(t, files, c, { at: BERLIN });
    const blocker = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const blockedByHim = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const hidden = await womanOf(t, files, c, { at: BERLIN });
    const banned = await womanOf(t, files, c, { at: BERLIN });
    const watcher = await womanOf(t, files, c, { at: BERLIN });
    for (const member of [blocker, blockedByHim, hidden, banned, watcher]) await favourite(member, him.account.hid);
    await post(blocker, `/v3/users/${him.account.hid}:block`);
    await post(him, `/v3/users/${blockedByHim.account.hid}:block`);
    for (const member of [blocker, blockedByHim, hidden, banned, watcher]) await comesOnline(member);
    await t.database.db.updateTable('accounts').set({ ok: 0 }).where('id', '=', hidden.account.id).execute();
    await t.database.db.updateTable('accounts').set({ ok: -2 }).where('id', '=', banned.account.id).execute();

    await comesOnline(him);
    for (const member of [blocker, blockedByHim, hidden, banned]) expect(await onlinePushesOf(member)).toEqual([]);
    expect(await sendersOf(watcher)).toEqual([him.account.id]);

    // A member hidden by the time their session's event is dispatched is announced to nobody.
    const other = await manOf(t, files, c, { at: BERLIN });
    await favourite(watcher, other.account.hid);
    await t.database.db.updateTable('accounts').set({ ok: 0 }).where('id', '=', other.account.id).execute();
    await t.app.platform.events.transaction((trx) => t.app.platform.events.record(trx, { type: 'member.cameOnline', memberId: other.account.id }));
    expect(await sendersOf(watcher)).toEqual([him.account.id]);
  });
});
