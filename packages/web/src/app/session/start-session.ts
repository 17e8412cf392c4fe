import { networkLost } from '../../api/events.ts';
import { requestRefresh } from '../../api/refresh.ts';
import { clearTokens, hasSessionCookie, isExpired, readTokens } from '../../api/tokens.ts';
import { sessionApi } from './session-api.ts';
import { completeLogin, type SessionContext } from './complete-login.ts';
import { loggedIn, loggedOut } from './session-slice.ts';

export type SessionSource = 'accessKey' | 'storedTokens' | 'cookie' | 'none';

/** Takes `ak` out of the address bar so it is not bookmarked, shared or replayed. */
function removeAccessKeyFromUrl(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('ak');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

async function loginWithAccessKey(context: SessionContext): Promise<boolean> {
  const ak = new URL(window.location.href).searchParams.get('ak');
  if (!ak) return false;
  const session = await context
    .dispatch(sessionApi.endpoints.loginByAccessKey.initiate({ product_id: context.productId, ak }))
    .unwrap()
    .catch(() => null);
  removeAccessKeyFromUrl();
  if (!session) return false;
  await completeLogin(context, session);
  return true;
}

/** Stored tokens: a live access token is used as is; an expired one is refreshed while the refresh token lives. */
async function loginWithStoredTokens(context: SessionContext): Promise<boolean> {
  const tokens = readTokens();
  if (!tokens) return false;
  if (!isExpired(tokens.accessToken.expire_at)) {
    await completeLogin(context, tokens);
    return true;
  }
  if (isExpired(tokens.refreshToken.expire_at)) {
    clearTokens();
    return false;
  }
  const answer = await requestRefresh({ refresh_token: tokens.refreshToken.refresh_token, access_token: tokens.accessToken.access_token });
  if ('tokens' in answer) {
    await completeLogin(context, answer.tokens);
    return true;
  }
  if (answer.failure === 'offline') {
    // No network to decide with: keep the session and show the offline screen, which reloads.
    context.dispatch(loggedIn());
    context.dispatch(networkLost());
    return true;
  }
  clearTokens();
  return false;
}

/** The persisted cookie: the server reads its HttpOnly refresh cookie from an empty-body refresh. */
async function loginWithCookie(context: SessionContext): Promise<boolean> {
  if (!hasSessionCookie()) return false;
  const answer = await requestRefresh({});
  if (!('tokens' in answer)) {
    clearTokens();
    return false;
  }
  await completeLogin(context, answer.tokens);
  return true;
}

/**
 * Whether session start has anything to try: an access key in the address, stored tokens or the
 * session cookie. Without one the visitor is logged out from the first render.
 */
export function hasSessionToTry(): boolean {
  return new URL(window.location.href).searchParams.has('ak') || readTokens() !== null || hasSessionCookie();
}

/**
 * Session start in the spec's order (spec 1 §4): access key in the URL, stored tokens, the
 * persisted cookie; otherwise logged out.
 */
export async function startSession(context: SessionContext): Promise<SessionSource> {
  if (await loginWithAccessKey(context)) return 'accessKey';
  if (await loginWithStoredTokens(context)) return 'storedTokens';
  if (await loginWithCookie(context)) return 'cookie';
  context.dispatch(loggedOut());
  return 'none';
}
