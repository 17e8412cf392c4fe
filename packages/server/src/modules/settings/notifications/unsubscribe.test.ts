import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiCode,
  NotificationFieldError,
  NotificationType,
  UNSUBSCRIBE_CODE_ATTEMPTS,
  UNSUBSCRIBE_CODE_TTL_SECONDS,
  type SettingNotificationType,
} from '@amora/contracts';
import { SECOND } from '../../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import { lastMailTo, linkIn } from '../../emails/outbox.fixture.ts';
import type { SeededMember } from '../../../testing/seed.ts';
import { enqueueNotificationMail } from './notification-mail.ts';

/** A header as the mail client sees it, folded lines joined. */
function headerOf(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, ' ').slice(name.length + 1).trim();
}

describe.each(TEST_DIALECTS)('unsubscribing from notification mail on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const disabledIds = async (member: SeededMember) => {
    const res = await t.request({ method: 'GET', url: '/rest/v2/user/settings/notification', headers: await member.freshHeaders() });
    return (res.json().result as Array<{ id: number; disabled: boolean }>).filter((item) => item.disabled).map((item) => item.id);
  };

  /** A notification mail as a feature sends it; answers the delivered mail, or undefined when none was queued. */
  async function notify(member: SeededMember, type: SettingNotificationType) {
    const queued = await enqueueNotificationMail({ platform: t.app.platform, accounts: t.app.services.accounts }, t.app.platform.db, {
      accountId: member.account.id,
      type,
      content: () => ({ subject: `You have news ${type}`, heading: 'News', paragraphs: ['Someone likes you.'] }),
    });
    if (!queued) return undefined;
    t.app.platform.mail.kick();
    return lastMailTo(t, member.account.email);
  }

  /** The POST a mail client makes for List-Unsubscribe-Post: no session, no Accept-Version, a form body. */
  const oneClick = (url: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  const tokenOf = (mail: ParsedMail) => linkIn(mail, '/settings/notifications').searchParams.get('unsubscribe')!;
  const askCode = (member: SeededMember, token: string) =>
    t.request({ method: 'POST', url: '/rest/v2/user/settings/notifications/unsubscribe/code', headers: member.headers, payload: { token } });
  const verify = (member: SeededMember, token: string, code: string) =>
    t.request({ method: 'POST', url: '/rest/v2/user/settings/notifications/unsubscribe/verify', headers: member.headers, payload: { token, code } });
  const mailedCode = async (member: SeededMember) => /\b(\d{6})\b/.exec((await lastMailTo(t, member.account.email))!.text!)![1]!;

  it('sends notification mail with RFC 8058 headers; the one-click POST turns the type off without a session', async () => {
    const member = await t.seed.member();
    const mail = (await notify(member, NotificationType.likes))!;
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const target = /^<(.+)>$/.exec(headerOf(mail, 'List-Unsubscribe')!)![1]!;
    const url = new URL(target);
    expect(url.pathname).toBe('/rest/v2/unsubscribe/one-click');
    expect(url.searchParams.get('token')).toBe(tokenOf(mail));

    const res = await oneClick(`${url.pathname}${url.search}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true });
    expect(await disabledIds(member)).toEqual([NotificationType.likes]);
    // Turned off means no more mail of that type; other types still go out.
    expect(await notify(member, NotificationType.likes)).toBeUndefined();
    expect(await notify(member, NotificationType.matches)).toBeDefined();
  });

  it('refuses forged tokens and never unsubscribes on a GET', async () => {
    const member = await t.seed.member();
    const other = await t.seed.member();
    const token = tokenOf((await notify(member, NotificationType.gifts))!);
    const [accountId, type, mac] = token.split('.');
    const forged = [
      `${accountId}.${NotificationType.tipsAndNews}.${mac}`,
      `${other.account.id}.${type}.${mac}`,
      `${accountId}.${type}.${mac!.slice(0, -2)}AA`,
      `${accountId}.${NotificationType.service}.${mac}`,
      'not-a-token',
    ];
    for (const bad of forged) {
      const res = await oneClick(`/rest/v2/unsubscribe/one-click?token=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: ApiCode.validation, fields: { token: NotificationFieldError.unsubscribeLinkInvalid } });
    }
    const opened = await t.app.inject({ method: 'GET', url: `/rest/v2/unsubscribe/one-click?token=${encodeURIComponent(token)}`, headers: { host: 'localhost:8080' } });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/settings/notifications?unsubscribe=${encodeURIComponent(token)}`);
    expect(await disabledIds(member)).toEqual([]);
    expect(await disabledIds(other)).toEqual([]);
  });

  it('unsubscribes through the web page once the member enters the mailed code', async () => {
    const member = await t.seed.member();
    const token = tokenOf((await notify(member, NotificationType.tipsAndNews))!);
    const asked = await askCode(member, token);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      result: { expires_at: t.clock.now() / SECOND + UNSUBSCRIBE_CODE_TTL_SECONDS, attempts_left: UNSUBSCRIBE_CODE_ATTEMPTS },
    });
    const mail = (await lastMailTo(t, member.account.email))!;
    expect(mail.subject).toBe('Your Amora code to unsubscribe');
    expect(mail.text).toContain('Tips and news');
    expect(headerOf(mail, 'List-Unsubscribe')).toBeUndefined();

    const res = await verify(member, token, await mailedCode(member));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true });
    expect(await disabledIds(member)).toEqual([NotificationType.tipsAndNews]);
    // Used up: the same code does not work twice.
    expect((await verify(member, token, await mailedCode(member))).json().fields).toEqual({ code: NotificationFieldError.unsubscribeCodeExpired });
  });

  it(`kills the code after ${UNSUBSCRIBE_CODE_ATTEMPTS} wrong attempts; a new code works`, async () => {
    const member = await t.seed.member();
    const token = tokenOf((await notify(member, NotificationType.matches))!);
    await askCode(member, token);
    const code = await mailedCode(member);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [2, 1, 0]) {
      const res = await verify(member, token, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: ApiCode.validation, message: 'Wrong code', fields: { code: NotificationFieldError.unsubscribeCodeWrong }, attempts_left: left });
    }
    const dead = await verify(member, token, code);
    expect(dead.statusCode).toBe(400);
    expect(dead.json().fields).toEqual({ code: NotificationFieldError.unsubscribeCodeExpired });
    expect(await disabledIds(member)).toEqual([]);

    await askCode(member, token);
    expect((await verify(member, token, await mailedCode(member))).statusCode).toBe(200);
    expect(await disabledIds(member)).toEqual([NotificationType.matches]);
  });

  it(`kills the code ${UNSUBSCRIBE_CODE_TTL_SECONDS / 60} minutes after it was mailed`, async () => {
    const member = await t.seed.member();
    const token = tokenOf((await notify(member, NotificationType.profileVisitors))!);
    await askCode(member, token);
    const code = await mailedCode(member);
    t.clock.advance(UNSUBSCRIBE_CODE_TTL_SECONDS * SECOND);
    member.headers = await member.freshHeaders();
    const res = await verify(member, token, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ code: NotificationFieldError.unsubscribeCodeExpired });
    expect(await disabledIds(member)).toEqual([]);
  });

  it("refuses another member's link and a code never asked for", async () => {
    const member = await t.seed.member();
    const other = await t.seed.member();
    const othersToken = tokenOf((await notify(other, NotificationType.likes))!);
    const res = await askCode(member, othersToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ token: NotificationFieldError.unsubscribeLinkInvalid });
    expect((await verify(member, othersToken, '123456')).json().fields).toEqual({ token: NotificationFieldError.unsubscribeLinkInvalid });

    const ownToken = tokenOf((await notify(member, NotificationType.likes))!);
    expect((await verify(member, ownToken, '123456')).json().fields).toEqual({ code: NotificationFieldError.unsubscribeCodeExpired });
    expect((await askCode({ ...member, headers: { authorization: '' } }, ownToken)).statusCode).toBe(401);
  });

  it('limits how often a code is mailed', async () => {
    const member = await t.seed.member();
    const token = tokenOf((await notify(member, NotificationType.gifts))!);
    for (let i = 0; i < 5; i += 1) expect((await askCode(member, token)).statusCode).toBe(200);
    const res = await askCode(member, token);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
