import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeEmailError, ConfirmEmailCode } from '@amora/contracts';
import { MINUTE } from '../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { createMember, login, PASSWORD } from '../auth/members.fixture.ts';
import { deliveredMail, lastMailTo, linkIn } from '../emails/outbox.fixture.ts';
import { sendConfirmationEmail } from './send.ts';

describe.each(TEST_DIALECTS)('e-mail confirmation on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const resend = (email: unknown, ip = '10.1.0.1') =>
    t.request({ method: 'POST', url: '/api/user/confirmation/resend', payload: { email, product_id: 7 }, remoteAddress: ip });

  /** Opens a confirmation link as a browser would: the path and query on the brand's host. */
  const open = (url: URL) => t.request({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: url.host } });

  it('confirms through the mailed link and arrives logged in with a single-use ak', async () => {
    const member = await createMember(t, { email: 'cora@example.com', emailConfirmed: false });
    await sendConfirmationEmail(t.app.platform, t.app.services.accounts, member.id, { emailFlow: false });
    const mail = (await lastMailTo(t, 'cora@example.com'))!;
    expect(mail.subject).toBe('Confirm your e-mail address for Amora');
    expect(mail.html).not.toContain('/sign/recover');
    const link = linkIn(mail, '/api/user/confirmation/confirm');
    expect(link.origin).toBe('http://amora.localhost:8080');

    const res = await open(link);
    expect(res.statusCode).toBe(302);
    const target = new URL(res.headers.location!, 'http://amora.localhost:8080');
    expect(target.pathname).toBe('/');
    const ak = target.searchParams.get('ak')!;
    expect((await t.app.services.accounts.findById(member.id))!.email_confirmed).toBe(1);

    const session = await t.request({ method: 'POST', url: '/rest/v2/login/ak', payload: { ak, product_id: 7 } });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().result.user.hid).toBe(member.hid);

    // A second click must not hand out another login.
    const again = await open(link);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/login');
  });

  it('sends the e-mail flow a set-your-password link that works', async () => {
    const member = await createMember(t, { email: 'nopass@example.com', password: null, emailConfirmed: false });
    await sendConfirmationEmail(t.app.platform, t.app.services.accounts, member.id, { emailFlow: true });
    const mail = (await lastMailTo(t, 'nopass@example.com'))!;
    const setPassword = linkIn(mail, '/sign/recover');
    const res = await t.request({
      method: 'POST',
      url: '/api/user/password/recover',
      payload: { signed_query: setPassword.searchParams.get('q'), password: 'my-first-password' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await login(t, { email: 'nopass@example.com', password: 'my-first-password' })).statusCode).toBe(200);
  });

  it('refuses a tampered or foreign link', async () => {
    const member = await createMember(t, { email: 'tamper@example.com', emailConfirmed: false });
    await sendConfirmationEmail(t.app.platform, t.app.services.accounts, member.id, { emailFlow: false });
    const link = linkIn((await lastMailTo(t, 'tamper@example.com'))!, '/api/user/confirmation/confirm');
    const foreign = await t.request({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { host: 'lovella.localhost:8080' } });
    expect(foreign.headers.location).toBe('/login');
    for (const token of ['', 'x', `${link.searchParams.get('token')}x`]) {
      const res = await t.request({ method: 'GET', url: `/api/user/confirmation/confirm?token=${encodeURIComponent(token)}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login');
    }
    expect((await t.app.services.accounts.findById(member.id))!.email_confirmed).toBe(0);
  });

  it('resends with a countdown, and answers the confirm-e-mail codes', async () => {
    await createMember(t, { email: 'again@example.com', emailConfirmed: false });
    const first = await resend('again@example.com');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ result: { timeout: 60 } });
    expect(Number(first.headers['x-rate-limit-reset'])).toBe(Math.ceil((t.clock.now() + MINUTE) / 1000));
    expect((await lastMailTo(t, 'again@example.com'))!.subject).toBe('Confirm your e-mail address for Amora');

    t.clock.advance(20_000);
    const tooSoon = await resend('again@example.com', '10.1.0.2');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('40');
    t.clock.advance(40_000);
    expect((await resend('again@example.com')).statusCode).toBe(200);

    await createMember(t, { email: 'done@example.com', emailConfirmed: true });
    await createMember(t, { email: 'banned@example.com', emailConfirmed: false, ok: -2 });
    const cases: [unknown, number][] = [
      ['  ', ConfirmEmailCode.empty],
      [undefined, ConfirmEmailCode.empty],
      ['nobody@example.com', ConfirmEmailCode.wrong],
      ['not an address', ConfirmEmailCode.invalid],
      ['done@example.com', ConfirmEmailCode.alreadyRegistered],
      ['banned@example.com', ConfirmEmailCode.banned],
    ];
    for (const [email, code] of cases) {
      const res = await resend(email, '10.1.0.3');
      expect(res.statusCode, String(email)).toBe(400);
      expect(res.json().code, String(email)).toBe(code);
    }
  });

  it('changes the address after the password, and mails the confirmation to the new one', async () => {
    const member = await createMember(t, { email: 'old@example.com', emailConfirmed: true });
    await createMember(t, { email: 'taken@example.com' });
    const change = (body: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/rest/v2/signup/change-email', payload: { email: 'old@example.com', password: PASSWORD, product_id: 7, ...body } });

    const wrong = await change({ password: 'not-the-password', new_email: 'new@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: ChangeEmailError.wrongCredentials });
    const taken = await change({ new_email: 'Taken@example.com' });
    expect(taken.json().fields).toEqual({ new_email: ChangeEmailError.taken });
    const invalid = await change({ new_email: 'nope' });
    expect(invalid.json().fields).toEqual({ new_email: ChangeEmailError.invalidEmail });

    await sendConfirmationEmail(t.app.platform, t.app.services.accounts, member.id, { emailFlow: false });
    const oldLink = linkIn((await lastMailTo(t, 'old@example.com'))!, '/api/user/confirmation/confirm');
    const before = (await deliveredMail(t)).length;
    const res = await change({ new_email: ' new@example.com ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { email: 'new@example.com' } });
    const account = (await t.app.services.accounts.findById(member.id))!;
    expect(account).toMatchObject({ email: 'new@example.com', email_confirmed: 0 });
    const all = await deliveredMail(t);
    expect(all.length).toBe(before + 1);
    const mail = all.at(-1)!;
    expect(mail.to).toMatchObject({ value: [{ address: 'new@example.com' }] });
    expect(mail.subject).toBe('Confirm your new e-mail address for Amora');

    // The link sent to the old address must not confirm the new one.
    expect((await open(oldLink)).headers.location).toBe('/login');
    expect((await t.app.services.accounts.findById(member.id))!.email_confirmed).toBe(0);
    const confirm = await open(linkIn(mail, '/api/user/confirmation/confirm'));
    expect(confirm.headers.location).toMatch(/^\/\?ak=/);
    expect((await t.app.services.accounts.findById(member.id))!.email_confirmed).toBe(1);
    expect((await login(t, { email: 'new@example.com', password: PASSWORD })).statusCode).toBe(200);
  });
});
