import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, REFRESH_COOKIE, SESSION_HINT_COOKIE, sessionResponseSchema } from '@amora/contracts';
import { DAY, MINUTE } from '../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { DEVICE_COOKIE } from './device-cookies.ts';
import { createMember, login, PASSWORD } from './members.fixture.ts';

const confirmingBrand = BRANDS.find((b) => b.requiresEmailConfirmation)!;

describe.each(TEST_DIALECTS)('POST /rest/v2/login on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('logs a member in with trimmed values and a differently cased e-mail', async () => {
    const member = await createMember(t, { email: 'alice@example.com' });
    const res = await login(t, { email: '  ALICE@Example.com ', password: ` ${PASSWORD}\t` });
    expect(res.statusCode).toBe(200);
    const { result } = sessionResponseSchema.parse(res.json());
    expect(result.user).toEqual({ id: member.id, hid: member.hid, ok: 1 });
    const nowS = Math.floor(t.clock.now() / 1000);
    expect(result.accessToken.expire_at).toBe(nowS + 15 * 60);
    expect(result.refreshToken.expire_at).toBe(nowS + 30 * 24 * 60 * 60);
    // The access token really belongs to a live session of this member.
    const claims = await t.app.platform.accessTokens.verify(result.accessToken.access_token);
    expect(claims).toMatchObject({ accountId: member.id, brandId: 7 });
    expect(await t.app.platform.sessions.isAlive(claims.sessionId)).toBe(true);
  });

  it('sets the HttpOnly refresh cookie and the readable session hint', async () => {
    await createMember(t, { email: 'cookies@example.com' });
    const res = await login(t, { email: 'cookies@example.com', password: PASSWORD });
    const refresh = res.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    const hint = res.cookies.find((c) => c.name === SESSION_HINT_COOKIE)!;
    expect(refresh).toMatchObject({ value: res.json().result.refreshToken.refresh_token, httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * DAY / 1000 });
    expect(refresh.secure).toBeUndefined();
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: 30 * DAY / 1000 });
    expect(hint.httpOnly).toBeUndefined();
  });

  it('marks the cookies Secure when the request came over https through a trusted proxy', async () => {
    const proxied = await startTestApp(dialect, { env: { TRUST_PROXY: '1' } });
    try {
      await createMember(proxied, { email: 'secure@example.com' });
      const res = await proxied.request({
        method: 'POST',
        url: '/rest/v2/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { product_id: 7, email: 'secure@example.com', password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.every((c) => c.secure === true)).toBe(true);
      // The session's two cookies and the login device cookie (device-cookies.ts).
      expect(res.cookies.map((c) => c.name).sort()).toEqual([DEVICE_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE].sort());
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    await createMember(t, { email: 'spoof@example.com' });
    const res = await t.request({
      method: 'POST',
      url: '/rest/v2/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { product_id: 7, email: 'spoof@example.com', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.some((c) => c.secure === true)).toBe(false);
  });

  it('answers an unknown e-mail and a wrong password with byte-identical bodies', async () => {
    await createMember(t, { email: 'bob@example.com' });
    const unknown = await login(t, { email: 'nobody@example.com', password: PASSWORD });
    const wrong = await login(t, { email: 'bob@example.com', password: 'not-the-password' });
    const noPassword = await createMember(t, { email: 'nopass@example.com', password: null }).then(() =>
      login(t, { email: 'nopass@example.com', password: PASSWORD }),
    );
    for (const res of [unknown, wrong, noPassword]) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(unknown.body);
      expect(res.cookies).toEqual([]);
    }
    expect(unknown.json()).toEqual({ code: 101, message: expect.any(String) });
  });

  it('refuses a banned member with 403 code 5, but only to someone who knows the password', async () => {
    await createMember(t, { email: 'banned@example.com', ok: -2 });
    const right = await login(t, { email: 'banned@example.com', password: PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 5 });
    expect(right.cookies).toEqual([]);
    const wrong = await login(t, { email: 'banned@example.com', password: 'guess-guess' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 101 });
  });

  it('lets hidden and self-removed members in, so the web can offer the restore screen', async () => {
    for (const ok of [0, -1]) {
      await createMember(t, { email: `state${ok}@example.com`, ok });
      const res = await login(t, { email: `state${ok}@example.com`, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.user.ok).toBe(ok);
    }
  });

  it('answers code 100 with a resend timeout for an unconfirmed e-mail where the brand requires confirmation', async () => {
    const host = `${confirmingBrand.shortName}.localhost:8080`;
    await createMember(t, { email: 'unconfirmed@example.com', brandId: confirmingBrand.id, emailConfirmed: false });
    const res = await login(t, { product_id: confirmingBrand.id, email: 'unconfirmed@example.com', password: PASSWORD }, { host });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 100, message: expect.any(String), timeout: 0 });
    expect(res.cookies).toEqual([]);
    const wrong = await login(t, { product_id: confirmingBrand.id, email: 'unconfirmed@example.com', password: 'guess-guess' }, { host });
    expect(wrong.json()).toMatchObject({ code: 101 });
    // The same unconfirmed state on a brand that activates automatically logs in.
    await createMember(t, { email: 'unconfirmed@example.com', emailConfirmed: false });
    const elsewhere = await login(t, { email: 'unconfirmed@example.com', password: PASSWORD });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('tells in code 100 how long until the confirmation e-mail may be sent again', async () => {
    const host = `${confirmingBrand.shortName}.localhost:8080`;
    await createMember(t, { email: 'waiting@example.com', brandId: confirmingBrand.id, emailConfirmed: false });
    // Start the clock at a whole minute, so the resend window has a known end.
    t.clock.set(Math.ceil(t.clock.now() / MINUTE) * MINUTE);
    const resend = await t.request({
      method: 'POST',
      url: '/api/user/confirmation/resend',
      headers: { host },
      payload: { email: 'waiting@example.com', product_id: confirmingBrand.id },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    t.clock.advance(20_000);
    const res = await login(t, { product_id: confirmingBrand.id, email: 'waiting@example.com', password: PASSWORD }, { host });
    expect(res.json()).toEqual({ code: 100, message: expect.any(String), timeout: 40 });
    t.clock.advance(40_000);
    const later = await login(t, { product_id: confirmingBrand.id, email: 'waiting@example.com', password: PASSWORD }, { host });
    expect(later.json()).toMatchObject({ code: 100, timeout: 0 });
  });

  it('keeps accounts of one brand out of another brand', async () => {
    await createMember(t, { email: 'brand8@example.com', brandId: 8 });
    const res = await login(t, { email: 'brand8@example.com', password: PASSWORD });
    expect(res.json()).toMatchObject({ code: 101 });
  });

  it('refuses a product_id that is not the host’s brand with a field error', async () => {
    await createMember(t, { email: 'product@example.com' });
    const res = await login(t, { product_id: 8, email: 'product@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, fields: { product_id: 'validation.invalid' } });
  });

  it('answers 404 on an unknown host', async () => {
    const res = await login(t, { email: 'a@example.com', password: PASSWORD }, { host: 'evil.example.org' });
    expect(res.statusCode).toBe(404);
  });

  it('answers malformed bodies with 400 and the login form’s field keys, never 500', async () => {
    const cases: Array<[payload: unknown, fields: Record<string, string>]> = [
      [{ product_id: 7 }, { email: 'login.errors.emptyEmail', password: 'login.errors.emptyPassword' }],
      [{ product_id: 7, email: '  ', password: ' ' }, { email: 'login.errors.emptyEmail', password: 'login.errors.emptyPassword' }],
      [{ product_id: 7, email: 'not-an-email', password: PASSWORD }, { email: 'login.errors.wrongEmailFormat' }],
      [{ product_id: 7, email: 42, password: PASSWORD }, { email: 'login.errors.wrongEmailFormat' }],
      [{ product_id: 7, email: 'a@example.com', password: null }, { password: 'login.errors.emptyPassword' }],
      [{ product_id: 7, email: 'a@example.com', password: 'x'.repeat(5000) }, { password: 'validation.tooLong' }],
      [{ product_id: 7, email: `${'a'.repeat(300)}@example.com`, password: PASSWORD }, { email: 'login.errors.wrongEmailFormat' }],
      [{ product_id: '7', email: 'a@example.com', password: PASSWORD }, { product_id: 'validation.required' }],
      [{ email: 'a@example.com', password: PASSWORD }, { product_id: 'validation.required' }],
      [{ product_id: 7.5, email: 'a@example.com', password: PASSWORD }, { product_id: 'validation.invalid' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await t.request({ method: 'POST', url: '/rest/v2/login', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
    for (const raw of ['[]', 'null', '"text"', '{"product_id":', '']) {
      const res = await t.request({ method: 'POST', url: '/rest/v2/login', headers: { 'content-type': 'application/json' }, payload: raw });
      expect(res.statusCode, raw).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    }
    const form = await t.request({ method: 'POST', url: '/rest/v2/login', headers: { 'content-type': 'text/plain' }, payload: 'email=a' });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
  });
});
