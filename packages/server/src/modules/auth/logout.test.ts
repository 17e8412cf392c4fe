import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE, SESSION_HINT_COOKIE, type Session } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { newMemberSession } from './members.fixture.ts';

describe.each(TEST_DIALECTS)('POST /rest/v2/logout on %s', (dialect) => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const newSession = (options: { brandId?: number } = {}) => newMemberSession(t, { email: `logout${++seq}@example.com`, ...options });

  function logout(options: { headers?: Record<string, string>; payload?: object } = {}) {
    return t.request({ method: 'POST', url: '/rest/v2/logout', headers: options.headers ?? {}, ...(options.payload ? { payload: options.payload } : {}) });
  }

  async function alive(session: Session): Promise<boolean> {
    const { sessionId } = await t.app.platform.accessTokens.verify(session.accessToken.access_token);
    return t.app.platform.sessions.isAlive(sessionId);
  }

  function refreshWith(session: Session) {
    return t.request({ method: 'POST', url: '/rest/v2/login/refresh_token', payload: { refresh_token: session.refreshToken.refresh_token } });
  }

  it('ends the session of the access token and clears both cookies', async () => {
    const session = await newSession();
    const other = await newSession();
    const res = await logout({ headers: { authorization: `JWT ${session.accessToken.access_token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true });
    for (const name of [REFRESH_COOKIE, SESSION_HINT_COOKIE]) {
      expect(res.cookies.find((c) => c.name === name)).toMatchObject({ value: '', maxAge: 0, path: '/' });
    }
    expect(await alive(session)).toBe(false);
    expect((await refreshWith(session)).json()).toMatchObject({ code: 3 });
    expect(await alive(other)).toBe(true);
  });

  it('ends the session of the refresh cookie or a refresh token in the body, even with an expired access token', async () => {
    const byCookie = await newSession();
    t.clock.advance(60 * 60 * 1000);
    await logout({ headers: { authorization: `JWT ${byCookie.accessToken.access_token}`, cookie: `${REFRESH_COOKIE}=${byCookie.refreshToken.refresh_token}` } });
    expect((await refreshWith(byCookie)).statusCode).toBe(401);

    const byBody = await newSession();
    await logout({ payload: { refresh_token: byBody.refreshToken.refresh_token } });
    expect(await alive(byBody)).toBe(false);
  });

  it('always succeeds: no session, a dead one, or another brand’s token', async () => {
    expect((await logout()).statusCode).toBe(200);
    expect((await logout({ headers: { authorization: 'JWT garbage', cookie: `${REFRESH_COOKIE}=nothing` } })).statusCode).toBe(200);
    const foreign = await newSession({ brandId: 8 });
    expect((await logout({ headers: { authorization: `JWT ${foreign.accessToken.access_token}` } })).statusCode).toBe(200);
    expect(await alive(foreign)).toBe(true);
  });

  it('answers a malformed body with 400, never 500', async () => {
    for (const payload of [{ refresh_token: 5 }, { refresh_token: '' }]) {
      expect((await logout({ payload })).statusCode).toBe(400);
    }
  });
});
