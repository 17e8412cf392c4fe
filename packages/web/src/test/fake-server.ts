import fs from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';

/** One request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null;
}

type Answer = Response | 'network-error';
type Handler = (request: SeenRequest) => Answer | Promise<Answer>;

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/**
 * The network edge of component tests: `fetch` is replaced by routes keyed "METHOD /path".
 * Translation files are served from public/ as the real server does; anything unrouted is a 404
 * envelope, so a call nobody expected shows up in `requests` and in the page.
 */
export function fakeServer() {
  const routes = new Map<string, Handler>();
  const requests: SeenRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    if (url.pathname.startsWith('/i18n/')) {
      const file = path.join(PUBLIC_DIR, url.pathname);
      return fs.existsSync(file) ? new Response(fs.readFileSync(file, 'utf8'), { status: 200 }) : new Response('', { status: 404 });
    }
    let body: unknown = init.body ?? null;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const seen: SeenRequest = { method, path: url.pathname, url, headers: new Headers(init.headers), body, signal: init.signal ?? null };
    requests.push(seen);
    const handler = routes.get(`${method} ${url.pathname}`);
    const answer = handler ? await handler(seen) : json(404, { code: 404, message: `no route ${method} ${url.pathname}` });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    requests,
    on(route: string, handler: Handler) {
      routes.set(route, handler);
      return this;
    },
    calls(route: string): SeenRequest[] {
      const [method, routePath] = route.split(' ');
      return requests.filter((request) => request.method === method && request.path === routePath);
    },
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;

const HOUR_S = 3600;

/** Tokens as the login calls answer them; `accessExpiresIn` seconds from now (negative: expired). */
export function tokens(options: { access?: string; refresh?: string; accessExpiresIn?: number; refreshExpiresIn?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    accessToken: { access_token: options.access ?? 'access-1', expire_at: now + (options.accessExpiresIn ?? 15 * 60) },
    refreshToken: { refresh_token: options.refresh ?? 'refresh-1', expire_at: now + (options.refreshExpiresIn ?? 30 * 24 * HOUR_S) },
  };
}

/** A complete own profile (GET /rest/v2/user/info/profile `result`), with overrides per group. */
export function ownProfile(common: Partial<Record<string, unknown>> = {}) {
  return {
    common: {
      id: 1,
      hid: 'hid-ana',
      name: 'Ana',
      masked_name: 'A**',
      email: 'ana@example.com',
      email_confirmed: true,
      is_verified: false,
      bday: '1994-05-17',
      age: 31,
      gender: 'female',
      search_age: { from: 28, to: 40 },
      search_gender: 'm',
      zodiac: 'taurus',
      ok: 1,
      registration_ts: 1_700_000_000,
      antiscam_state: 0,
      zendesk_hid: 'z-1',
      ...common,
    },
    additional: { online: true, site_pushes_disabled: false, soft_banned: false, is_mass: false, traffic_info: { channel_id: null } },
    geo: { city: { id: 2950159, name: 'Berlin', country: { id: 2921044, name: 'Germany', iso_code_alpha2: 'DE' }, subdivision: null }, registration_country: null },
    photos: { avatar: null, avatar_l: null, avatar_p: null, avatar_w: null },
    payments: { is_pay_user: false },
  };
}

/**
 * The routes the app's start calls for a signed-in member (feature init, mark-online, the own
 * profile, the language tag), answered as for Ana unless told otherwise; each test adds the
 * routes of the screen it is about. `profile` is read at each call, so a test may change it.
 */
export function answerSessionStart(
  server: ReturnType<typeof fakeServer>,
  options: { profile?: () => unknown; language?: string; newSession?: boolean } = {},
): void {
  server.on('POST /v3/init', () => json(200, { features: [], splitBindings: [] }));
  server.on('POST /rest/v2/user/mark-online', () => json(200, { result: { is_new_session: options.newSession ?? false } }));
  server.on('GET /rest/v2/user/info/profile', () => json(200, { result: options.profile?.() ?? ownProfile() }));
  server.on('GET /rest/v2/user/settings/language_tag', () => json(200, { result: { language_tag: options.language ?? 'en-US' } }));
}
