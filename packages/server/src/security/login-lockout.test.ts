import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { AUTH_SCHEME, DEFAULT_BRAND_ID, sessionResponseSchema } from '@amora/contracts';
import { MINUTE } from '../platform/clock.ts';
import { normalizeEmail } from '../modules/accounts/index.ts';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_ENTRIES,
  DEVICE_COOKIE_PATH,
  DEVICE_COOKIE_TTL_MS,
  DeviceCookies,
} from '../modules/auth/index.ts';
import { addressesIn, createMember, PASSWORD, startNextLoginWindow } from '../modules/auth/members.fixture.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';

/**
 * Issue 12 point 5: wrong guesses must not let a stranger keep the owner out of an account. The
 * owner's browser carries a device cookie from an earlier login (OWASP device cookies) and is
 * limited on its own; strangers — no cookie, a forged or tampered one, another account's — are
 * locked out per account and per address as before.
 */

describe.each(TEST_DIALECTS)('login lockout with device cookies on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const nextIp = addressesIn(9);
  const startNextWindow = () => startNextLoginWindow(t.clock);

  /** POST /rest/v2/login from one browser: its address and, when it has one, its device cookie. */
  function login(email: string, password: string, from: { ip?: string; device?: string } = {}) {
    return t.request({
      method: 'POST',
      url: '/rest/v2/login',
      remoteAddress: from.ip ?? nextIp(),
      ...(from.device ? { cookies: { [DEVICE_COOKIE]: from.device } } : {}),
      payload: { product_id: DEFAULT_BRAND_ID, email, password },
    });
  }

  function deviceCookieOf(res: LightMyRequestResponse): string {
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie, 'device cookie set').toBeDefined();
    return cookie!.value;
  }

  /** The owner logs in once from their browser, keeps its device cookie, and logs out. */
  async function ownerBrowser(email: string): Promise<string> {
    const res = await login(email, PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    const logout = await t.request({
      method: 'POST',
      url: '/rest/v2/logout',
      headers: { authorization: `${AUTH_SCHEME} ${res.json().result.accessToken.access_token}` },
    });
    expect(logout.statusCode).toBe(200);
    return deviceCookieOf(res);
  }

  /** Five wrong guesses from strangers at different addresses: the account is locked for untrusted clients. */
  async function lockOutStrangers(email: string): Promise<void> {
    for (let i = 0; i < 5; i++) expect((await login(email, `guess-${i}`)).json()).toMatchObject({ code: 101 });
  }

  function expectThrottled(res: LightMyRequestResponse, resetAtS: number) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 103 });
    expect(Number(res.headers['retry-after'])).toBe(resetAtS - Math.floor(t.clock.now() / 1000));
    expect(res.headers['x-rate-limit-reset']).toBe(String(resetAtS));
    expect(res.cookies).toEqual([]);
  }

  function expectLoggedIn(res: LightMyRequestResponse, accountId: number) {
    expect(res.statusCode, res.body).toBe(200);
    const { result } = sessionResponseSchema.parse(res.json());
    expect(result.user.id).toBe(accountId);
    expect(result.accessToken.access_token).not.toBe('');
  }

  /** A copy of `cookie` with one character of the given part of its (first) entry changed. */
  function tamper(cookie: string, part: 'login' | 'nonce' | 'iat' | 'mac'): string {
    const fields = cookie.split('~')[0]!.split('.');
    const index = { login: 0, nonce: 1, iat: 2, mac: 3 }[part];
    const field = fields[index]!;
    const at = Math.floor(field.length / 2);
    const swapped = part === 'iat' ? String((Number(field[at]) + 1) % 10) : field[at] === 'A' ? 'B' : 'A';
    fields[index] = field.slice(0, at) + swapped + field.slice(at + 1);
    return fields.join('.');
  }

  it('issues an HttpOnly, same-site device cookie, for the login route only, kept a year', async () => {
    await createMember(t, { email: 'cookie-shape@example.com' });
    const res = await login('cookie-shape@example.com', PASSWORD);
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: DEVICE_COOKIE_PATH, maxAge: DEVICE_COOKIE_TTL_MS / 1000 });
    expect(DEVICE_COOKIE_PATH).toBe('/rest/v2/login');
    // Over plain http (no trusted proxy saying https) it cannot be Secure, like the session cookies.
    expect(cookie.secure).toBeUndefined();
    // The e-mail is not in it.
    expect(cookie.value).not.toContain('cookie-shape');
    // Neither a wrong password nor a lockout hands one out.
    expect((await login('cookie-shape@example.com', 'wrong-password')).cookies).toEqual([]);
  });

  it('lets the owner’s browser in while strangers, whatever cookie they bring, stay locked out', async () => {
    const resetAtS = startNextWindow();
    const owner = await createMember(t, { email: 'owner@example.com' });
    await createMember(t, { email: 'attacker@example.com' });
    const device = await ownerBrowser('owner@example.com');
    // The attacker's own account gives them a genuine device cookie — for the wrong account.
    const attackersOwnCookie = deviceCookieOf(await login('attacker@example.com', PASSWORD));
    // A cookie made for the owner's account, but with a key that is not the server's.
    const forged = new DeviceCookies({ jwtKey: 'not-the-server-secret' }, t.clock).issue(undefined, {
      brand_id: DEFAULT_BRAND_ID,
      email_normalized: normalizeEmail('owner@example.com'),
      password_hash: owner.password_hash!,
    });

    await lockOutStrangers('owner@example.com');
    const strangers: Array<[string, string | undefined]> = [
      ['no cookie', undefined],
      ['tampered signature', tamper(device, 'mac')],
      ['tampered nonce', tamper(device, 'nonce')],
      ['tampered issued-at', tamper(device, 'iat')],
      ['tampered login', tamper(device, 'login')],
      ['another account’s cookie', attackersOwnCookie],
      ['forged with another key', forged],
      ['garbage', 'x'.repeat(5000)],
    ];
    for (const [label, cookie] of strangers) {
      const guess = await login('owner@example.com', 'guess-again', { device: cookie });
      expect(guess.statusCode, label).toBe(429);
      expectThrottled(guess, resetAtS);
      // Even the right password: the lockout of untrusted clients holds.
      expectThrottled(await login('owner@example.com', PASSWORD, { device: cookie }), resetAtS);
    }

    // The owner's browser gets in, a few typos on the way included.
    expect((await login('owner@example.com', 'typo-1', { device })).json()).toMatchObject({ code: 101 });
    expect((await login('owner@example.com', 'typo-2', { device })).json()).toMatchObject({ code: 101 });
    const ok = await login('owner@example.com', PASSWORD, { device });
    expectLoggedIn(ok, owner.id);

    // Neither the owner's failures nor their success lifted the lockout for strangers.
    expectThrottled(await login('owner@example.com', PASSWORD), resetAtS);
    expectThrottled(await login('owner@example.com', PASSWORD, { device: attackersOwnCookie }), resetAtS);

    // The renewed cookie keeps working; the one it replaced does too until it expires (another tab).
    expectLoggedIn(await login('owner@example.com', PASSWORD, { device: deviceCookieOf(ok) }), owner.id);
    expectLoggedIn(await login('owner@example.com', PASSWORD, { device }), owner.id);

    // After the window, strangers may try again and the right password gets in.
    t.clock.set(resetAtS * 1000);
    expectLoggedIn(await login('owner@example.com', PASSWORD), owner.id);
  });

  it('lets the owner’s browser through an address locked by a password spray', async () => {
    const resetAtS = startNextWindow();
    const owner = await createMember(t, { email: 'office-owner@example.com' });
    const device = await ownerBrowser('office-owner@example.com');
    const sharedIp = nextIp();
    for (let i = 0; i < 30; i++) {
      expect((await login(`spray${i % 6}@example.com`, `guess-${i}`, { ip: sharedIp })).json()).toMatchObject({ code: 101 });
    }
    expectThrottled(await login('office-owner@example.com', PASSWORD, { ip: sharedIp }), resetAtS);
    expectLoggedIn(await login('office-owner@example.com', PASSWORD, { ip: sharedIp, device }), owner.id);
    expectThrottled(await login('office-owner@example.com', PASSWORD, { ip: sharedIp }), resetAtS);
  });

  it('throttles a trusted device’s own failures on that device only, until its window ends', async () => {
    const resetAtS = startNextWindow();
    const owner = await createMember(t, { email: 'clumsy@example.com' });
    const laptop = await ownerBrowser('clumsy@example.com');
    const phone = await ownerBrowser('clumsy@example.com');
    for (let i = 0; i < 5; i++) expect((await login('clumsy@example.com', `typo-${i}`, { device: laptop })).json()).toMatchObject({ code: 101 });
    expectThrottled(await login('clumsy@example.com', 'typo-again', { device: laptop }), resetAtS);
    expectThrottled(await login('clumsy@example.com', PASSWORD, { device: laptop }), resetAtS);

    // The other device is untouched, and so is the count for untrusted clients: 4 stranger
    // failures still leave room for a fifth attempt, which the right password wins.
    expectLoggedIn(await login('clumsy@example.com', PASSWORD, { device: phone }), owner.id);
    for (let i = 0; i < 4; i++) expect((await login('clumsy@example.com', `guess-${i}`)).json()).toMatchObject({ code: 101 });
    expectLoggedIn(await login('clumsy@example.com', PASSWORD), owner.id);

    t.clock.advance(5 * MINUTE);
    expectThrottled(await login('clumsy@example.com', PASSWORD, { device: laptop }), resetAtS);
    t.clock.set(resetAtS * 1000);
    expectLoggedIn(await login('clumsy@example.com', PASSWORD, { device: laptop }), owner.id);
  });

  it('un-trusts every device when the password changes', async () => {
    const resetAtS = startNextWindow();
    const owner = await createMember(t, { email: 'changer@example.com' });
    const device = await ownerBrowser('changer@example.com');
    const session = sessionResponseSchema.parse((await login('changer@example.com', PASSWORD)).json()).result;
    const changed = await t.request({
      method: 'POST',
      url: '/rest/v2/user/authorization/password',
      headers: { authorization: `${AUTH_SCHEME} ${session.accessToken.access_token}` },
      payload: { old_password: PASSWORD, new_password: 'a-brand-new-password-7' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await lockOutStrangers('changer@example.com');
    // Someone who held the old password (and minted device cookies with it) is a stranger now.
    expectThrottled(await login('changer@example.com', 'a-brand-new-password-7', { device }), resetAtS);
    t.clock.set(resetAtS * 1000);
    const fresh = await login('changer@example.com', 'a-brand-new-password-7', { device });
    expectLoggedIn(fresh, owner.id);
    await lockOutStrangers('changer@example.com');
    expectLoggedIn(await login('changer@example.com', 'a-brand-new-password-7', { device: deviceCookieOf(fresh) }), owner.id);
  });

  it('stops trusting a device cookie a year after it was issued', async () => {
    const resetAtS = startNextWindow();
    const owner = await createMember(t, { email: 'returning@example.com' });
    const device = await ownerBrowser('returning@example.com');
    t.clock.set(t.clock.now() + DEVICE_COOKIE_TTL_MS);
    const nextResetAtS = startNextWindow();
    expect(nextResetAtS).toBeGreaterThan(resetAtS);
    await lockOutStrangers('returning@example.com');
    expectThrottled(await login('returning@example.com', PASSWORD, { device }), nextResetAtS);
    t.clock.set(nextResetAtS * 1000);
    expectLoggedIn(await login('returning@example.com', PASSWORD, { device }), owner.id);
  });

  it('answers an unknown e-mail and a wrong password alike, cookie or not', async () => {
    startNextWindow();
    await createMember(t, { email: 'alike@example.com' });
    const device = await ownerBrowser('alike@example.com');
    const wrong = await login('alike@example.com', 'not-the-password', { device });
    const unknown = await login('nobody-here@example.com', 'not-the-password', { device });
    const plain = await login('nobody-at-all@example.com', 'not-the-password');
    for (const res of [wrong, unknown, plain]) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(wrong.body);
      expect(res.cookies).toEqual([]);
    }
  });

  it('keeps one browser trusted for its most recent accounts, within a bounded cookie', async () => {
    startNextWindow();
    let cookie: string | undefined;
    const emails = Array.from({ length: DEVICE_COOKIE_MAX_ENTRIES + 2 }, (_, i) => `shared${i}@example.com`);
    const members = [];
    for (const email of emails) {
      members.push(await createMember(t, { email }));
      const res = await login(email, PASSWORD, { device: cookie });
      expect(res.statusCode).toBe(200);
      cookie = deviceCookieOf(res);
    }
    expect(cookie!.split('~')).toHaveLength(DEVICE_COOKIE_MAX_ENTRIES);
    expect(cookie!.length).toBeLessThan(1100);
    const newest = emails.at(-1)!;
    const oldest = emails[0]!;
    await lockOutStrangers(newest);
    await lockOutStrangers(oldest);
    expectLoggedIn(await login(newest, PASSWORD, { device: cookie }), members.at(-1)!.id);
    expect((await login(oldest, PASSWORD, { device: cookie })).json()).toMatchObject({ code: 103 });
  });
});
