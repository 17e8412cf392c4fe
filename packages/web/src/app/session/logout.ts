import type { AppDispatch } from '../../api/dispatch.ts';
import { clearTokens, readTokens } from '../../api/tokens.ts';
import { clearPersistedState } from '../../shared/browser/persisted-state.ts';
import { sessionApi } from './session-api.ts';

/** Forgets the session on this device and starts over from the home page with a full reload. */
export function leaveSession(): void {
  clearTokens();
  clearPersistedState();
  window.location.assign('/');
}

/** Logout (spec 1 §4): tell the server (best effort), clear storage and tokens, full reload home. */
export async function logout(dispatch: AppDispatch): Promise<void> {
  // The refresh token names the session even when the access token has expired.
  const refreshToken = readTokens()?.refreshToken.refresh_token;
  await dispatch(sessionApi.endpoints.logout.initiate(refreshToken ? { refresh_token: refreshToken } : {}))
    .unwrap()
    .catch(() => undefined);
  leaveSession();
}
