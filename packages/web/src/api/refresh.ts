import type { Dispatch } from '@reduxjs/toolkit';
import { ApiCode } from '@amora/contracts';
import { accountBanned, sessionEnded, tokensRefreshed } from './events.ts';
import { clearTokens, isExpired, readTokens, saveTokens, type AuthTokens } from './tokens.ts';
import { sendOnce } from './transport.ts';

export const REFRESH_PATH = '/rest/v2/login/refresh_token';

export type RefreshOutcome = 'refreshed' | 'ended' | 'offline';

function isTokens(value: unknown): value is AuthTokens {
  const tokens = value as Partial<AuthTokens> | null;
  return typeof tokens?.accessToken?.access_token === 'string' && typeof tokens.refreshToken?.refresh_token === 'string';
}

/**
 * POST /rest/v2/login/refresh_token. With stored tokens the body carries both; with an empty
 * body the server reads its HttpOnly refresh cookie (the persisted-cookie session start).
 */
export async function requestRefresh(body: { refresh_token: string; access_token: string } | Record<string, never>): Promise<
  { tokens: AuthTokens } | { failure: 'rejected'; code: number | null } | { failure: 'offline' }
> {
  const attempt = await sendOnce({ url: REFRESH_PATH, method: 'POST', body, noAuth: true }, null);
  if (attempt.kind !== 'response') return { failure: 'offline' };
  const result = (attempt.body as { result?: unknown } | null)?.result;
  if (attempt.status >= 200 && attempt.status < 300 && isTokens(result)) return { tokens: result };
  const code = (attempt.body as { code?: unknown } | null)?.code;
  return { failure: 'rejected', code: typeof code === 'number' ? code : null };
}

let inflight: Promise<RefreshOutcome> | null = null;

async function refreshStoredTokens(dispatch: Dispatch): Promise<RefreshOutcome> {
  const tokens = readTokens();
  if (!tokens || isExpired(tokens.refreshToken.expire_at)) {
    clearTokens();
    dispatch(sessionEnded({ code: null }));
    return 'ended';
  }
  const answer = await requestRefresh({ refresh_token: tokens.refreshToken.refresh_token, access_token: tokens.accessToken.access_token });
  if ('tokens' in answer) {
    saveTokens(answer.tokens);
    dispatch(tokensRefreshed());
    return 'refreshed';
  }
  if (answer.failure === 'offline') return 'offline';
  clearTokens();
  if (answer.code === ApiCode.accountBanned) {
    dispatch(accountBanned());
    return 'ended';
  }
  dispatch(sessionEnded({ code: answer.code }));
  return 'ended';
}

/**
 * Refreshes the stored tokens. Concurrent callers share ONE refresh: a rotated refresh token is
 * single-use, so a second parallel refresh would look like reuse and revoke the session.
 * `usedAccessToken` is the token a failed request carried; if the store already holds a newer
 * one, another request has refreshed meanwhile and the caller just retries.
 */
export function refreshAccess(dispatch: Dispatch, usedAccessToken: string | null): Promise<RefreshOutcome> {
  if (inflight) return inflight;
  const current = readTokens();
  if (current && usedAccessToken && current.accessToken.access_token !== usedAccessToken && !isExpired(current.accessToken.expire_at)) {
    return Promise.resolve('refreshed');
  }
  inflight = refreshStoredTokens(dispatch).finally(() => {
    inflight = null;
  });
  return inflight;
}
