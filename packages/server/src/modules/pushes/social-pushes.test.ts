import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushRecord } from '@amora/contracts';
import { DAY } from '../../platform/clock.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { BERLIN, cohort, manOf, womanOf } from '../discovery/game/game.fixture.ts';
import { storedFiles } from '../member-views/member-views.fixture.ts';
import type { RenditionFiles } from '../photos/index.ts';
import { pushesMemberData } from './member-data.ts';

/** The match and like pushes (docs/decisions.md "Match and like pushes"): who is named to whom. */
describe.each(TEST_DIALECTS)('match and like pushes on %s', (dialect) => {
  let t: TestApp;
  let files: RenditionFiles;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    files = await storedFiles(t);
  });
  afterAll(() => t.close());

  const like = (liker: SeededMember, hid: string) =>
    t.request({ method: 'POST', url: '/apis/relations/v1/users/me/likes?context=profile', headers: liker.headers, payload: { contact_hid: hid } });
  /** The member's `new_like` pushes as recorded, oldest first. */
  const likePushesOf = async (member: SeededMember) => {
    const rows = await t.database.db.selectFrom('pushes').select(['record', 'sender_account_id']).where('account_id', '=', member.account.id).where('type', '=', 'new_like').orderBy('id').execute();
    return rows.map((row) => ({ record: JSON.parse(row.record) as PushRecord, senderAccountId: row.sender_account_id === null ? null : Number(row.sender_account_id) }));
  };
  const avatarOf = async (member: SeededMember) => (await t.app.services.photoFiles.approvedPhotosOf([member.account.id]))[0]!;

  it('tells each of two members who like each other who they matched with, with the other’s photo, once', async () => {
    const c = cohort(0);
    const her = await womanOf(t, files, c, { at: BERLIN, photos: 1, name: 'Hanna' });
    const him = await manOf(t, files, c, { at: BERLIN, name: 'Jonas' });
    expect((await like(her, him.account.hid)).json()).toMatchObject({ isMatch: false });
    expect((await like(him, her.account.hid)).json()).toMatchObject({ isMatch: true });

    // She liked first: he was told of a like (anonymously: he is free), then both of the match.
    const toHim = await likePushesOf(him);
    expect(toHim.map((push) => push.record.context)).toEqual(['like', 'match']);
    const toHer = await likePushesOf(her);
    // His like made the match: no like push beside the match push, which names him already.
    expect(toHer.map((push) => push.record.context)).toEqual(['match']);

    const [match] = toHer;
    expect(match!.senderAccountId).toBe(him.account.id);
    expect(match!.record).toMatchObject({
      type: 'new_like',
      context: 'match',
      senderHid: him.account.hid,
      senderName: 'Jonas',
      url: `/contact/${him.account.hid}`,
      template: { title: 'It’s a match!', body: 'You and Jonas like each other.' },
    });
    expect(toHim[1]!.record).toMatchObject({ senderHid: her.account.hid, senderName: 'Hanna', url: `/contact/${her.account.hid}`, template: { body: 'You and Hanna like each other.' } });
    // The photo is his avatar's list thumbnail, signed for members, and it serves.
    const photo = match!.record.photo!;
    expect(photo).toContain((await avatarOf(him)).hid);
    const served = await t.request({ method: 'GET', url: photo, headers: her.headers });
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);

    // Liking again changes nothing and tells nobody anything.
    await like(him, her.account.hid);
    expect(await likePushesOf(her)).toHaveLength(1);
  });

  it('names the liker only to a member whose tier shows who likes them; anyone else hears of “someone”, with a blurred photo', async () => {
    const c = cohort(1);
    const liker = await manOf(t, files, c, { at: BERLIN, name: 'Lukas' });
    const free = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const premium = await womanOf(t, files, c, { at: BERLIN, photos: 1, account: { premium_until: t.clock.now() + 30 * DAY, language: 'de-DE' } });
    for (const her of [free, premium]) expect((await like(liker, her.account.hid)).statusCode).toBe(200);
    const avatar = await avatarOf(liker);

    const [toFree] = await likePushesOf(free);
    expect(toFree!.senderAccountId).toBeNull();
    expect(toFree!.record).toMatchObject({
      type: 'new_like',
      context: 'like',
      senderHid: null,
      senderName: null,
      url: '/activity/likes',
      template: { title: 'Someone likes you', body: 'Upgrade to see who it is.' },
    });
    // Nothing in it leads to him: neither his hid, nor his name, nor his photo's own hid.
    const text = JSON.stringify(toFree);
    for (const secret of [liker.account.hid, 'Lukas', avatar.hid]) expect(text).not.toContain(secret);
    expect(toFree!.record.photo).toContain(avatar.blur_hid!);
    expect((await t.request({ method: 'GET', url: toFree!.record.photo!, headers: free.headers })).statusCode).toBe(200);

    const [toPremium] = await likePushesOf(premium);
    expect(toPremium!.record).toMatchObject({
      context: 'like',
      senderHid: liker.account.hid,
      senderName: 'Lukas',
      url: `/contact/${liker.account.hid}`,
      template: { title: 'Lukas mag dich', body: 'Gib Lukas ein Like zurück, und es ist ein Match.' },
    });
    expect(toPremium!.record.photo).toContain(avatar.hid);
  });

  it('forgets the pushes that name a member who is erased, and keeps the others', async () => {
    const c = cohort(2);
    const her = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const him = await manOf(t, files, c, { at: BERLIN });
    await like(her, him.account.hid);
    await like(him, her.account.hid);
    const otherLiker = await manOf(t, files, c, { at: BERLIN });
    await like(otherLiker, her.account.hid);
    expect((await likePushesOf(her)).map((push) => push.record.context)).toEqual(['match', 'like']);

    // His erase (the hooks run in the erase job's transaction): the match push named him, the other did not.
    await t.database.db.transaction().execute((trx) => pushesMemberData({ db: t.database.db }).erase!(trx, him.account.id));
    expect((await likePushesOf(her)).map((push) => push.record.context)).toEqual(['like']);
  });
});
