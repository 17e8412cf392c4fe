import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, REFRESH_COOKIE } from '@amora/contracts';
import { hashSecret } from '../platform/auth/sessions.ts';
import { maskUrl } from '../platform/logging.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';

/**
 * The router decodes percent-encoded letters in a path (`/%72est/v2/logout` is `/rest/v2/logout`),
 * so whatever decides by a path prefix must decide on the route that matched, never on the raw
 * URL text: the CSRF guard (Accept-Version, DESIGN.md §6), the rate limit and the log masking.
 */

/**
 * Every spelling of a path word the router reads as that word: each character percent-encoded
 * alone, in lower- and upper-case hex, and the whole word encoded.
 */
function encodedSpellings(word: string): string[] {
  const hex = (c: string) => c.charCodeAt(0).toString(16);
  const spellings = new Set<string>();
  for (const cased of [(h: string) => h.toLowerCase(), (h: string) => h.toUpperCase()]) {
    for (let i = 0; i < word.length; i++) spellings.add(`${word.slice(0, i)}%${cased(hex(word[i]!))}${word.slice(i + 1)}`);
    spellings.add([...word].map((c) => `%${cased(hex(c))}`).join(''));
  }
  return [...spellings];
}

/** `/rest/v2/logout` → every encoded spelling of its first segment (`/%72est/v2/logout`, …). */
function encodedPaths(path: string): string[] {
  const [, word, rest] = /^\/([^/]+)(\/.*)$/.exec(path)!;
  return encodedSpellings(word!).map((spelling) => `/${spelling}${rest}`);
}

describe('encodedSpellings', () => {
  it('spells each character alone in both hex cases, and the whole word', () => {
    expect(encodedSpellings('system')).toEqual(
      expect.arrayContaining(['%73ystem', 'sy%73tem', 'syste%6d', 'syste%6D', '%73%79%73%74%65%6d', '%73%79%73%74%65%6D']),
    );
    expect(encodedSpellings('v3')).toEqual(['%76' + '3', 'v%33', '%76%33']);
  });
});

