import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '@amora/contracts';
import { HOUR, MINUTE } from '../../platform/clock.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { BERLIN, cohort, manOf, womanOf } from '../discovery/game/game.fixture.ts';
import { addressesOf, deliveredMail } from '../emails/outbox.fixture.ts';
import { storedFiles } from '../member-views/member-views.fixture.ts';
import type { RenditionFiles } from '../photos/index.ts';
import { DIGEST_GATHER_MS } from './digests.ts';
import { notificationMailsMemberData } from './member-data.ts';
import { DIGEST_JOB } from './plugin.ts';

/** A header as the mail carries it, folded lines joined (mailparser parses List-* headers into objects). */
function headerOf(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, ' ').slice(name.length + 1).trim();
}

/** The notification e-mails of likes, matches and visits (docs/decisions.md "Social pushes and notification e-mails"). */
describe.each(TEST_DIALECTS)('notification digests on %s', (dialect) => {
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
  const like = (liker: SeededMember, member: SeededMember) => post(liker, '/apis/relations/v1/users/me/likes?context=profile', { contact_hid: member.account.hid });
  const visit = (visitor: SeededMember, member: SeededMember) => post(visitor, `/v3/users/${member.account.hid}:visit`);
  /** The digest job, as its timer runs it. */
  const runDigests = () => t.app.platform.jobs.run(DIGEST_JOB);
  /** Every mail delivered to the member so far, oldest first. */
  const mailTo = async (member: SeededMember) => (await deliveredMail(t)).filter((mail) => addressesOf(mail).includes(member.account.email.toLowerCase()));
  /** A member last seen two hours ago: away. */
  const away = () => ({ last_online_at: t.clock.now() - 2 * HOUR });

  it('sends an away member one mail counting several likes, naming nobody, with the one-click unsubscribe headers; the next waits for the window', async () => {
    const c = cohort(0);
    const her = await womanOf(t, files, c, { at: BERLIN, photos: 1, account: away() });
    const names = ['Lukas', 'Jonas', 'Felix'];
    const likers = await Promise.all(names.map((name) => manOf(t, files, c, { at: BERLIN, name })));
    for (const liker of likers) await like(liker, her);

    // Still gathering: a burst makes one mail, not one per like.
    await runDigests();
    expect(await mailTo(her)).toEqual([]);
    t.clock.advance(DIGEST_GATHER_MS);
    await runDigests();
    const [mail] = await mailTo(her);
    expect(mail!.subject).toMatch(/^New likes on /);
    expect(mail!.text).toContain('New likes while you were away: 3.');
    expect(mail!.text).toContain('/activity/likes');
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<(.+)>$/.exec(headerOf(mail!, 'List-Unsubscribe')!)![1]!);
    expect(oneClick.pathname).toBe('/rest/v2/unsubscribe/one-click');
    for (const liker of likers) expect(mail!.html).not.toContain(liker.account.hid);
    for (const name of names) expect(`${mail!.subject} ${mail!.text}`).not.toContain(name);

    // Another like within the 6-hour window waits; after it, it is mailed with its own count.
    const late = await manOf(t, files, c, { at: BERLIN });
    await like(late, her);
    t.clock.advance(DIGEST_GATHER_MS);
    await runDigests();
    expect(await mailTo(her)).toHaveLength(1);
    t.clock.advance(6 * HOUR);
    await runDigests();
    const mails = await mailTo(her);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('New likes while you were away: 1.');

    // The mail client's one-click unsubscribe turns likes mail off: the next like is mailed to nobody.
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    await like(await manOf(t, files, c, { at: BERLIN }), her);
    t.clock.advance(7 * HOUR);
    await runDigests();
    expect(await mailTo(her)).toHaveLength(2);
  });

  it('counts matches and visits apart from likes, in the member’s language, and a like that made a match only as the match', async () => {
    const c = cohort(1);
    const her = await womanOf(t, files, c, { at: BERLIN, photos: 1, account: { ...away(), language: 'de-DE' } });
    const him = await manOf(t, files, c, { at: BERLIN, account: away() });
    const visitor = await manOf(t, files, c, { at: BERLIN });
    await like(him, her);
    // She opens the app, sees his like and likes him back: a match for both, while he is away.
    t.clock.advance(MINUTE);
    await post(her, '/rest/v2/user/mark-online');
    await like(her, him);
    // Her open tab's heartbeat (mark-online stands in for it), then she leaves; a visit comes later.
    t.clock.advance(MINUTE);
    await post(her, '/rest/v2/user/mark-online');
    t.clock.advance(20 * MINUTE);
    await visit(visitor, her);
    t.clock.advance(DIGEST_GATHER_MS);
    await runDigests();

    // He hears of the match alone: her like made it, so it is not a like besides.
    const toHim = await mailTo(him);
    expect(toHim.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^New matches on /)]);
    expect(toHim[0]!.text).toContain('New matches while you were away: 1.');
    expect(toHim[0]!.text).toContain('/activity/matches');
    // She saw his like and their match in the app; the visit came while she was away, and is told in German.
    const toHer = await mailTo(her);
    expect(toHer.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Neue Profilbesucher auf /)]);
    expect(toHer[0]!.text).toContain('Neue Besuche auf deinem Profil, während du weg warst: 1.');
    expect(toHer[0]!.text).toContain('/activity/visitors');
  });

  it('mails nothing while the type is off, nor to a member seen since, nor about a like from across a block', async () => {
    const c = cohort(2);
    const off = await womanOf(t, files, c, { at: BERLIN, account: away() });
    const online = await womanOf(t, files, c, { at: BERLIN, account: away() });
    const blocker = await womanOf(t, files, c, { at: BERLIN, account: away() });
    const liker = await manOf(t, files, c, { at: BERLIN });
    const setLikes = async (enabled: boolean) => {
      const ids = { enabled: enabled ? [NotificationType.likes] : [], disabled: enabled ? [] : [NotificationType.likes] };
      expect((await t.request({ method: 'PUT', url: '/rest/v2/user/settings/notifications', headers: await off.freshHeaders(), payload: ids })).statusCode).toBe(200);
    };
    await setLikes(false);
    await post(blocker, `/v3/users/${liker.account.hid}:block`);
    for (const member of [off, online]) await like(liker, member);
    // A like dispatched after a block (a retry, or a like that raced it) counts nothing.
    await t.app.platform.events.transaction((trx) => t.app.platform.events.record(trx, { type: 'member.liked', memberId: blocker.account.id, likerId: liker.account.id }));
    t.clock.advance(MINUTE);
    await post(online, '/rest/v2/user/mark-online');
    t.clock.advance(DIGEST_GATHER_MS + 15 * MINUTE);
    await runDigests();
    for (const member of [off, online, blocker]) expect(await mailTo(member)).toEqual([]);

    // With the type on again the next like is mailed: it was the setting that held the first.
    await setLikes(true);
    await like(await manOf(t, files, c, { at: BERLIN }), off);
    t.clock.advance(DIGEST_GATHER_MS);
    await runDigests();
    const [mail] = await mailTo(off);
    expect(mail!.text).toContain('New likes while you were away: 1.');
  });

  it('erases a member’s digests with them', async () => {
    const c = cohort(3);
    const her = await womanOf(t, files, c, { at: BERLIN, account: away() });
    await like(await manOf(t, files, c, { at: BERLIN }), her);
    const digestsOf = () => t.database.db.selectFrom('notification_digests').selectAll().where('account_id', '=', her.account.id).execute();
    expect(await digestsOf()).toHaveLength(1);
    await t.database.db.transaction().execute((trx) => notificationMailsMemberData({ db: t.database.db }).erase!(trx, her.account.id));
    expect(await digestsOf()).toEqual([]);
  });
});
