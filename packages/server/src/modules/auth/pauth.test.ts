import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { sessionResponseSchema } from '@amora/contracts';
import { MINUTE } from '../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { createMember, login, PASSWORD } from './members.fixture.ts';
import { createPauth } from './pauth.ts';

describe.each(TEST_DIALECTS)('POST /rest/v2/login/pauth on %s', (dialect) => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  async function memberWithPauth(options: { ok?: number; brandId?: number } = {}) {
    const account = await createMember(t, { email: `pauth${++seq}@example.com`, ...options });
    return { account, pauth: await createPauth(t.app.platform, account.id) };
  }

  function loginWithPauth(pauth: unknown, host?: string) {
    return t.request({ method: 'POST', url: '/rest/v2/login/pauth', payload: { pauth }, ...(host ? { headers: { host } } : {}) });
  }

  it('logs the member back in from a payment return for 15 minutes, reloads included', async () => {
    const { account, pauth } = await memberWithPauth();
    const first = await loginWithPauth(pauth);
    expect(first.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(first.json()).result.user).toEqual({ id: account.id, hid: account.hid, ok: 1 });
    t.clock.advance(15 * MINUTE - 1000);
    expect((await loginWithPauth(pauth)).statusCode).toBe(200);
    t.clock.advance(1000);
    const late = await loginWithPauth(pauth);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 101 });
  });

  it('refuses forged tokens, access tokens and tokens of another brand', async () => {
    const { account } = await memberWithPauth();
    const forged = await new SignJWT({ purpose: 'pauth', bid: 7 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account.id))
      .setIssuedAt(Math.floor(t.clock.now() / 1000))
      .setExpirationTime(Math.floor(t.clock.now() / 1000) + 600)
      .sign(new TextEncoder().encode('not-the-server-key'));
    const session = (await login(t, { email: account.email, password: PASSWORD })).json().result;
    const foreign = await memberWithPauth({ brandId: 8 });
    for (const pauth of [forged, session.accessToken.access_token, foreign.pauth, 'garbage']) {
      const res = await loginWithPauth(pauth);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 101 });
    }
    expect((await loginWithPauth(foreign.pauth, 'lovella.localhost')).statusCode).toBe(200);
  });

  it('refuses a pauth signed with the server key but without exp, iat or sub', async () => {
    const { account } = await memberWithPauth();
    const key = new TextEncoder().encode(t.app.platform.secrets.jwtKey);
    const nowS = Math.floor(t.clock.now() / 1000);
    const full = { purpose: 'pauth', sub: String(account.id), iat: nowS, exp: nowS + 600 };
    const sign = (payload: Record<string, unknown>) => new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect((await loginWithPauth(await sign(full))).statusCode).toBe(200);
    for (const claim of ['exp', 'iat', 'sub'] as const) {
      const { [claim]: _dropped, ...rest } = full;
      const res = await loginWithPauth(await sign(rest));
      expect(res.statusCode, claim).toBe(400);
      expect(res.json()).toMatchObject({ code: 101 });
    }
  });

  it('refuses a banned member with 403 code 5', async () => {
    const { pauth } = await memberWithPauth({ ok: -2 });
    const res = await loginWithPauth(pauth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 5 });
  });

  it('answers malformed bodies with 400, never 500', async () => {
    for (const pauth of [undefined, '', 7, { a: 1 }, 'x'.repeat(5000)]) {
      const res = await loginWithPauth(pauth);
      expect(res.statusCode, String(pauth).slice(0, 30)).toBe(400);
    }
  });
});
