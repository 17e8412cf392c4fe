import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, sessionResponseSchema, type Session } from '@amora/contracts';
import { newMemberSession } from '../modules/auth/members.fixture.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';

/**
 * Refresh tokens are rotated on every use, and a rotated token presented again revokes the whole
 * family (DESIGN.md §6): someone holds a copy. These are the races and replays that try to keep
 * a session alive past that rule. The ordinary refresh behaviour lives in modules/auth/refresh.test.ts.
 */
describe.each(TEST_DIALECTS)('refresh token races and replays on %s', (dialect) => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A fresh member with a fresh session. */
  const newSession = () => newMemberSession(t, { email: `refresh-race${++seq}@example.com` });

  function refresh(body: object | undefined, headers: Record<string, string> = {}) {
    return t.request({ method: 'POST', url: '/rest/v2/login/refresh_token', headers, ...(body ? { payload: body } : {}) });
  }

  function sessionIdOf(session: Session): Promise<string> {
    return t.app.platform.accessTokens.verify(session.accessToken.access_token).then((c) => c.sessionId);
  }

  /** Does the API still take this access token? (the own-profile call, open to members in any state) */
  async function accessWorks(accessToken: string): Promise<boolean> {
    const res = await t.request({ method: 'GET', url: '/rest/v2/user/info/profile', headers: { authorization: `JWT ${accessToken}` } });
    expect(res.statusCode, res.body).not.toBe(500);
    return res.statusCode === 200;
  }

  /** Every token a race handed out is dead: the refresh token answers code 3, the access token 401. */
  async function expectDead(winners: { json(): { result: Session } }[]): Promise<void> {
    for (const winner of winners) {
      const { refreshToken, accessToken } = winner.json().result;
      expect((await refresh({ refresh_token: refreshToken.refresh_token })).json()).toMatchObject({ code: ApiCode.refreshTokenInvalid });
      expect(await accessWorks(accessToken.access_token)).toBe(false);
    }
  }

  it('revokes the whole family when a rotated token comes back: both tokens are dead after', async () => {
    const first = await newSession();
    const second = sessionResponseSchema.parse((await refresh({ refresh_token: first.refreshToken.refresh_token })).json()).result;
    expect(await accessWorks(second.accessToken.access_token)).toBe(true);

    const reuse = await refresh({ refresh_token: first.refreshToken.refresh_token });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 3 });

    const newest = await refresh({ refresh_token: second.refreshToken.refresh_token });
    expect(newest.statusCode).toBe(401);
    expect(newest.json()).toMatchObject({ code: 3 });
    expect(await t.app.platform.sessions.isAlive(await sessionIdOf(second))).toBe(false);
    expect(await accessWorks(second.accessToken.access_token)).toBe(false);
  });

  it('lets at most one of concurrent refreshes with the same token succeed, and that one dies with the family', async () => {
    for (let round = 0; round < 3; round++) {
      const session = await newSession();
      const results = await Promise.all(Array.from({ length: 4 }, () => refresh({ refresh_token: session.refreshToken.refresh_token })));
      for (const res of results) expect([200, 401]).toContain(res.statusCode);
      const won = results.filter((r) => r.statusCode === 200);
      expect(won.length).toBeLessThanOrEqual(1);
      for (const lost of results.filter((r) => r.statusCode !== 200)) expect(lost.json()).toMatchObject({ code: 3 });
      await expectDead(won);
      expect(await t.app.platform.sessions.isAlive(await sessionIdOf(session))).toBe(false);
    }
  });

  it('a stolen rotated token replayed while the owner refreshes revokes the family, whichever comes first', async () => {
    for (let round = 0; round < 3; round++) {
      const stolen = await newSession();
      const owner = sessionResponseSchema.parse((await refresh({ refresh_token: stolen.refreshToken.refresh_token })).json()).result;
      const [replay, legit] = await Promise.all([refresh({ refresh_token: stolen.refreshToken.refresh_token }), refresh({ refresh_token: owner.refreshToken.refresh_token })]);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ code: 3 });
      expect([200, 401]).toContain(legit.statusCode);
      await expectDead([legit].filter((r) => r.statusCode === 200));
      expect(await t.app.platform.sessions.isAlive(await sessionIdOf(owner))).toBe(false);
    }
  });

  it('a refresh racing the logout never leaves a live token, and a refresh after the logout is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const session = await newSession();
      const [loggedOut, refreshed] = await Promise.all([
        t.request({ method: 'POST', url: '/rest/v2/logout', payload: { refresh_token: session.refreshToken.refresh_token }, headers: { authorization: `JWT ${session.accessToken.access_token}` } }),
        refresh({ refresh_token: session.refreshToken.refresh_token }),
      ]);
      expect(loggedOut.statusCode).toBe(200);
      expect([200, 401]).toContain(refreshed.statusCode);
      await expectDead([refreshed].filter((r) => r.statusCode === 200));
      expect(await t.app.platform.sessions.isAlive(await sessionIdOf(session))).toBe(false);
      const after = await refresh({ refresh_token: session.refreshToken.refresh_token });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: 3 });
      expect(await accessWorks(session.accessToken.access_token)).toBe(false);
    }
  });

  it('refuses another brand’s refresh token without ending the session', async () => {
    const first = await newSession();
    const res = await refresh({ refresh_token: first.refreshToken.refresh_token }, { host: 'lovella.localhost:8080' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 3 });
    const home = await refresh({ refresh_token: first.refreshToken.refresh_token });
    expect(home.statusCode).toBe(200);
  });
});
