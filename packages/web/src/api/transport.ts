import { API_VERSION, AUTH_SCHEME } from '@amora/contracts';
import { deviceId } from './device.ts';
import { CLIENT_VERSION, requestLanguage } from './request-context.ts';

/** One call as features describe it; the base query adds the conventions of spec 1 §7. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  body?: unknown;
  /** Calls made without authorisation (spec 1 §6: tracking, login, legal pages …). */
  noAuth?: boolean;
  /** A non-GET call that is safe to repeat, so a lost connection may retry it. */
  idempotent?: boolean;
  /** Send the body as text/plain (the unknown-host system log, spec 1 §7). */
  plainText?: boolean;
}

/** The request timeout; an aborted request is reported with the code ECONNABORTED (spec 1 §7). */
export const REQUEST_TIMEOUT_MS = 30_000;

export type Attempt =
  | { kind: 'response'; status: number; headers: Headers; body: unknown }
  | { kind: 'network' }
  | { kind: 'timeout' };

function buildUrl(request: ApiRequest): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.params ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => query.append(key, String(item)));
    else query.set(key, String(value));
  }
  // Cache buster on every GET (spec 1 §7).
  if ((request.method ?? 'GET') === 'GET') query.set('timestamp', String(Date.now()));
  const search = query.toString();
  return search ? `${request.url}?${search}` : request.url;
}

/** The request headers of spec 1 §7; also sent by the XHR uploads, which fetch cannot report progress for. */
export function buildHeaders(request: Pick<ApiRequest, 'url' | 'body' | 'noAuth' | 'plainText'>, accessToken: string | null): Headers {
  const headers = new Headers({
    'Accept-Version': API_VERSION,
    'accept-language': requestLanguage(),
    'x-client-version': CLIENT_VERSION,
  });
  if (!request.noAuth && accessToken) headers.set('Authorization', `${AUTH_SCHEME} ${accessToken}`);
  if (request.url.startsWith('/v3/')) headers.set('x-device-id', deviceId());
  if (request.body !== undefined) headers.set('content-type', request.plainText ? 'text/plain' : 'application/json');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One network attempt: a response (any status), no response at all, or the 30 s timeout. */
export async function sendOnce(request: ApiRequest, accessToken: string | null, signal?: AbortSignal): Promise<Attempt> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort);
  try {
    const body = request.body === undefined ? undefined : request.plainText ? String(request.body) : JSON.stringify(request.body);
    const response = await fetch(buildUrl(request), {
      method: request.method ?? 'GET',
      headers: buildHeaders(request, accessToken),
      body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    return { kind: 'response', status: response.status, headers: response.headers, body: await readBody(response) };
  } catch {
    return timedOut ? { kind: 'timeout' } : { kind: 'network' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
