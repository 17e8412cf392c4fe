import { ApiCode, LOGOUT_AUTH_CODES } from '@amora/contracts';
import type { AppDispatch } from './dispatch.ts';
import { sessionEnded } from './events.ts';
import { refreshAccess } from './refresh.ts';
import { clearTokens, isExpired, readTokens } from './tokens.ts';
import { buildHeaders } from './transport.ts';

/** An upload the base query's fetch cannot make: its progress needs XHR. */
export interface XhrRequest {
  method: 'POST';
  url: string;
  body: FormData;
  /** Bytes of the request body sent so far. */
  onUploadProgress?: (loaded: number, total: number) => void;
}

export type XhrOutcome = { kind: 'response'; status: number; body: unknown } | { kind: 'network' } | { kind: 'ended' };

function sendOnce(request: XhrRequest, accessToken: string): Promise<XhrOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    // No body for the headers: the browser sets the multipart content type with its boundary.
    buildHeaders({ url: request.url }, accessToken).forEach((value, name) => xhr.setRequestHeader(name, value));
    const progress = request.onUploadProgress;
    if (progress) xhr.upload.addEventListener('progress', (event) => progress(event.loaded, event.total));
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        body = xhr.responseText;
      }
      resolve({ kind: 'response', status: xhr.status, body });
    });
    xhr.addEventListener('error', () => resolve({ kind: 'network' }));
    xhr.addEventListener('abort', () => resolve({ kind: 'network' }));
    xhr.send(request.body);
  });
}

const codeOf = (body: unknown) => (body as { code?: unknown } | null)?.code;

/**
 * One authorised XHR call with the session rules of the base query: a refresh before an expired
 * access token and once on 401 code 1 (the server refused before reading the body, so sending it
 * again is safe), and the end of the session on the logout codes. Never retried on network loss:
 * an upload is not idempotent.
 */
export async function sendAuthorized(dispatch: AppDispatch, request: XhrRequest): Promise<XhrOutcome> {
  let tokens = readTokens();
  if (!tokens) return { kind: 'ended' };
  if (isExpired(tokens.accessToken.expire_at)) {
    const outcome = await refreshAccess(dispatch, tokens.accessToken.access_token);
    if (outcome !== 'refreshed') return outcome === 'ended' ? { kind: 'ended' } : { kind: 'network' };
    tokens = readTokens();
    if (!tokens) return { kind: 'ended' };
  }
  let answer = await sendOnce(request, tokens.accessToken.access_token);
  if (answer.kind === 'response' && answer.status === 401 && codeOf(answer.body) === ApiCode.accessTokenExpired) {
    const outcome = await refreshAccess(dispatch, tokens.accessToken.access_token);
    if (outcome === 'ended') return { kind: 'ended' };
    const fresh = readTokens();
    if (outcome === 'refreshed' && fresh) answer = await sendOnce(request, fresh.accessToken.access_token);
  }
  if (answer.kind === 'response' && answer.status === 401) {
    const code = codeOf(answer.body);
    if (typeof code === 'number' && LOGOUT_AUTH_CODES.includes(code)) {
      clearTokens();
      dispatch(sessionEnded({ code }));
      return { kind: 'ended' };
    }
  }
  return answer;
}
