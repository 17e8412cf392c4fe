import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushRecord } from '@amora/contracts';
import { DAY, HOUR } from '../../platform/clock.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { BERLIN, cohort, manOf, womanOf } from '../discovery/game/game.fixture.ts';
import { storedFiles } from '../member-views/member-views.fixture.ts';
import type { RenditionFiles } from '../photos/index.ts';

/** The visit pushes (docs/decisions.md "Social pushes and notification e-mails"): to whom, naming whom, how often. */
describe.each(TEST_DIALECTS)('visit pushes on %s', (dialect) => {
  let t: TestApp;
  let files: RenditionFiles;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    files = await storedFiles(t);
  });
  afterAll(() => t.close());

  /** A member who joined long before the newcomer window. */
  const established = () => ({ registered_at: t.clock.now() - 90 * DAY });
  const visit = async (visitor: SeededMember, hid: string) => {
    const res = await t.request({ method: 'POST', url: `/v3/users/${hid}:visit`, headers: await visitor.freshHeaders(), payload: {} });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  /** The member's visit pushes as recorded, oldest first. */
  const visitPushesOf = async (member: SeededMember) => {
    const rows = await t.database.db.selectFrom('pushes').select(['record', 'sender_account_id']).where('account_id', '=', member.account.id).where('type', 'in', ['visit', 'newbie_visit']).orderBy('id').execute();
    return rows.map((row) => ({ record: JSON.parse(row.record) as PushRecord, senderAccountId: row.sender_account_id === null ? null : Number(row.sender_account_id) }));
  };
  const avatarOf = async (member: SeededMember) => (await t.app.services.photoFiles.approvedPhotosOf([member.account.id]))[0]!;
  /** `member.visited` as relations records it, dispatched now: what a retried or late dispatch meets. */
  const dispatchVisit = (memberId: number, visitorId: number) =>
    t.app.platform.events.transaction((trx) => t.app.platform.events.record(trx, { type: 'member.visited', memberId, visitorId }));

  it('tells a free member that someone visited, naming nobody, with the avatar blurred, once per visitor and UTC day', async () => {
    const c = cohort(0);
    const her = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const him = await manOf(t, files, c, { at: BERLIN, name: 'Lukas', account: established() });
    await visit(him, her.account.hid);
    await visit(him, her.account.hid);

    const pushes = await visitPushesOf(her);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.senderAccountId).toBeNull();
    expect(pushes[0]!.record).toMatchObject({
      type: 'visit',
      context: 'visit',
      senderHid: null,
      senderName: null,
      url: '/activity/visitors',
      template: { title: 'Someone visited your profile', body: 'Upgrade to see who it was.' },
    });
    const avatar = await avatarOf(him);
    const text = JSON.stringify(pushes[0]);
    for (const secret of [him.account.hid, 'Lukas', avatar.hid]) expect(text).not.toContain(secret);
    expect(pushes[0]!.record.photo).toContain(avatar.blur_hid!);

    // The next UTC day the same visitor is news again.
    t.clock.advance(DAY);
    await visit(him, her.account.hid);
    expect(await visitPushesOf(her)).toHaveLength(2);
  });

  it('names the visitor to a member whose tier shows visitors, in the member’s language, and calls a newcomer a newbie visit', async () => {
    const c = cohort(1);
    const premium = await womanOf(t, files, c, { at: BERLIN, photos: 1, account: { premium_until: t.clock.now() + 30 * DAY, language: 'de-DE' } });
    const regular = await manOf(t, files, c, { at: BERLIN, name: 'Jonas', account: established() });
    const newcomer = await manOf(t, files, c, { at: BERLIN, name: 'Lukas', account: { registered_at: t.clock.now() - 2 * DAY } });
    const free = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    await visit(regular, premium.account.hid);
    await visit(newcomer, premium.account.hid);
    await visit(newcomer, free.account.hid);

    const [fromRegular, fromNewcomer] = await visitPushesOf(premium);
    expect(fromRegular!.senderAccountId).toBe(regular.account.id);
    expect(fromRegular!.record).toMatchObject({
      type: 'visit',
      senderHid: regular.account.hid,
      senderName: 'Jonas',
      url: `/contact/${regular.account.hid}`,
      template: { title: 'Jonas hat dein Profil besucht', body: 'Schau dir das Profil doch auch mal an.' },
    });
    expect(fromRegular!.record.photo).toContain((await avatarOf(regular)).hid);
    expect(fromNewcomer!.record).toMatchObject({ type: 'newbie_visit', senderName: 'Lukas', template: { title: 'Neu hier: Lukas' } });

    // The free member hears of a newcomer too, still without a name.
    const [toFree] = await visitPushesOf(free);
    expect(toFree!.record).toMatchObject({ type: 'newbie_visit', senderHid: null, url: '/activity/visitors', template: { title: 'A new member visited your profile' } });

    // A newcomer stops being one after NEW_MEMBER_DAYS.
    t.clock.advance(6 * DAY);
    await visit(newcomer, free.account.hid);
    expect((await visitPushesOf(free)).map((push) => push.record.type)).toEqual(['newbie_visit', 'visit']);
  });

  it('sends nothing across a block either way, nor about or to a member who is no longer active', async () => {
    const c = cohort(2);
    const her = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const blocker = await manOf(t, files, c, { at: BERLIN, account: established() });
    const blocked = await manOf(t, files, c, { at: BERLIN, account: established() });
    const hidden = await manOf(t, files, c, { at: BERLIN, account: established() });
    const banned = await manOf(t, files, c, { at: BERLIN, account: established() });
    const block = async (member: SeededMember, hid: string) =>
      expect((await t.request({ method: 'POST', url: `/v3/users/${hid}:block`, headers: await member.freshHeaders(), payload: {} })).statusCode).toBe(200);
    await block(her, blocked.account.hid);
    await block(blocker, her.account.hid);
    await t.database.db.updateTable('accounts').set({ ok: 0 }).where('id', '=', hidden.account.id).execute();
    await t.database.db.updateTable('accounts').set({ ok: -2 }).where('id', '=', banned.account.id).execute();

    for (const visitor of [blocker, blocked, hidden, banned]) await dispatchVisit(her.account.id, visitor.account.id);
    expect(await visitPushesOf(her)).toEqual([]);

    // The same dispatch from an active, unblocked visitor does push: the rules above are what stopped the others.
    const welcome = await manOf(t, files, c, { at: BERLIN, account: established() });
    await dispatchVisit(her.account.id, welcome.account.id);
    expect(await visitPushesOf(her)).toHaveLength(1);

    // A visited member who is hidden hears nothing.
    t.clock.advance(HOUR);
    await t.database.db.updateTable('accounts').set({ ok: 0 }).where('id', '=', her.account.id).execute();
    await dispatchVisit(her.account.id, welcome.account.id);
    expect(await visitPushesOf(her)).toHaveLength(1);
  });
});
