import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecoverCode, RecoverRequestError } from '@amora/contracts';
import { HOUR, MINUTE, SECOND } from '../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { createMember, login, PASSWORD } from '../auth/members.fixture.ts';
import { deliveredMail, lastMailTo, linkIn } from '../emails/outbox.fixture.ts';

const NEW_PASSWORD = 'a-brand-new-secret';

describe.each(TEST_DIALECTS)('password recovery on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const requestRecover = (email: string, ip = '10.0.0.1') =>
    t.request({ method: 'POST', url: '/rest/v2/signup/recover/request', payload: { email, product_id: 7 }, remoteAddress: ip });
  const setPassword = (signed_query: string, password: string) =>
    t.request({ method: 'POST', url: '/api/user/password/recover', payload: { signed_query, password } });

  /** Requests a link for the address and follows it from the delivered mail. */
  async function recoverLink(email: string): Promise<{ q: string; t: string }> {
    const res = await requestRecover(email);
    expect(res.statusCode, res.body).toBe(200);
    const mail = await lastMailTo(t, email);
    const url = linkIn(mail!, '/sign/recover');
    return { q: url.searchParams.get('q')!, t: url.searchParams.get('t')! };
  }

  it('mails a link that sets a new password once, ends every session and tells the owner', async () => {
    const member = await createMember(t, { email: 'rosa@example.com' });
    const sessionA = (await login(t, { email: 'rosa@example.com', password: PASSWORD })).json().result;
    const sessionB = (await login(t, { email: 'rosa@example.com', password: PASSWORD })).json().result;

    const res = await requestRecover('Rosa@Example.com ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true });
    expect(Number(res.headers['x-rate-limit-reset'])).toBe(Math.ceil((t.clock.now() + MINUTE) / 1000));

    const mail = (await lastMailTo(t, 'rosa@example.com'))!;
    expect(mail.subject).toBe('Reset your Amora password');
    expect(mail.text).toContain('/sign/recover?q=');
    const url = linkIn(mail, '/sign/recover');
    expect(url.origin).toBe('http://amora.localhost:8080');
    expect(Number(url.searchParams.get('t'))).toBe(t.clock.now());
    const q = url.searchParams.get('q')!;

    t.clock.advance(30 * MINUTE);
    const done = await setPassword(q, `  ${NEW_PASSWORD}  `);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ result: { email: member.email } });

    expect((await login(t, { email: 'rosa@example.com', password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(t, { email: 'rosa@example.com', password: PASSWORD })).json().code).toBe(101);
    for (const session of [sessionA, sessionB]) {
      const refresh = await t.request({ method: 'POST', url: '/rest/v2/login/refresh_token', payload: { refresh_token: session.refresh_token } });
      expect(refresh.statusCode).toBe(401);
    }

    const reused = await setPassword(q, 'yet-another-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe(RecoverCode.linkExpired);

    const notice = (await lastMailTo(t, 'rosa@example.com'))!;
    expect(notice.subject).toBe('Your Amora password was changed');
    expect(linkIn(notice, '/sign/recoverrequest').origin).toBe('http://amora.localhost:8080');
  });

  it('refuses a link older than one hour', async () => {
    await createMember(t, { email: 'late@example.com' });
    const link = await recoverLink('late@example.com');
    t.clock.advance(HOUR + SECOND);
    const res = await setPassword(link.q, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(RecoverCode.linkExpired);
    expect((await login(t, { email: 'late@example.com', password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses forged, tampered and other-brand links', async () => {
    const member = await createMember(t, { email: 'forge@example.com' });
    const link = await recoverLink('forge@example.com');
    const [id, time, mac] = link.q.split('.');
    const tampered = [`${id}.${Number(time) + 1}.${mac}`, `${Number(id) + 1}.${time}.${mac}`, `${id}.${time}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'E' : 'A'}`, 'garbage'];
    for (const q of tampered) {
      const res = await setPassword(q, NEW_PASSWORD);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe(RecoverCode.linkExpired);
    }
    const otherBrand = await t.request({
      method: 'POST',
      url: '/api/user/password/recover',
      payload: { signed_query: link.q, password: NEW_PASSWORD },
      headers: { host: 'lovella.localhost:8080' },
    });
    expect(otherBrand.statusCode).toBe(400);
    expect(member.brand_id).toBe(7);
  });

  it('confirms the address it was mailed to, and dies when the address changes', async () => {
    const member = await createMember(t, { email: 'moving@example.com', emailConfirmed: false });
    const stale = await recoverLink('moving@example.com');
    const change = await t.request({
      method: 'POST',
      url: '/rest/v2/signup/change-email',
      payload: { email: 'moving@example.com', password: PASSWORD, new_email: 'moved@example.com', product_id: 7 },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await setPassword(stale.q, NEW_PASSWORD)).json().code).toBe(RecoverCode.linkExpired);

    t.clock.advance(MINUTE);
    const fresh = await recoverLink('moved@example.com');
    expect((await setPassword(fresh.q, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await t.app.services.accounts.findById(member.id))!.email_confirmed).toBe(1);
  });

  it('checks the new password like the form does', async () => {
    await createMember(t, { email: 'short@example.com' });
    const link = await recoverLink('short@example.com');
    const short = await setPassword(link.q, '  seven7  ');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: 'recoverPassword.enterMoreSymb' });
    const empty = await setPassword(link.q, '   ');
    expect(empty.json().fields).toEqual({ password: 'recoverPassword.typeNewPassword' });
  });

  it('answers 400 for a malformed address and 422 for an unknown one', async () => {
    const bad = await requestRecover('not-an-address', '10.0.0.2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: RecoverRequestError.invalidEmail });
    const unknown = await requestRecover('nobody@example.com', '10.0.0.2');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 422, fields: { email: RecoverRequestError.noSuchUser } });
    expect(unknown.json().message).toContain('Amora');
    const foreign = await t.request({
      method: 'POST',
      url: '/rest/v2/signup/recover/request',
      payload: { email: 'nobody@example.com', product_id: 8 },
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('allows one request a minute and five an hour per address, with retry headers', async () => {
    await createMember(t, { email: 'often@example.com' });
    const before = (await deliveredMail(t)).length;
    expect((await requestRecover('often@example.com', '10.0.1.1')).statusCode).toBe(200);
    const again = await requestRecover('often@example.com', '10.0.1.2');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(Number(again.headers['x-rate-limit-reset'])).toBe(Math.ceil((t.clock.now() + Number(again.headers['retry-after']) * 1000) / 1000));
    for (let i = 0; i < 4; i++) {
      t.clock.advance(MINUTE);
      expect((await requestRecover('often@example.com', '10.0.1.3')).statusCode).toBe(200);
    }
    t.clock.advance(MINUTE);
    const hourly = await requestRecover('often@example.com', '10.0.1.4');
    expect(hourly.statusCode).toBe(429);
    expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(60);
    expect((await deliveredMail(t)).length).toBe(before + 5);
  });

  it('allows twenty requests an hour per IP', async () => {
    for (let i = 0; i < 20; i++) expect((await requestRecover(`ip${i}@example.com`, '10.0.2.1')).statusCode).toBe(422);
    expect((await requestRecover('ip20@example.com', '10.0.2.1')).statusCode).toBe(429);
    expect((await requestRecover('ip20@example.com', '10.0.2.2')).statusCode).toBe(422);
  });
});
