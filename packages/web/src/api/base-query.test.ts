import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../app/store.ts';
import { loggedIn } from '../app/session/session-slice.ts';
import { fakeServer, json, tokens } from '../test/fake-server.ts';
import { api } from './api.ts';
import { accountApi } from './profile.ts';
import { readTokens, saveTokens } from './tokens.ts';
import { REQUEST_TIMEOUT_MS, type ApiRequest } from './transport.ts';

/** Calls through the real base query, as any feature endpoint does. */
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeGet: build.query<unknown, ApiRequest>({ query: (request) => request }),
    probeSend: build.mutation<unknown, ApiRequest>({ query: (request) => request }),
  }),
});

function setup() {
  const server = fakeServer();
  const store = createStore();
  const get = (request: ApiRequest) => store.dispatch(probeApi.endpoints.probeGet.initiate(request, { subscribe: false, forceRefetch: true }));
  const send = (request: ApiRequest) => store.dispatch(probeApi.endpoints.probeSend.initiate(request));
  return { server, store, get, send };
}

const unauthorized = (code: number) => json(401, { code, message: 'unauthorized' });

describe('base query conventions (spec 1 §7)', () => {
  it('sends the version, language, client version and JWT headers, and a timestamp on GET', async () => {
    const { server, get } = setup();
    saveTokens(tokens({ access: 'access-a' }));
    server.on('GET /rest/v2/thing', () => json(200, { result: 1 }));

    const before = Date.now();
    await get({ url: '/rest/v2/thing', params: { page: 2 } });

    const [request] = server.calls('GET /rest/v2/thing');
    expect(request!.headers.get('Accept-Version')).toBe('3.0');
    expect(request!.headers.get('accept-language')).toBe('en-US');
    expect(request!.headers.get('x-client-version')).toBe(__BUILD_ID__);
    expect(request!.headers.get('Authorization')).toBe('JWT access-a');
    expect(request!.headers.has('x-device-id')).toBe(false);
    expect(request!.url.searchParams.get('page')).toBe('2');
    expect(Number(request!.url.searchParams.get('timestamp'))).toBeGreaterThanOrEqual(before);
  });

  it('adds a stable device id on /v3 paths, no timestamp on POST, no Authorization on no-auth calls', async () => {
    const { server, send } = setup();
    saveTokens(tokens());
    server.on('POST /v3/init', () => json(200, { features: [], splitBindings: [] }));
    server.on('POST /rest/v2/login', () => json(200, { result: {} }));

    await send({ url: '/v3/init', method: 'POST', body: {} });
    await send({ url: '/v3/init', method: 'POST', body: {} });
    await send({ url: '/rest/v2/login', method: 'POST', body: {}, noAuth: true });

    const [first, second] = server.calls('POST /v3/init');
    expect(first!.headers.get('x-device-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers.get('x-device-id')).toBe(first!.headers.get('x-device-id'));
    expect(first!.url.searchParams.has('timestamp')).toBe(false);
    expect(server.calls('POST /rest/v2/login')[0]!.headers.has('Authorization')).toBe(false);
  });

  it('refreshes once for concurrent 401 code 1 answers and retries each request with the new token', async () => {
    const { server, get } = setup();
    saveTokens(tokens({ access: 'old', refresh: 'refresh-old' }));
    for (const path of ['/rest/v2/a', '/rest/v2/b', '/rest/v2/c']) {
      server.on(`GET ${path}`, (request) => (request.headers.get('Authorization') === 'JWT new' ? json(200, { result: path }) : unauthorized(1)));
    }
    server.on('POST /rest/v2/login/refresh_token', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return json(200, { result: tokens({ access: 'new', refresh: 'refresh-new' }) });
    });

    const results = await Promise.all(['/rest/v2/a', '/rest/v2/b', '/rest/v2/c'].map((url) => get({ url })));

    expect(results.map((result) => result.data)).toEqual([{ result: '/rest/v2/a' }, { result: '/rest/v2/b' }, { result: '/rest/v2/c' }]);
    const refreshes = server.calls('POST /rest/v2/login/refresh_token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.body).toEqual({ refresh_token: 'refresh-old', access_token: 'old' });
    expect(readTokens()?.refreshToken.refresh_token).toBe('refresh-new');
  });

  it('refreshes before the request when the access token has expired', async () => {
    const { server, get } = setup();
    saveTokens(tokens({ access: 'stale', accessExpiresIn: -5 }));
    server.on('POST /rest/v2/login/refresh_token', () => json(200, { result: tokens({ access: 'fresh' }) }));
    server.on('GET /rest/v2/thing', () => json(200, { result: true }));

    await get({ url: '/rest/v2/thing' });

    expect(server.requests.map((request) => request.path)).toEqual(['/rest/v2/login/refresh_token', '/rest/v2/thing']);
    expect(server.calls('GET /rest/v2/thing')[0]!.headers.get('Authorization')).toBe('JWT fresh');
  });

  it.each([2, 3, 4, 8])('logs out on 401 code %i: tokens cleared, status logged out, full reload home', async (code) => {
    const { server, store, get } = setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    saveTokens(tokens());
    store.dispatch(loggedIn());
    server.on('GET /rest/v2/thing', () => unauthorized(code));

    await get({ url: '/rest/v2/thing' });

    expect(readTokens()).toBeNull();
    expect(store.getState().session.status).toBe('loggedOut');
    expect(assign).toHaveBeenCalledWith('/');
    expect(server.calls('POST /rest/v2/login/refresh_token')).toHaveLength(0);
  });

  it('logs out when the refresh after 401 code 1 is refused', async () => {
    const { server, store, get } = setup();
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    saveTokens(tokens());
    store.dispatch(loggedIn());
    server.on('GET /rest/v2/thing', () => unauthorized(1));
    server.on('POST /rest/v2/login/refresh_token', () => unauthorized(3));

    await get({ url: '/rest/v2/thing' });

    expect(server.calls('GET /rest/v2/thing')).toHaveLength(1);
    expect(readTokens()).toBeNull();
    expect(store.getState().session.status).toBe('loggedOut');
  });

  it('shows the banned screen, not the home page, when the refresh answers 403 code 5 (a ban revoked the session)', async () => {
    const { server, store, get } = setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    assign.mockClear();
    saveTokens(tokens());
    store.dispatch(loggedIn());
    server.on('GET /rest/v2/user/info/profile', () => json(200, { result: { common: { ok: 1 } } }));
    server.on('GET /rest/v2/thing', () => unauthorized(1));
    server.on('POST /rest/v2/login/refresh_token', () => json(403, { code: 5, message: 'Account banned' }));
    const subscription = store.dispatch(accountApi.endpoints.getOwnProfile.initiate());
    await subscription;

    await get({ url: '/rest/v2/thing' });

    expect(readTokens()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(store.getState().session.status).toBe('loggedIn');
    expect(accountApi.endpoints.getOwnProfile.select()(store.getState()).data?.common?.ok).toBe(-2);
    subscription.unsubscribe();
  });

  it('shows the banned screen when an ordinary call answers 403 code 5 (a ban, before the token expired)', async () => {
    const { server, store, get } = setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    assign.mockClear();
    saveTokens(tokens());
    store.dispatch(loggedIn());
    server.on('GET /rest/v2/user/info/profile', () => json(200, { result: { common: { ok: 1 } } }));
    server.on('GET /rest/v2/thing', () => json(403, { code: 5, message: 'Account banned' }));
    const subscription = store.dispatch(accountApi.endpoints.getOwnProfile.initiate());
    await subscription;

    await get({ url: '/rest/v2/thing' });

    expect(readTokens()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(store.getState().session.accessError).toBeNull();
    expect(accountApi.endpoints.getOwnProfile.select()(store.getState()).data?.common?.ok).toBe(-2);
    expect(server.calls('POST /rest/v2/login/refresh_token')).toHaveLength(0);
    subscription.unsubscribe();
  });

  it('reloads the profile on 401 code 10 and sets the access error on 403', async () => {
    const { server, store, get } = setup();
    saveTokens(tokens());
    server.on('GET /rest/v2/user/info/profile', () => json(200, { result: {} }));
    server.on('GET /rest/v2/changed', () => unauthorized(10));
    server.on('GET /rest/v2/forbidden', () => json(403, { code: 403, message: 'forbidden' }));
    const subscription = store.dispatch(accountApi.endpoints.getOwnProfile.initiate());
    await subscription;

    await get({ url: '/rest/v2/changed' });
    await vi.waitFor(() => expect(server.calls('GET /rest/v2/user/info/profile')).toHaveLength(2));
    await get({ url: '/rest/v2/forbidden' });

    expect(store.getState().session.accessError).toEqual({ url: '/rest/v2/forbidden' });
    subscription.unsubscribe();
  });

  it('retries a GET 3 times when no response comes back', async () => {
    const { server, get } = setup();
    let attempts = 0;
    server.on('GET /rest/v2/thing', () => (++attempts <= 3 ? 'network-error' : json(200, { result: 'finally' })));

    const result = await get({ url: '/rest/v2/thing', noAuth: true });

    expect(attempts).toBe(4);
    expect(result.data).toEqual({ result: 'finally' });
  });

  it('gives up after 3 retries of a GET', async () => {
    const { server, get } = setup();
    server.on('GET /rest/v2/thing', () => 'network-error');

    const result = await get({ url: '/rest/v2/thing', noAuth: true });

    expect(server.calls('GET /rest/v2/thing')).toHaveLength(4);
    expect(result.error).toEqual({ status: 'FETCH_ERROR', code: 'ENETWORK' });
  });

  it('never repeats a POST silently, but retries one marked idempotent', async () => {
    const { server, send } = setup();
    server.on('POST /rest/v2/pay', () => 'network-error');
    server.on('POST /rest/v2/setting', () => 'network-error');

    const post = await send({ url: '/rest/v2/pay', method: 'POST', body: {}, noAuth: true });
    await send({ url: '/rest/v2/setting', method: 'POST', body: {}, noAuth: true, idempotent: true });

    expect('error' in post && post.error).toEqual({ status: 'FETCH_ERROR', code: 'ENETWORK' });
    expect(server.calls('POST /rest/v2/pay')).toHaveLength(1);
    expect(server.calls('POST /rest/v2/setting')).toHaveLength(4);
  });

  it('reports a request that times out after 30 s as ECONNABORTED', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { server, get } = setup();
    server.on(
      'GET /rest/v2/slow',
      (request) => new Promise((_resolve, reject) => request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );

    const pending = get({ url: '/rest/v2/slow', noAuth: true });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const result = await pending;

    expect(result.error).toEqual({ status: 'TIMEOUT_ERROR', code: 'ECONNABORTED' });
    expect(server.calls('GET /rest/v2/slow')).toHaveLength(1);
  });

  it('passes the envelope code, field errors and retry headers of a failure on', async () => {
    const { server, send } = setup();
    server.on('POST /rest/v2/login', () => json(429, { code: 103, message: 'slow down' }, { 'retry-after': '60', 'x-rate-limit-reset': '1900000000' }));

    const result = await send({ url: '/rest/v2/login', method: 'POST', body: {}, noAuth: true });

    expect('error' in result && result.error).toMatchObject({ status: 429, code: 103, retryAfterS: 60, rateLimitResetS: 1_900_000_000 });
  });
});
