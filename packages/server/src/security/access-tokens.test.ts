import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, type JWTPayload } from 'jose';
import { AUTH_SCHEME, BRANDS, DEFAULT_BRAND_ID, sessionResponseSchema, type Session } from '@amora/contracts';
import { MINUTE } from '../platform/clock.ts';
import { generateSecrets } from '../platform/secrets.ts';
import { createMember, PASSWORD } from '../modules/auth/members.fixture.ts';
import { createPauth } from '../modules/auth/index.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';

/**
 * Issue 12 point 6: an access token is accepted only as the server makes it — HS256 with the
 * server's key, with exp, iat, sub, sid and bid — and only on its own brand. The first group are
 * tokens signed with the REAL key that still must not pass; the rest gather the forgeries that
 * already failed, so a regression in any of them shows here. Each call goes through HTTP to an
 * authenticated route (the own profile).
 */
const otherBrand = BRANDS.find((b) => b.id !== DEFAULT_BRAND_ID)!;
const otherHost = `${otherBrand.shortName}.localhost:8080`;

describe.each(TEST_DIALECTS)('access token verification on %s', (dialect) => {
  const secrets = generateSecrets();
  const realKey = new TextEncoder().encode(secrets.jwtKey);
  let t: TestApp;
  let member: { id: number; session: Session; sessionId: string };
  let otherBrandMember: { id: number; session: Session; sessionId: string };

  beforeAll(async () => {
    t = await startTestApp(dialect, { deps: { secrets } });
    member = await loggedIn('token-owner@example.com', DEFAULT_BRAND_ID);
    otherBrandMember = await loggedIn('elsewhere@example.com', otherBrand.id);
  });
  afterAll(() => t.close());

  async function loggedIn(email: string, brandId: number) {
    const account = await createMember(t, { email, brandId });
    const res = await t.request({
      method: 'POST',
      url: '/rest/v2/login',
      headers: brandId === DEFAULT_BRAND_ID ? {} : { host: otherHost },
      payload: { product_id: brandId, email, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = sessionResponseSchema.parse(res.json()).result;
    const { sessionId } = await t.app.platform.accessTokens.verify(session.accessToken.access_token);
    return { id: account.id, session, sessionId };
  }

  function profile(token: string, host?: string) {
    return t.request({
      method: 'GET',
      url: '/rest/v2/user/info/profile',
      headers: { authorization: `${AUTH_SCHEME} ${token}`, ...(host ? { host } : {}) },
    });
  }

  async function expectRefused(token: string, code: 1 | 2, host?: string) {
    const res = await profile(token, host);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ code });
  }

  const nowS = () => Math.floor(t.clock.now() / 1000);

  /** The claims `AccessTokens.issue` writes for the member's live session; tests drop or bend one. */
  function claims(): JWTPayload {
    return { sub: String(member.id), sid: member.sessionId, bid: DEFAULT_BRAND_ID, iat: nowS(), exp: nowS() + 15 * 60 };
  }

  function sign(payload: JWTPayload, options: { key?: Uint8Array; alg?: string } = {}): Promise<string> {
    return new SignJWT(payload).setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' }).sign(options.key ?? realKey);
  }

  function without(claim: string): JWTPayload {
    const payload = claims();
    delete payload[claim];
    return payload;
  }

  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('accepts the server’s own token and one signed here with the same claims (the control)', async () => {
    expect((await profile(member.session.accessToken.access_token)).statusCode).toBe(200);
    expect((await profile(await sign(claims()))).statusCode).toBe(200);
  });

  describe('signed with the real key but not as the server makes them: 401 code 2', () => {
    for (const claim of ['exp', 'iat', 'sub', 'bid', 'sid']) {
      it(`refuses a token without ${claim}`, async () => {
        await expectRefused(await sign(without(claim)), 2);
      });
    }

    it('refuses claims of the wrong type or shape', async () => {
      const bent: Array<[string, JWTPayload]> = [
        ['exp as a string', { ...claims(), exp: String(nowS() + 600) as unknown as number }],
        ['iat as a string', { ...claims(), iat: String(nowS()) as unknown as number }],
        ['sub as a number', { ...claims(), sub: member.id as unknown as string }],
        ['sub with spaces', { ...claims(), sub: ` ${member.id}` }],
        ['sub in hex', { ...claims(), sub: `0x${member.id.toString(16)}` }],
        ['sub empty', { ...claims(), sub: '' }],
        ['sub beyond safe integers', { ...claims(), sub: '9999999999999999' }],
        ['bid as a string', { ...claims(), bid: String(DEFAULT_BRAND_ID) }],
        ['bid fractional', { ...claims(), bid: DEFAULT_BRAND_ID + 0.5 }],
        ['sid empty', { ...claims(), sid: '' }],
        ['sid as a number', { ...claims(), sid: 1 }],
      ];
      for (const [label, payload] of bent) {
        const res = await profile(await sign(payload));
        expect(res.statusCode, label).toBe(401);
        expect(res.json(), label).toMatchObject({ code: 2 });
      }
    });

    it('refuses a lifetime longer than 15 minutes, and an iat in the future', async () => {
      await expectRefused(await sign({ ...claims(), exp: nowS() + 10 * 365 * 24 * 3600 }), 2);
      await expectRefused(await sign({ ...claims(), iat: nowS() - 60, exp: nowS() + 15 * 60 }), 2);
      await expectRefused(await sign({ ...claims(), iat: nowS() + 5 * 60, exp: nowS() + 15 * 60 }), 2);
      // A server whose clock runs a few seconds ahead issued it: still fine.
      expect((await profile(await sign({ ...claims(), iat: nowS() + 5, exp: nowS() + 5 + 15 * 60 }))).statusCode).toBe(200);
    });

    it('refuses another algorithm even with the real key', async () => {
      await expectRefused(await sign(claims(), { alg: 'HS512' }), 2);
      await expectRefused(await sign(claims(), { alg: 'HS384' }), 2);
    });

    it('refuses a pauth (payment-return token, same key, with a purpose) used as an access token', async () => {
      await expectRefused(await createPauth(t.app.platform, member.id), 2);
      await expectRefused(await sign({ ...claims(), purpose: 'pauth' }), 2);
    });
  });

  describe('forgeries that already failed, kept here so a regression shows', () => {
    it('refuses alg none', async () => {
      await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`, 2);
      await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}`, 2);
      await expectRefused(`${b64({ alg: 'None', typ: 'JWT' })}.${b64(claims())}.`, 2);
    });

    it('refuses HS256 with a wrong key', async () => {
      await expectRefused(await sign(claims(), { key: new TextEncoder().encode(generateSecrets().jwtKey) }), 2);
      await expectRefused(await sign(claims(), { key: new TextEncoder().encode('secret') }), 2);
    });

    it('refuses a tampered payload under the original signature', async () => {
      const [header, payload, signature] = member.session.accessToken.access_token.split('.') as [string, string, string];
      const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as JWTPayload;
      for (const change of [{ sub: String(otherBrandMember.id) }, { exp: nowS() + 3600 }, { bid: otherBrand.id }]) {
        await expectRefused(`${header}.${b64({ ...decoded, ...change })}.${signature}`, 2);
      }
      const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
      await expectRefused(`${header}.${payload}.${flipped}`, 2);
    });

    it('refuses another brand’s token on this brand’s host, and this brand’s on another’s', async () => {
      expect((await profile(otherBrandMember.session.accessToken.access_token, otherHost)).statusCode).toBe(200);
      await expectRefused(otherBrandMember.session.accessToken.access_token, 2);
      await expectRefused(member.session.accessToken.access_token, 2, otherHost);
    });

    it('refuses a refresh token used as an access token', async () => {
      await expectRefused(member.session.refreshToken.refresh_token, 2);
    });

    it('refuses garbage', async () => {
      for (const token of ['', 'a.b.c', 'x'.repeat(4000), '..', `${b64({ alg: 'HS256' })}.${b64('text')}.x`]) {
        const res = await t.request({ method: 'GET', url: '/rest/v2/user/info/profile', headers: { authorization: `${AUTH_SCHEME} ${token}` } });
        expect(res.statusCode, token.slice(0, 20)).toBe(401);
        expect(res.json().code).toBe(2);
      }
    });

    it('answers code 1 once the token is 15 minutes old, so the client refreshes', async () => {
      const token = await sign(claims());
      t.clock.advance(15 * MINUTE);
      await expectRefused(token, 1);
      await expectRefused(member.session.accessToken.access_token, 1);
    });
  });
});
