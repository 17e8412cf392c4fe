import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

describe.each(TEST_DIALECTS)('GET /i18n/:lang/:namespace.json on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  const common = { home: { register: 'Registrieren' } };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-i18n-'));
    fs.mkdirSync(path.join(dir, 'de-DE'));
    fs.writeFileSync(path.join(dir, 'de-DE', 'common.json'), JSON.stringify(common));
    t = await startTestApp(dialect, { env: { I18N_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

  it('serves a namespace with an ETag, and 304 when unchanged', async () => {
    const res = await get('/i18n/de-DE/common.json?timestamp=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(common);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/i18n/de-DE/common.json', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the new text after the file changes', async () => {
    const before = (await get('/i18n/de-DE/common.json')).headers.etag;
    const changed = { home: { register: 'Jetzt registrieren' } };
    fs.writeFileSync(path.join(dir, 'de-DE', 'common.json'), JSON.stringify(changed, null, 1));
    const res = await get('/i18n/de-DE/common.json', { 'if-none-match': before as string });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(changed);
    expect(res.headers.etag).not.toBe(before);
  });

  it('answers 404 for unknown languages and namespaces', async () => {
    for (const url of ['/i18n/de-DE/missing.json', '/i18n/xx-XX/common.json', '/i18n/de/common.json', '/i18n/de-DE/Common.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(404);
    }
  });
});
