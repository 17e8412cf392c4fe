import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_SCHEME, DEFAULT_BRAND_ID } from '@amora/contracts';
import { MINUTE } from '../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { createLoginKey } from '../auth/index.ts';
import { createMember, login, PASSWORD } from '../auth/members.fixture.ts';

describe.each(TEST_DIALECTS)('sign-up checks on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const checkEmail = (email: string, ip = '10.2.0.1') =>
    t.request({ method: 'POST', url: '/rest/v2/validation/signup/check-email', payload: { email, product_id: DEFAULT_BRAND_ID }, remoteAddress: ip });

  async function bearer(email: string, via: 'password' | 'ak'): Promise<{ authorization: string }> {
    const account = await t.app.services.accounts.findByEmail(DEFAULT_BRAND_ID, email);
    const res =
      via === 'password'
        ? await login(t, { email, password: PASSWORD }, { ip: `10.3.0.${account!.id % 250}` })
        : await t.request({ method: 'POST', url: '/rest/v2/login/ak', payload: { product_id: DEFAULT_BRAND_ID, ak: await createLoginKey(t.app.platform, account!.id) } });
    expect(res.statusCode).toBe(200);
    return { authorization: `${AUTH_SCHEME} ${res.json().result.accessToken.access_token}` };
  }

  describe('check-email', () => {
    it('passes a free address and suggests a fix for a mistyped domain', async () => {
      expect((await checkEmail('free@gmail.com')).json()).toEqual({ result: {} });
      expect((await checkEmail('Anna.B@gmial.com')).json()).toEqual({ result: { fixed_email: 'Anna.B@gmail.com' } });
      expect((await checkEmail('ivan@yandex.ri')).json()).toEqual({ result: { fixed_email: 'ivan@yandex.ru' } });
    });

    it('code 3 for an address registered on this brand, code 4 for an invalid one', async () => {
      await createMember(t, { email: 'registered@example.com' });
      const taken = await checkEmail(' Registered@Example.com');
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toMatchObject({ code: 3, fields: { email: 'signup.errors.emailTaken' } });
      const invalid = await checkEmail('no-at-sign');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ code: 4 });
    });

    it('refuses the product_id of another brand', async () => {
      const res = await t.request({ method: 'POST', url: '/rest/v2/validation/signup/check-email', payload: { email: 'a@b.co', product_id: 8 } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ product_id: 'validation.invalid' });
    });

    it('is limited per address and per client address, with retry headers', async () => {
      for (let i = 0; i < 30; i++) expect((await checkEmail('probe@example.com', `10.4.0.${i}`)).statusCode).toBe(200);
      const byAddress = await checkEmail('probe@example.com', '10.4.1.1');
      expect(byAddress.statusCode).toBe(429);
      expect(Number(byAddress.headers['retry-after'])).toBeGreaterThan(0);
      expect(byAddress.headers['x-rate-limit-reset']).toBeDefined();

      for (let i = 0; i < 30; i++) expect((await checkEmail(`scan-${i}@example.com`, '10.4.2.1')).statusCode).toBe(200);
      const byIp = await checkEmail('one-more@example.com', '10.4.2.1');
      expect(byIp.statusCode).toBe(429);
      expect(byIp.headers['retry-after']).toBeDefined();
      t.clock.advance(10 * MINUTE);
      expect((await checkEmail('one-more@example.com', '10.4.2.1')).statusCode).toBe(200);
    });
  });

  describe('validation/user/name', () => {
    const check = (name: unknown) => t.request({ method: 'POST', url: '/rest/v2/validation/user/name', payload: { name } });

    it.each(['Jo', ' Anna-Maria ', "O'Brien", 'Łukasz', 'Наталья', 'अनन्या', 'José Luis'])('accepts %j', async (name) => {
      const res = await check(name);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: true });
    });

    it.each([
      ['J', 'signup.errors.nameTooShort'],
      ['   ', 'signup.errors.nameTooShort'],
      ['a'.repeat(41), 'signup.errors.nameTooLong'],
      ['anna@mail.com', 'signup.errors.nameInvalid'],
      ['www.site.com', 'signup.errors.nameInvalid'],
      ['+49 170 1234567', 'signup.errors.nameInvalid'],
      ['Anna 2', 'signup.errors.nameInvalid'],
      ['Anna--Maria', 'signup.errors.nameInvalid'],
    ])('refuses %j', async (name, key) => {
      const res = await check(name);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ name: key });
    });
  });

  describe('user/authorization/password/check', () => {
    const check = (password: string, headers: { authorization: string }) =>
      t.request({ method: 'POST', url: '/rest/v2/user/authorization/password/check', payload: { password }, headers });

    it('answers true for the member’s password and 400 otherwise; needs a login', async () => {
      await createMember(t, { email: 'pw-check@example.com' });
      const headers = await bearer('pw-check@example.com', 'password');
      expect((await check(` ${PASSWORD} `, headers)).json()).toEqual({ result: true });
      const wrong = await check('not-the-password', headers);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual({ password: 'signup.errors.passwordWrong' });
      const anonymous = await t.request({ method: 'POST', url: '/rest/v2/user/authorization/password/check', payload: { password: PASSWORD } });
      expect(anonymous.statusCode).toBe(401);
    });

    it('counts wrong guesses like login failures', async () => {
      await createMember(t, { email: 'pw-guess@example.com' });
      const headers = await bearer('pw-guess@example.com', 'password');
      for (let i = 0; i < 5; i++) expect((await check(`guess-${i}-wrong`, headers)).statusCode).toBe(400);
      const limited = await check(PASSWORD, headers);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.headers['x-rate-limit-reset']).toBeDefined();
    });
  });

  describe('registration/auto_confirm', () => {
    const confirm = (email: string, headers: { authorization: string }) =>
      t.request({ method: 'POST', url: '/rest/v2/registration/auto_confirm', payload: { email }, headers });

    it('confirms the address of a member who arrived through an e-mail link', async () => {
      await createMember(t, { email: 'ak-confirm@example.com', emailConfirmed: false });
      const headers = await bearer('ak-confirm@example.com', 'ak');
      expect((await confirm('someone-else@example.com', headers)).statusCode).toBe(403);
      const res = await confirm('AK-Confirm@example.com', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: { email_confirmed: true } });
      expect((await t.app.services.accounts.findByEmail(DEFAULT_BRAND_ID, 'ak-confirm@example.com'))!.email_confirmed).toBe(1);
    });

    it('refuses a session started with the password', async () => {
      await createMember(t, { email: 'pw-confirm@example.com', emailConfirmed: false });
      const headers = await bearer('pw-confirm@example.com', 'password');
      expect((await confirm('pw-confirm@example.com', headers)).statusCode).toBe(403);
      expect((await t.app.services.accounts.findByEmail(DEFAULT_BRAND_ID, 'pw-confirm@example.com'))!.email_confirmed).toBe(0);
    });
  });

  describe('registration/tracking/identifier', () => {
    it('hands out fresh random ids and records them', async () => {
      const first = (await t.request({ method: 'POST', url: '/rest/v2/registration/tracking/identifier' })).json().result;
      const second = (await t.request({ method: 'POST', url: '/rest/v2/registration/tracking/identifier' })).json().result;
      expect(first.uid).toMatch(/^[\w-]{16,}$/);
      expect(new Set([first.uid, first.funnel_id, second.uid, second.funnel_id]).size).toBe(4);
      const events = await t.app.platform.db.selectFrom('events').select(['uid', 'funnel_id', 'brand_id']).where('kind', '=', 'funnel.identifier').execute();
      expect(events).toContainEqual({ uid: first.uid, funnel_id: first.funnel_id, brand_id: DEFAULT_BRAND_ID });
    });
  });
});
