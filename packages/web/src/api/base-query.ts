import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { Dispatch } from '@reduxjs/toolkit';
import { ApiCode, LOGOUT_AUTH_CODES } from '@amora/contracts';
import { accessDenied, accountBanned, accountStateChanged, networkLost, sessionEnded } from './events.ts';
import { refreshAccess } from './refresh.ts';
import { clearTokens, isExpired, readTokens } from './tokens.ts';
import { sendOnce, type ApiRequest, type Attempt } from './transport.ts';

/** A failed call as features see it. */
/** A failure the server answered (any non-2xx status). */
export interface ApiHttpError {
  status: number;
  /** The envelope code (DESIGN.md §5), or the HTTP status when the body had none. */
  code: number;
  message: string;
  fields: Record<string, string>;
  /** Seconds to wait, from an unconfirmed-e-mail login failure (spec 1 §2). */
  timeout: number | null;
  retryAfterS: number | null;
  rateLimitResetS: number | null;
}

export type ApiError =
  | ApiHttpError
  | { status: 'FETCH_ERROR'; code: 'ENETWORK' }
  | { status: 'TIMEOUT_ERROR'; code: 'ECONNABORTED' };

export interface ApiMeta {
  status: number | null;
  headers: Headers | null;
}

/** Network failures are retried this many times, only for GET or idempotent calls (DESIGN.md §10). */
export const NETWORK_RETRIES = 3;
const RETRY_BACKOFF_MS = 200;

function isRepeatable(request: ApiRequest): boolean {
  return (request.method ?? 'GET') === 'GET' || request.idempotent === true;
}

async function sendWithRetries(request: ApiRequest, accessToken: string | null, signal: AbortSignal): Promise<Attempt> {
  let attempt = await sendOnce(request, accessToken, signal);
  for (let retry = 1; retry <= NETWORK_RETRIES && attempt.kind === 'network' && isRepeatable(request) && !signal.aborted; retry++) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_BACKOFF_MS * retry));
    attempt = await sendOnce(request, accessToken, signal);
  }
  return attempt;
}

function numberHeader(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function envelopeCode(attempt: Attempt): number | null {
  if (attempt.kind !== 'response') return null;
  const code = (attempt.body as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : null;
}

/** The error of a call the server answered with a non-2xx status: its envelope and rate-limit headers. */
export function toError(attempt: Extract<Attempt, { kind: 'response' }>): ApiHttpError {
  const envelope = (attempt.body ?? {}) as { code?: unknown; message?: unknown; fields?: unknown; timeout?: unknown };
  return {
    status: attempt.status,
    code: typeof envelope.code === 'number' ? envelope.code : attempt.status,
    message: typeof envelope.message === 'string' ? envelope.message : '',
    fields: envelope.fields && typeof envelope.fields === 'object' ? (envelope.fields as Record<string, string>) : {},
    timeout: typeof envelope.timeout === 'number' ? envelope.timeout : null,
    retryAfterS: numberHeader(attempt.headers, 'retry-after'),
    rateLimitResetS: numberHeader(attempt.headers, 'x-rate-limit-reset'),
  };
}

/** Reacts to auth failures of an authorised call (spec 1 §8, DESIGN.md §5). */
function reportFailure(dispatch: Dispatch, request: ApiRequest, error: ApiHttpError): void {
  if (request.noAuth) return;
  if (error.status === 401 && LOGOUT_AUTH_CODES.includes(error.code)) {
    clearTokens();
    dispatch(sessionEnded({ code: error.code }));
  } else if (error.status === 401 && error.code === ApiCode.accountStateChanged) {
    dispatch(accountStateChanged());
  } else if (error.status === 403 && error.code === ApiCode.accountBanned) {
    // A call with a token issued before the ban is told what the refresh would say: the banned screen.
    clearTokens();
    dispatch(accountBanned());
  } else if (error.status === 403) {
    dispatch(accessDenied({ url: request.url }));
  }
}

const ENDED: { error: ApiError; meta: ApiMeta } = {
  error: { status: 401, code: ApiCode.refreshTokenInvalid, message: 'session ended', fields: {}, timeout: null, retryAfterS: null, rateLimitResetS: null },
  meta: { status: 401, headers: null },
};

/**
 * The one base query of the app (spec 1 §7): headers and timestamp (transport.ts), network
 * retries for repeatable calls, refresh before an expired access token and once on 401 code 1
 * (shared by concurrent requests), logout on 401 codes 2/3/4/8, profile reload on code 10,
 * the access-error state on 403, ECONNABORTED on timeout.
 */
export const baseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError, object, ApiMeta> = async (arg, api) => {
  const request = typeof arg === 'string' ? { url: arg } : arg;
  let tokens = request.noAuth ? null : readTokens();

  if (tokens && isExpired(tokens.accessToken.expire_at)) {
    const outcome = await refreshAccess(api.dispatch, tokens.accessToken.access_token);
    if (outcome === 'ended') return ENDED;
    if (outcome === 'offline') {
      if (!navigator.onLine) api.dispatch(networkLost());
      return { error: { status: 'FETCH_ERROR', code: 'ENETWORK' }, meta: { status: null, headers: null } };
    }
    tokens = readTokens();
  }

  const usedToken = tokens?.accessToken.access_token ?? null;
  let attempt = await sendWithRetries(request, usedToken, api.signal);
  if (usedToken && attempt.kind === 'response' && attempt.status === 401 && envelopeCode(attempt) === ApiCode.accessTokenExpired) {
    const outcome = await refreshAccess(api.dispatch, usedToken);
    if (outcome === 'ended') return ENDED;
    if (outcome === 'refreshed') attempt = await sendWithRetries(request, readTokens()?.accessToken.access_token ?? null, api.signal);
  }

  if (attempt.kind === 'timeout') return { error: { status: 'TIMEOUT_ERROR', code: 'ECONNABORTED' }, meta: { status: null, headers: null } };
  if (attempt.kind === 'network') {
    // Only a browser that knows it is offline gets the offline screen: a blocked tracking call
    // (ad blockers) also fails without a response and must not cover the page.
    if (!api.signal.aborted && !navigator.onLine) api.dispatch(networkLost());
    return { error: { status: 'FETCH_ERROR', code: 'ENETWORK' }, meta: { status: null, headers: null } };
  }
  const meta = { status: attempt.status, headers: attempt.headers };
  if (attempt.status >= 200 && attempt.status < 300) return { data: attempt.body, meta };
  // A gateway without its upstream: the server is unreachable, as good as offline (the 502 screen).
  if (attempt.status === 502) api.dispatch(networkLost());
  const error = toError(attempt);
  reportFailure(api.dispatch, request, error);
  return { error, meta };
};
