import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '@amora/contracts';
import { DAY, HOUR, MINUTE } from '../../platform/clock.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { BERLIN, cohort, manOf, womanOf } from '../discovery/game/game.fixture.ts';
import { addressesOf, deliveredMail } from '../emails/outbox.fixture.ts';
import { storedFiles } from '../member-views/member-views.fixture.ts';
import type { RenditionFiles } from '../photos/index.ts';
import { PushEndpoint } from '../webpush/push-endpoint.fixture.ts';
import { MESSAGE_MAIL_GATHER_MS } from './message-mails.ts';
import { notificationMailsMemberData } from './member-data.ts';
import { MESSAGE_MAIL_JOB } from './plugin.ts';

/** The new-message e-mails (DESIGN.md §14 "Notifications": one per dialog, at most one an hour). */
describe.each(TEST_DIALECTS)('new-message mails on %s', (dialect) => {
  let t: TestApp;
  let files: RenditionFiles;
  let pushService: PushEndpoint;
  let nextRequest = 0;
  beforeAll(async () => {
    pushService = await PushEndpoint.start();
    t = await startTestApp(dialect, { env: { WEB_PUSH_LOOPBACK: '1' } });
    files = await storedFiles(t);
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  const call = async (member: SeededMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.request({ method, url, headers: await member.freshHeaders(), ...(payload ? { payload } : {}) });
    expect([200, 204], `${method} ${url}: ${res.body}`).toContain(res.statusCode);
  };
  const write = (from: SeededMember, to: SeededMember, text: string) =>
    call(from, 'POST', `/v3/messenger/dialogs/${to.account.hid}/messages`, { requestId: `mm-${dialect}-${nextRequest++}`, type: 'text', textMessageBody: { text } });
  /** The new-message job, as its timer runs it. */
  const runJob = () => t.app.platform.jobs.run(MESSAGE_MAIL_JOB);
  const mailTo = async (member: SeededMember) => (await deliveredMail(t)).filter((mail) => addressesOf(mail).includes(member.account.email.toLowerCase()));
  /** Last seen two hours ago: away. */
  const away = () => ({ last_online_at: t.clock.now() - 2 * HOUR });
  /** A premium member, whose words to anyone are delivered at once (never held). */
  const premium = () => ({ premium_until: t.clock.now() + 30 * DAY, is_pay_user: 1 });

  it('mails an away member once per dialog for a burst, naming the sender and never the words; the dialog’s next mail waits for the hour', async () => {
    const c = cohort(0);
    const her = await womanOf(t, files, c, { at: BERLIN, account: away() });
    const lukas = await manOf(t, files, c, { at: BERLIN, name: 'Lukas', account: premium() });
    const felix = await manOf(t, files, c, { at: BERLIN, name: 'Felix', account: premium() });
    const words = ['Hi there, secret-sauce', 'Are you around?', 'Coffee on Sunday at the canal'];
    for (const text of words) await write(lukas, her, text);
    await write(felix, her, 'Felix says hello-quietly');

    // Still gathering: a burst makes one mail per dialog, not one per message.
    await runJob();
    expect(await mailTo(her)).toEqual([]);
    t.clock.advance(MESSAGE_MAIL_GATHER_MS);
    await runJob();
    const mails = await mailTo(her);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([expect.stringMatching(/^Felix sent you a message on /), expect.stringMatching(/^Lukas sent you a message on /)]);
    const fromLukas = mails.find((mail) => mail.subject!.startsWith('Lukas'))!;
    expect(fromLukas.text).toContain('Lukas wrote to you on');
    expect(fromLukas.text).toContain(`/dialogs/${lukas.account.hid}`);
    expect(mails.find((mail) => mail.subject!.startsWith('Felix'))!.text).toContain(`/dialogs/${felix.account.hid}`);
    expect(fromLukas.headerLines.some((header) => header.key === 'list-unsubscribe-post')).toBe(true);
    for (const mail of mails) {
      for (const text of [...words, 'hello-quietly', 'secret-sauce']) expect(`${mail.subject} ${mail.text} ${String(mail.html)}`).not.toContain(text);
    }

    // Another message within the hour of the dialog's mail waits; after the hour it is mailed.
    t.clock.advance(10 * MINUTE);
    await write(lukas, her, 'Still there?');
    t.clock.advance(MESSAGE_MAIL_GATHER_MS);
    await runJob();
    expect(await mailTo(her)).toHaveLength(2);
    t.clock.advance(HOUR - 20 * MINUTE);
    await runJob();
    const later = await mailTo(her);
    expect(later).toHaveLength(3);
    expect(later[2]!.subject).toMatch(/^Lukas sent you a message on /);
    await runJob();
    expect(await mailTo(her)).toHaveLength(3);

    // The rows name the dialog by the sender's hid in her export, and go with either member.
    const hooks = notificationMailsMemberData({ db: t.database.db });
    const exported = await hooks.export!({ accountId: her.account.id, language: 'en-US' });
    expect(exported?.sections.notification_mails).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'messages', from: lukas.account.hid }), expect.objectContaining({ type: 'messages', from: felix.account.hid })]),
    );
    const rowsOf = () => t.database.db.selectFrom('message_mails').select('sender_account_id').where('account_id', '=', her.account.id).execute();
    expect(await rowsOf()).toHaveLength(2);
    await t.database.db.transaction().execute((trx) => hooks.erase!(trx, lukas.account.id));
    expect((await rowsOf()).map((row) => Number(row.sender_account_id))).toEqual([felix.account.id]);
  });

  it('mails nothing to a member online, seen since, who read it, with new-message mails off, whom web push reaches, across a block, or about a member gone', async () => {
    const c = cohort(1);
    const jonas = await manOf(t, files, c, { at: BERLIN, name: 'Jonas', account: premium() });
    const gone = await manOf(t, files, c, { at: BERLIN, name: 'Tobias', account: premium() });
    const receiver = () => womanOf(t, files, c, { at: BERLIN, account: away() });
    const [online, seen, reader, off, pushed, blocker, aboutGone, mailed] = [await receiver(), await receiver(), await receiver(), await receiver(), await receiver(), await receiver(), await receiver(), await receiver()];
    await call(off, 'PUT', '/rest/v2/user/settings/notifications', { enabled: [], disabled: [NotificationType.newMessages] });
    const browser = pushService.browser(`pushed-${dialect}`);
    await call(pushed, 'POST', '/v3/notifications/webpush/subscriptions', { deviceId: 'laptop', token: browser.token });

    for (const member of [seen, reader, off, pushed, blocker, mailed]) await write(jonas, member, 'Hello from Jonas');
    await write(gone, aboutGone, 'Hello from Tobias');
    await t.app.services.webPush.idle();
    expect(pushService.pushesTo(browser)).toHaveLength(1);
    // In the meantime: one opens the app, one reads the dialog, one blocks him, and Tobias leaves.
    t.clock.advance(MINUTE);
    await call(seen, 'POST', '/rest/v2/user/mark-online');
    await call(reader, 'GET', `/v3/messenger/dialogs/${jonas.account.hid}/messages?timestamp=1`);
    await call(blocker, 'POST', `/v3/users/${jonas.account.hid}:block`);
    await t.seed.hide(gone);
    // Later one more is online (seen just before his message came) while the one seen since is no longer.
    t.clock.advance(15 * MINUTE);
    await call(online, 'POST', '/rest/v2/user/mark-online');
    t.clock.advance(MINUTE);
    await write(jonas, online, 'Hello from Jonas');
    t.clock.advance(MESSAGE_MAIL_GATHER_MS);
    await runJob();

    for (const member of [online, seen, reader, off, pushed, blocker, aboutGone]) expect(await mailTo(member), member.account.email).toEqual([]);
    // The same message to an away member with nothing of the above is mailed: the rules held the rest.
    expect((await mailTo(mailed)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Jonas sent you a message on /)]);
  });
});
