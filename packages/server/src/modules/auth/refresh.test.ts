import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE, SESSION_HINT_COOKIE, sessionResponseSchema, type Session } from '@amora/contracts';
import { DAY, SECOND } from '../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { newMemberSession } from './members.fixture.ts';

describe.each(TEST_DIALECTS)('POST /rest/v2/login/refresh_token on %s', (dialect) => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A fresh member with a fresh session. */
  const newSession = () => newMemberSession(t, { email: `refresh${++seq}@example.com` });

  function refresh(body: object | undefined, headers: Record<string, string> = {}) {
    return t.request({ method: 'POST', url: '/rest/v2/login/refresh_token', headers, ...(body ? { payload: body } : {}) });
  }

  function sessionIdOf(session: Session): Promise<string> {
    return t.app.platform.accessTokens.verify(session.accessToken.access_token).then((c) => c.sessionId);
  }

  it('rotates the refresh token and answers new tokens for the same member and session', async () => {
    const first = await newSession();
    const res = await refresh({ refresh_token: first.refreshToken.refresh_token, access_token: first.accessToken.access_token });
    expect(res.statusCode).toBe(200);
    const second = sessionResponseSchema.parse(res.json()).result;
    expect(second.user).toEqual(first.user);
    expect(second.refreshToken.refresh_token).not.toBe(first.refreshToken.refresh_token);
    expect(await sessionIdOf(second)).toBe(await sessionIdOf(first));
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe(second.refreshToken.refresh_token);
  });

  it('accepts a refresh token until 30 days after it was issued, not after', async () => {
    const first = await newSession();
    t.clock.advance(30 * DAY - SECOND);
    const res = await refresh({ refresh_token: first.refreshToken.refresh_token });
    expect(res.statusCode).toBe(200);
    const second = res.json().result as Session;
    expect(second.refreshToken.expire_at).toBe(Math.floor(t.clock.now() / 1000) + 30 * DAY / 1000);
    t.clock.advance(30 * DAY);
    const late = await refresh({ refresh_token: second.refreshToken.refresh_token });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 3 });
  });

  it('starts a session from the HttpOnly cookie when the body is empty', async () => {
    const first = await newSession();
    const cookie = `${REFRESH_COOKIE}=${first.refreshToken.refresh_token}; ${SESSION_HINT_COOKIE}=1`;
    const noBody = await refresh(undefined, { cookie });
    expect(noBody.statusCode).toBe(200);
    const second = noBody.json().result as Session;
    expect(second.user).toEqual(first.user);

    const emptyObject = await refresh({}, { cookie: `${REFRESH_COOKIE}=${second.refreshToken.refresh_token}` });
    expect(emptyObject.statusCode).toBe(200);
    expect(emptyObject.cookies.find((c) => c.name === REFRESH_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('answers 401 code 3 and clears the cookies when there is no refresh token or a dead one', async () => {
    const none = await refresh(undefined);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 3 });
    const unknown = await refresh(undefined, { cookie: `${REFRESH_COOKIE}=not-a-token` });
    expect(unknown.json()).toMatchObject({ code: 3 });
    for (const name of [REFRESH_COOKIE, SESSION_HINT_COOKIE]) {
      expect(unknown.cookies.find((c) => c.name === name)).toMatchObject({ value: '', maxAge: 0 });
    }
  });

  it('answers malformed bodies with 400, never 500', async () => {
    for (const payload of [{ refresh_token: 42 }, { refresh_token: '' }, { refresh_token: 'x'.repeat(5000) }, { access_token: {} }]) {
      const res = await refresh(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    for (const raw of ['[]', '"token"', '{']) {
      const res = await t.request({ method: 'POST', url: '/rest/v2/login/refresh_token', headers: { 'content-type': 'application/json' }, payload: raw });
      expect(res.statusCode, raw).toBe(400);
    }
  });
});
