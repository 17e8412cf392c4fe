import { describe, expect, it } from 'vitest';
import { brandById } from '@amora/contracts';
import { createI18n } from '../i18n.ts';
import { createStore } from '../store.ts';
import { clearTokens, readTokens, saveTokens } from '../../api/tokens.ts';
import { fakeServer, json, ownProfile, tokens } from '../../test/fake-server.ts';
import { sessionContextFor } from './session-context.ts';
import { hasSessionToTry, startSession } from './start-session.ts';

const brand = brandById(7)!;

async function setup() {
  const server = fakeServer();
  server.on('POST /v3/init', () => json(200, { features: [{ hid: 'show-ads', variant: 'on' }], splitBindings: [{ splitHid: 'casual-dating', splitGroup: 1 }] }));
  server.on('POST /rest/v2/user/mark-online', () => json(200, { result: { is_new_session: true } }));
  server.on('GET /rest/v2/user/info/profile', () => json(200, { result: ownProfile() }));
  server.on('GET /rest/v2/user/settings/language_tag', () => json(200, { result: { language_tag: 'en-US' } }));
  const store = createStore();
  const i18n = await createI18n('en-US');
  const start = () => startSession(sessionContextFor(store.dispatch, brand, i18n));
  return { server, store, start };
}

const session = (access: string) => ({ ...tokens({ access }), user: { id: 1, hid: 'hid-ana', ok: 1 } });
const apiCalls = (server: ReturnType<typeof fakeServer>) => server.requests.map((request) => `${request.method} ${request.path}`);
const AFTER_LOGIN = ['POST /v3/init', 'POST /rest/v2/user/mark-online', 'GET /rest/v2/user/info/profile', 'GET /rest/v2/user/settings/language_tag'];

describe('session start (spec 1 §4)', () => {
  it('logs in with the access key in the URL first, then removes it from the URL', async () => {
    window.history.replaceState(null, '', '/matches?ak=key-123&utm=x');
    const { server, store, start } = await setup();
    saveTokens(tokens({ access: 'stored' }));
    server.on('POST /rest/v2/login/ak', () => json(200, { result: session('from-ak') }));

    expect(await start()).toBe('accessKey');

    expect(server.calls('POST /rest/v2/login/ak')[0]!.body).toEqual({ product_id: 7, ak: 'key-123' });
    expect(window.location.pathname + window.location.search).toBe('/matches?utm=x');
    expect(readTokens()?.accessToken.access_token).toBe('from-ak');
    expect(store.getState().session.status).toBe('loggedIn');
    expect(apiCalls(server)).toEqual(['POST /rest/v2/login/ak', ...AFTER_LOGIN]);
    expect(server.calls('POST /v3/init')[0]!.body).toEqual({ splitHids: ['casual-dating', 'extended-dialog-filters', 'all-paid-gifts'] });
    expect(store.getState().session.features).toEqual([{ hid: 'show-ads', variant: 'on' }]);
  });

  it('falls back to stored tokens when the access key is refused', async () => {
    window.history.replaceState(null, '', '/?ak=used');
    const { server, store, start } = await setup();
    saveTokens(tokens({ access: 'stored' }));
    server.on('POST /rest/v2/login/ak', () => json(400, { code: 101, message: 'bad key' }));

    expect(await start()).toBe('storedTokens');
    expect(window.location.search).toBe('');
    expect(store.getState().session.status).toBe('loggedIn');
    expect(server.calls('POST /v3/init')[0]!.headers.get('Authorization')).toBe('JWT stored');
  });

  it('uses live stored tokens without a refresh', async () => {
    window.history.replaceState(null, '', '/');
    const { server, start } = await setup();
    saveTokens(tokens({ access: 'stored' }));

    expect(await start()).toBe('storedTokens');
    expect(apiCalls(server)).toEqual(AFTER_LOGIN);
  });

  it('refreshes stored tokens whose access token expired', async () => {
    window.history.replaceState(null, '', '/');
    const { server, store, start } = await setup();
    saveTokens(tokens({ access: 'expired', refresh: 'refresh-live', accessExpiresIn: -60 }));
    server.on('POST /rest/v2/login/refresh_token', () => json(200, { result: session('renewed') }));

    expect(await start()).toBe('storedTokens');
    expect(server.calls('POST /rest/v2/login/refresh_token')[0]!.body).toEqual({ refresh_token: 'refresh-live', access_token: 'expired' });
    expect(readTokens()?.accessToken.access_token).toBe('renewed');
    expect(store.getState().session.status).toBe('loggedIn');
  });

  it('fails with both tokens expired and ends logged out', async () => {
    window.history.replaceState(null, '', '/');
    const { server, store, start } = await setup();
    saveTokens(tokens({ accessExpiresIn: -60, refreshExpiresIn: -10 }));

    expect(await start()).toBe('none');
    expect(readTokens()).toBeNull();
    expect(store.getState().session.status).toBe('loggedOut');
    expect(server.requests).toHaveLength(0);
  });

  it('tries the persisted cookie with an empty refresh body when nothing is stored', async () => {
    window.history.replaceState(null, '', '/');
    const { server, store, start } = await setup();
    document.cookie = 'amora_session=1; path=/';
    server.on('POST /rest/v2/login/refresh_token', () => json(200, { result: session('from-cookie') }));

    expect(await start()).toBe('cookie');
    expect(server.calls('POST /rest/v2/login/refresh_token')[0]!.body).toEqual({});
    expect(readTokens()?.accessToken.access_token).toBe('from-cookie');
    expect(store.getState().session.status).toBe('loggedIn');
  });

  it('is logged out with no key, no tokens and no cookie, without calling the server', async () => {
    window.history.replaceState(null, '', '/');
    const { server, store, start } = await setup();

    expect(await start()).toBe('none');
    expect(store.getState().session.status).toBe('loggedOut');
    expect(server.requests).toHaveLength(0);
  });

  it('saves the current language to the account when the account has another one', async () => {
    window.history.replaceState(null, '', '/');
    const { server, start } = await setup();
    document.cookie = 'lang=de-DE; path=/';
    saveTokens(tokens());
    server.on('POST /rest/v2/user/settings/language_tag', () => json(200, { result: { language_tag: 'de-DE' } }));

    await start();

    expect(server.calls('POST /rest/v2/user/settings/language_tag')[0]!.body).toEqual({ language_tag: 'de-DE' });
  });
});

describe('the auth status a page starts in', () => {
  it('is logged out at once for a visitor with nothing to log in with, as the server rendered the page', () => {
    window.history.replaceState(null, '', '/login?utm_source=ad');
    clearTokens();
    expect(hasSessionToTry()).toBe(false);
    expect(createStore({}, 'loggedOut').getState().session.status).toBe('loggedOut');
  });

  it('waits for session start when the address, storage or the cookie may log the visitor in', () => {
    window.history.replaceState(null, '', '/?ak=key-123');
    expect(hasSessionToTry()).toBe(true);
    window.history.replaceState(null, '', '/');
    saveTokens(tokens({ access: 'stored' }));
    expect(hasSessionToTry()).toBe(true);
    localStorage.clear();
    document.cookie = 'amora_session=1; path=/';
    expect(hasSessionToTry()).toBe(true);
    clearTokens();
    expect(hasSessionToTry()).toBe(false);
    expect(createStore().getState().session.status).toBe('unknown');
  });
});
