import { AUTH_SCHEME, type Session } from '@amora/contracts';
import type { TestApp } from '../../testing/test-app.ts';
import type { AccountRow } from '../accounts/repo.ts';
import { createMember, login, PASSWORD, type MemberOptions } from '../auth/members.fixture.ts';

export interface LoggedIn {
  headers: { authorization: string };
  refreshToken: string;
}

/** One session started through POST /rest/v2/login, as the web starts it. */
export async function loginSession(t: TestApp, email: string, password = PASSWORD): Promise<LoggedIn> {
  const res = await login(t, { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const session = res.json().result as Session;
  return { headers: { authorization: `${AUTH_SCHEME} ${session.accessToken.access_token}` }, refreshToken: session.refreshToken.refresh_token };
}

/** A member with a password and one logged-in session. */
export async function memberWithSession(t: TestApp, options: MemberOptions): Promise<{ account: AccountRow } & LoggedIn> {
  const account = await createMember(t, options);
  return { account, ...(await loginSession(t, options.email, options.password ?? PASSWORD)) };
}

/** POST /rest/v2/login/refresh_token with a session's refresh token. */
export function refresh(t: TestApp, refreshToken: string) {
  return t.request({ method: 'POST', url: '/rest/v2/login/refresh_token', payload: { refresh_token: refreshToken } });
}
