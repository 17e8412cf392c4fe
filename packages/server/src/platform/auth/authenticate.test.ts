import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { loginMember } from '../../modules/auth/members.fixture.ts';
import { SafetyOperator } from '../../modules/safety/index.ts';
import { createPauth } from '../../modules/auth/index.ts';
import { registerBrandResolution } from '../brand.ts';
import { MINUTE } from '../clock.ts';
import { registerErrorHandling } from '../errors.ts';
import { AccessTokens } from './access-token.ts';
import { authOf, registerAuthentication } from './authenticate.ts';

/**
 * The pre-handlers on a small app sharing the real test app's platform: one probe route behind
 * each, so every 401 code is seen exactly as a module's route would answer it.
 */
describe.each(TEST_DIALECTS)('authenticate on %s', (dialect) => {
  let t: TestApp;
  let probe: FastifyInstance;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    probe = Fastify();
    probe.decorate('platform', t.app.platform);
    registerErrorHandling(probe);
    registerBrandResolution(probe);
    registerAuthentication(probe);
    probe.get('/active', { preHandler: probe.authenticate }, async (request) => authOf(request));
    probe.get('/any-state', { preHandler: probe.authenticateAnyState }, async (request) => authOf(request));
    await probe.ready();
  });
  afterAll(async () => {
    await probe.close();
    await t.close();
  });

  async function member(options: { ok?: number; brandId?: number } = {}) {
    const { account, accessToken, refreshToken, headers } = await t.seed.member(loginMember({ email: `auth${++seq}@example.com`, ...options }));
    const sessionId = (await t.app.platform.accessTokens.verify(accessToken)).sessionId;
    return { account, accessToken, refreshToken, sessionId, authorization: headers.authorization };
  }

  function call(url: '/active' | '/any-state', authorization?: string, host = 'localhost:8080') {
    return probe.inject({ method: 'GET', url, headers: { host, ...(authorization ? { authorization } : {}) } });
  }

  it('lets a live session of an active member through with its context', async () => {
    const m = await member();
    const res = await call('/active', m.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accountId: m.account.id, hid: m.account.hid, brandId: 7, ok: 1, sessionId: m.sessionId });
  });

  it('answers code 1 once the access token is 15 minutes old', async () => {
    const m = await member();
    t.clock.advance(15 * MINUTE - 1000);
    expect((await call('/active', m.authorization)).statusCode).toBe(200);
    t.clock.advance(1000);
    const res = await call('/active', m.authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 1 });
  });

  it('answers code 2 for a missing, garbled, forged or foreign-purpose token', async () => {
    const m = await member();
    const forged = await new AccessTokens('another-key-entirely', t.clock).issue({ accountId: m.account.id, sessionId: m.sessionId, brandId: 7 });
    const pauth = await createPauth(t.app.platform, m.account.id);
    for (const authorization of [undefined, 'JWT', 'JWT nonsense', `Basic ${m.accessToken}`, `JWT ${forged.access_token}`, `JWT ${pauth}`]) {
      const res = await call('/active', authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ code: 2 });
    }
  });

  it('answers code 2 for a token of another brand, or on an unknown host', async () => {
    const m = await member();
    for (const host of ['lovella.localhost:8080', 'unknown.example.org']) {
      const res = await call('/any-state', m.authorization, host);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 2 });
    }
  });

  it('answers code 4 once the session is revoked, and for every other session after revokeAll', async () => {
    const m = await member();
    const other = await t.app.platform.sessions.start(m.account);
    await t.app.platform.sessions.revokeFamily(m.sessionId);
    const res = await call('/any-state', m.authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 4 });
    expect((await call('/active', `JWT ${other.accessToken.access_token}`)).statusCode).toBe(200);
    await t.app.platform.sessions.revokeAll(m.account.id);
    expect((await call('/active', `JWT ${other.accessToken.access_token}`)).json()).toMatchObject({ code: 4 });
  });

  it('answers code 8 once the account is deleted', async () => {
    const m = await member();
    await t.database.db.deleteFrom('accounts').where('id', '=', m.account.id).execute();
    const res = await call('/any-state', m.authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 8 });
  });

  it('answers code 10 when the member is no longer active, but lets a hidden or self-removed member reach any-state routes', async () => {
    for (const ok of [0, -1]) {
      const m = await member();
      expect(await t.app.services.accounts.deactivate(m.account.id, { ok, selfRemovedAt: null })).toBe(true);
      const res = await call('/active', m.authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 10 });
      const anyState = await call('/any-state', m.authorization);
      expect(anyState.statusCode).toBe(200);
      expect(anyState.json().ok).toBe(ok);
    }
  });

  it('answers a banned member 403 code 5, as the refresh does, once the ban revoked the session (before: 401 code 4)', async () => {
    const m = await member();
    expect(await new SafetyOperator({ platform: t.app.platform, accounts: t.app.services.accounts }).ban(m.account.hid)).toEqual({ changed: true });
    for (const url of ['/active', '/any-state'] as const) {
      const res = await call(url, m.authorization);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 5 });
    }
    const refreshed = await t.request({ method: 'POST', url: '/rest/v2/login/refresh_token', payload: { refresh_token: m.refreshToken, access_token: m.accessToken } });
    expect(refreshed.statusCode).toBe(403);
    expect(refreshed.json()).toMatchObject({ code: 5 });
  });

  it('answers 403 code 5 on active routes to a banned member whose session lives on (a ban written in the database), who still reads their state', async () => {
    const m = await member();
    await t.app.platform.events.transaction((trx) => t.app.services.accounts.changeStatus(trx, m.account.id, { ok: -2, from: [1] }));
    const res = await call('/active', m.authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 5 });
    const anyState = await call('/any-state', m.authorization);
    expect(anyState.statusCode).toBe(200);
    expect(anyState.json().ok).toBe(-2);
  });
});