describe.each(TEST_DIALECTS)('encoded paths and the CSRF guard on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A session of a fresh member: its refresh token and session (family) id. */
  async function newSession() {
    const member = await t.seed.member();
    const tokens = await t.app.platform.sessions.start(member.account);
    const { sessionId } = await t.app.platform.accessTokens.verify(tokens.accessToken.access_token);
    return { refreshToken: tokens.refreshToken.refresh_token, sessionId };
  }

  /** What a cross-site form can send: the SameSite=Lax refresh cookie and no Accept-Version. */
  function crossSitePost(url: string, refreshToken: string) {
    return t.app.inject({ method: 'POST', url, headers: { host: 'localhost:8080', cookie: `${REFRESH_COOKIE}=${refreshToken}` } });
  }

  async function refreshTokenRow(refreshToken: string) {
    return t.database.db
      .selectFrom('refresh_tokens')
      .select(['rotated_at', 'revoked_at', 'family_id'])
      .where('token_hash', '=', hashSecret(refreshToken))
      .executeTakeFirstOrThrow();
  }

  async function familySize(familyId: string): Promise<number> {
    const rows = await t.database.db.selectFrom('refresh_tokens').select('id').where('family_id', '=', familyId).execute();
    return rows.length;
  }

  it('reaches the routes under every spelling (so a 403 below is the guard, not a miss)', async () => {
    for (const url of encodedPaths('/rest/v2/login/refresh_token')) {
      const res = await t.request({ method: 'POST', url, headers: { cookie: `${REFRESH_COOKIE}=not-a-token` } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ code: ApiCode.refreshTokenInvalid });
    }
    for (const url of encodedPaths('/rest/v2/logout')) {
      expect((await t.request({ method: 'POST', url })).statusCode, url).toBe(200);
    }
  });

  it('refuses a logout by refresh cookie without Accept-Version under every spelling, and the session lives on', async () => {
    const session = await newSession();
    for (const url of ['/rest/v2/logout', ...encodedPaths('/rest/v2/logout')]) {
      const res = await crossSitePost(url, session.refreshToken);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: ApiCode.forbidden });
      expect(res.cookies.find((c) => c.name === REFRESH_COOKIE), url).toBeUndefined();
      expect(await t.app.platform.sessions.isAlive(session.sessionId), url).toBe(true);
    }
    expect(await refreshTokenRow(session.refreshToken)).toMatchObject({ rotated_at: null, revoked_at: null });
  });

  it('refuses a token refresh by refresh cookie without Accept-Version under every spelling: nothing rotates', async () => {
    const session = await newSession();
    for (const url of ['/rest/v2/login/refresh_token', ...encodedPaths('/rest/v2/login/refresh_token')]) {
      const res = await crossSitePost(url, session.refreshToken);
      expect(res.statusCode, url).toBe(403);
      expect(res.cookies.find((c) => c.name === REFRESH_COOKIE), url).toBeUndefined();
      expect(await refreshTokenRow(session.refreshToken), url).toMatchObject({ rotated_at: null, revoked_at: null });
      expect(await familySize(session.sessionId), url).toBe(1);
    }
    // Still the current token: the real client's refresh succeeds (a rotated one would revoke the family).
    const res = await t.request({ method: 'POST', url: '/rest/v2/login/refresh_token', headers: { cookie: `${REFRESH_COOKIE}=${session.refreshToken}` } });
    expect(res.statusCode).toBe(200);
  });

  it('guards every API prefix under every spelling', async () => {
    const calls = [
      { path: '/v3/init', payload: {} },
      { path: '/apis/photos/v1/users/me/verification/hash', payload: {} },
      { path: '/api/user/password/recover', payload: { email: 'nobody@example.com' } },
      { path: '/rest/v2/user/settings/private', payload: {} },
    ];
    for (const { path, payload } of calls) {
      for (const url of [path, ...encodedPaths(path)]) {
        const res = await t.app.inject({ method: 'POST', url, headers: { host: 'localhost:8080' }, payload });
        expect(res.statusCode, url).toBe(403);
        expect(res.json(), url).toMatchObject({ code: ApiCode.forbidden });
      }
    }
  });

  it('guards unknown paths too, encoded or not', async () => {
    for (const url of ['/rest/v2/nothing-here', '/%72est/v2/nothing-here', '/%61pis/nothing', '/nothing-here']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { host: 'localhost:8080' }, payload: {} });
      expect(res.statusCode, url).toBe(403);
    }
    const withVersion = await t.request({ method: 'POST', url: '/%72est/v2/nothing-here', payload: {} });
    expect(withVersion.statusCode).toBe(404);
  });

  it('exempts one-click unsubscribe by its route, under any spelling, and nothing else', async () => {
    for (const url of ['/rest/v2/unsubscribe/one-click', ...encodedPaths('/rest/v2/unsubscribe/one-click')]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${url}?token=not-a-token`,
        headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, url).not.toBe(403);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    // A path that merely starts like it is not the exempt route.
    const lookalike = await t.app.inject({ method: 'POST', url: '/rest/v2/unsubscribe/one-click-x', headers: { host: 'localhost:8080' }, payload: {} });
    expect(lookalike.statusCode).toBe(403);
  });
});

describe.each(TEST_DIALECTS)('encoded paths and the rate limit on %s', (dialect) => {
  const LIMIT = 5;
  let t: TestApp;
  let client = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => t.close());

  /** Each spelling is a new client address, so it starts with the whole budget. */
  function nextClient(): string {
    client++;
    return `10.${dialect === 'sqlite' ? 1 : 2}.${Math.floor(client / 250)}.${client % 250}`;
  }

  const routes: { method: 'GET' | 'POST'; path: string; payload?: object; max: number }[] = [
    { method: 'GET', path: '/rest/v2/marketing/mail-domain-list', max: LIMIT },
    { method: 'GET', path: '/v3/paywalls/content/photos', max: LIMIT },
    { method: 'GET', path: '/apis/social/v1/providers', max: LIMIT },
    { method: 'GET', path: '/api/user/confirmation/confirm', max: LIMIT },
    { method: 'POST', path: '/rest/v2/logout', max: LIMIT },
    // Its own budget of 60 a minute (system/routes.ts); an invalid body still spends it.
    { method: 'POST', path: '/system/log', payload: {}, max: 60 },
  ];

  for (const route of routes) {
    it(`limits ${route.method} ${route.path} under every spelling`, async () => {
      for (const url of [route.path, ...encodedPaths(route.path)]) {
        const remoteAddress = nextClient();
        const call = () => t.request({ method: route.method, url, remoteAddress, ...(route.payload ? { payload: route.payload } : {}) });
        for (let i = 0; i < route.max; i++) {
          const res = await call();
          expect(res.statusCode, `${url} call ${i + 1}`).not.toBe(429);
          expect(res.statusCode, `${url} call ${i + 1}`).toBeLessThan(500);
        }
        const limited = await call();
        expect(limited.statusCode, url).toBe(429);
        expect(limited.json(), url).toMatchObject({ code: ApiCode.rateLimited });
      }
    });
  }

  it('shares one budget between the plain and the encoded spellings', async () => {
    const remoteAddress = nextClient();
    const urls = ['/rest/v2/marketing/mail-domain-list', '/%72est/v2/marketing/mail-domain-list', '/%72%65%73%74/v2/marketing/mail-domain-list'];
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await t.request({ method: 'GET', url: urls[i % urls.length]!, remoteAddress })).statusCode);
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses[LIMIT]).toBe(429);
  });

  it('counts unknown paths: a 404 is no way around the limit', async () => {
    for (const url of ['/rest/v2/nothing-here', '/%72est/v2/nothing-here', '/%73ystem/nothing']) {
      const remoteAddress = nextClient();
      for (let i = 0; i < LIMIT; i++) {
        const res = await t.request({ method: 'POST', url, remoteAddress, payload: {} });
        expect(res.statusCode, url).toBe(404);
      }
      const limited = await t.request({ method: 'POST', url, remoteAddress, payload: {} });
      expect(limited.statusCode, url).toBe(429);
    }
    const remoteAddress = nextClient();
    for (let i = 0; i < LIMIT; i++) {
      await t.request({ method: 'GET', url: '/rest/v2/nothing-here', remoteAddress, headers: { accept: 'application/json' } });
    }
    const limited = await t.request({ method: 'GET', url: '/rest/v2/nothing-here', remoteAddress, headers: { accept: 'application/json' } });
    expect(limited.statusCode).toBe(429);
  });

  it('leaves pages and files out of the budget', async () => {
    const remoteAddress = nextClient();
    for (let i = 0; i < LIMIT * 3; i++) {
      expect((await t.request({ method: 'GET', url: '/revisionConfig.json', remoteAddress })).statusCode).toBe(200);
    }
  });
});

describe.each(TEST_DIALECTS)('encoded secrets in request logs on %s', (dialect) => {
  let t: TestApp;
  let lines = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (lines += chunk.toString()));
    t = await startTestApp(dialect, { env: { LOG_LEVEL: 'info' }, deps: { logger: true, logStream: stream } });
  });
  afterAll(() => t.close());

  it('masks query keys and capability paths however they are spelled', async () => {
    expect(maskUrl('/?%61k=secret')).toBe('/?ak=***');
    expect(maskUrl('/sign/recover?%71=abc&%54=123&lang=de')).toBe('/sign/recover?q=***&T=***&lang=de');
    expect(maskUrl('/%72est/v2/user/data-export/tok123?x=1')).toBe('/rest/v2/user/data-export/***?x=1');
    expect(maskUrl('/rest/v2/user/%64ata-export/tok123')).toBe('/rest/v2/user/data-export/***');

    await t.request({ method: 'GET', url: '/revisionConfig.json?%61k=ak-secret-1&a%6B=ak-secret-2&timestamp=1' });
    await t.request({ method: 'GET', url: '/%72est/v2/user/data-export/export-secret-3' });
    await t.request({ method: 'GET', url: '/rest/v2/user/data-%65xport/export-secret-4' });
    expect(lines).toContain('/revisionConfig.json');
    expect(lines).toContain('/rest/v2/user/data-export/***');
    for (const secret of ['ak-secret-1', 'ak-secret-2', 'export-secret-3', 'export-secret-4']) expect(lines).not.toContain(secret);
  });
});
