import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';

/**
 * Path traversal against every route that maps a URL to a file (DESIGN.md §6, §9): translations,
 * the built SPA, brand assets, photo renditions and the data-export download. Each is tried with
 * plain, encoded, double-encoded, backslash, overlong and NUL forms of `..`, aimed at real files
 * outside its folder; none may be served and none may answer 500.
 */

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const SERVER_PACKAGE_JSON = path.resolve(import.meta.dirname, '../../package.json');

/** A file outside every served folder, and a string only its content has. */
interface Target {
  file: string;
  marker: string;
}

/** The spellings of `relative` (a path with `/` and `..`) that traversal attempts use. */
function spellings(relative: string): string[] {
  const forms = new Set([
    relative,
    relative.replaceAll('/', '%2F'),
    relative.replaceAll('..', '%2e%2e').replaceAll('/', '%2f'),
    relative.replaceAll('..', '.%2E'),
    relative.replaceAll('..', '%252e%252e').replaceAll('/', '%252f'),
    relative.replaceAll('/', '%5C'),
    relative.replaceAll('/', '\\'),
    relative.replaceAll('..', '%c0%ae%c0%ae'),
    relative.replaceAll('/', '%2F').replace(/$/, '%00.json'),
    `${relative.replaceAll('/', '%2F')}%00`,
  ]);
  return [...forms];
}

function fixtureDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

