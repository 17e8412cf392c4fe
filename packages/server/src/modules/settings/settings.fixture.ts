import type { TestApp } from '../../testing/test-app.ts';

/** POST /rest/v2/login/refresh_token with a session's refresh token. */
export function refresh(t: TestApp, refreshToken: string) {
  return t.request({ method: 'POST', url: '/rest/v2/login/refresh_token', payload: { refresh_token: refreshToken } });
}