describe.each(TEST_DIALECTS)('path traversal on %s', (dialect) => {
  let t: TestApp;
  let i18nDir: string;
  let distDir: string;
  let targets: Target[];
  const cleanup: string[] = [];

  beforeAll(async () => {
    // Translations with a file beside them that traversal aims at.
    i18nDir = fixtureDir('amora-i18n-');
    cleanup.push(i18nDir);
    fs.mkdirSync(path.join(i18nDir, 'de-DE'));
    fs.writeFileSync(path.join(i18nDir, 'de-DE', 'common.json'), JSON.stringify({ home: { register: 'Registrieren' } }));
    fs.writeFileSync(path.join(i18nDir, 'secret.json'), '{"secret": true}');
    // A build shaped like packages/web/dist, next to a file that must never be served.
    const distParent = fixtureDir('amora-dist-');
    cleanup.push(distParent);
    distDir = path.join(distParent, 'dist');
    fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(distParent, 'secret.txt'), 'do not serve');
    fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(distDir, 'assets', 'index-4f2a9c.js'), 'console.log("app");');

    t = await startTestApp(dialect, { env: { I18N_DIR: i18nDir, WEB_DIST_DIR: distDir } });
    // Where a production server keeps its signing keys.
    fs.writeFileSync(path.join(t.config.dataDir, 'secrets.json'), '{"canary": "TRAVERSAL-CANARY-SECRETS"}');
    fs.mkdirSync(path.join(t.config.dataDir, 'media'), { recursive: true });
    targets = [
      { file: path.join(t.config.dataDir, 'secrets.json'), marker: 'TRAVERSAL-CANARY-SECRETS' },
      { file: SERVER_PACKAGE_JSON, marker: '"@amora/server"' },
      { file: '/etc/passwd', marker: 'root:' },
      { file: path.join(i18nDir, 'secret.json'), marker: '"secret": true' },
      { file: path.join(distParent, 'secret.txt'), marker: 'do not serve' },
    ];
  });
  afterAll(async () => {
    await t.close();
    for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

  /** No target's content in the answer, and no 500. */
  function expectNothingLeaked(url: string, res: LightMyRequestResponse): void {
    expect(res.statusCode, url).not.toBe(500);
    for (const { marker } of targets) expect(res.body, `${url} leaked ${marker}`).not.toContain(marker);
  }

  /**
   * Refused (400/403/404), or — for plain `..` segments, which URL parsing resolves before routing
   * so the request lands on another path — the SPA's page. Never a file.
   */
  function expectRefused(url: string, res: LightMyRequestResponse): void {
    expectNothingLeaked(url, res);
    if (res.statusCode === 200) expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    else expect([400, 403, 404], url).toContain(res.statusCode);
  }

  /**
   * Every spelling of the way from `root` (the served folder) to every target, placed into the
   * URL by `urlOf`. The way is computed from the real folders, so it lands exactly on the file.
   */
  function attacks(root: string, urlOf: (traversal: string) => string): string[] {
    const urls: string[] = [];
    for (const { file } of targets) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      for (const form of spellings(relative)) urls.push(urlOf(form));
      // Deeper than needed still stops at the file-system root.
      for (const form of spellings(`../../../../../../../..${file}`)) urls.push(urlOf(form));
    }
    return urls;
  }

  it('GET /i18n/:lang/:namespace.json never leaves the translations directory', async () => {
    // Moved from modules/system/i18n.test.ts, assertions kept.
    const encoded = [
      '/i18n/de-DE/..%2Fsecret.json',
      '/i18n/de-DE/..%2F..%2Fsecret.json',
      '/i18n/..%2Fsecret.json/x.json',
      '/i18n/de-DE/%2E%2E%2Fsecret.json',
      '/i18n/de-DE/..%5Csecret.json',
      '/i18n/de-DE/%252e%252e%252fsecret.json',
    ];
    for (const url of encoded) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('"secret": true');
    }
    // A NUL byte is refused as bad input before any file is looked at.
    const nul = await get('/i18n/de-DE/common.json%00.json');
    expect(nul.statusCode).toBe(400);
    expect(nul.body).not.toContain('"secret": true');
    // Plain dot segments are resolved before routing and land elsewhere, never on the file.
    for (const url of ['/i18n/de-DE/../secret.json', '/i18n/../secret.json', '/i18n/de-DE/../../secret.json']) {
      expect((await get(url)).body, url).not.toContain('"secret": true');
    }

    const langDir = path.join(i18nDir, 'de-DE');
    const urls = [
      ...attacks(langDir, (traversal) => `/i18n/de-DE/${traversal}.json`),
      ...attacks(langDir, (traversal) => `/i18n/de-DE/${traversal}`),
      ...attacks(i18nDir, (traversal) => `/i18n/${traversal}/common.json`),
    ];
    for (const url of urls) expectRefused(url, await get(url));
    // The real file is still served, so the refusals above are not a dead route.
    expect((await get('/i18n/de-DE/common.json')).json()).toEqual({ home: { register: 'Registrieren' } });
  });

  it('static files of the build never come from outside it', async () => {
    // Moved from modules/site/spa-routes.test.ts, assertions kept.
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const res = await get(url, HTML);
      expect(res.statusCode).not.toBe(500);
      expect(res.body).not.toContain('do not serve');
    }

    const urls = [...attacks(distDir, (traversal) => `/${traversal}`), ...attacks(path.join(distDir, 'assets'), (traversal) => `/assets/${traversal}`)];
    for (const url of urls) {
      for (const headers of [HTML, { accept: '*/*' }, { accept: 'application/json' }]) {
        expectRefused(url, await get(url, headers));
      }
    }
    expect((await get('/assets/index-4f2a9c.js')).body).toBe('console.log("app");');
    expect((await get('/sw.js')).statusCode).toBe(200);
  });

  it('/brand/:shortName/:asset serves only the brand assets it knows', async () => {
    // Brand assets are drawn in code, not read from a folder; the traversal aims from the server package.
    const root = path.dirname(SERVER_PACKAGE_JSON);
    const urls = [
      ...attacks(root, (traversal) => `/brand/amora/${traversal}`),
      ...attacks(root, (traversal) => `/brand/${traversal}/logo.svg`),
      ...attacks(root, (traversal) => `/brand/amora/${traversal}/manifest.json`),
    ];
    for (const url of urls) {
      expectRefused(url, await get(url));
    }
    expect((await get('/brand/amora/logo.svg')).statusCode).toBe(200);
  });

  it('/media/photos/:photoHid/:preset.:ext never reads outside the media folder', async () => {
    const photoDir = path.join(t.config.dataDir, 'media', 'photos', 'x');
    const urls = [
      ...attacks(photoDir, (traversal) => `/media/photos/${traversal}/avatar.jpg`),
      ...attacks(photoDir, (traversal) => `/media/photos/x/${traversal}.jpg`),
      ...attacks(photoDir, (traversal) => `/media/photos/x/avatar.${traversal}`),
      ...attacks(photoDir, (traversal) => `/media/photos/x/${traversal}`),
    ];
    for (const url of urls) {
      expectRefused(url, await get(url));
    }
  });

  it('the data-export download takes only its token, never a path', async () => {
    const exportsDir = path.join(t.config.dataDir, 'media', 'exports');
    const urls = [...attacks(exportsDir, (traversal) => `/rest/v2/user/data-export/${traversal}`), ...attacks(exportsDir, (traversal) => `/rest/v2/user/data-export/${traversal}.zip`)];
    for (const url of urls) {
      expectRefused(url, await get(url));
    }
  });
});
