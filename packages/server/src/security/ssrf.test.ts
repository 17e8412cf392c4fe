import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoErrorCode } from '@amora/contracts';
import { startImageHost, type ImageHost } from '../testing/image-host.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';

/**
 * SSRF through "photo from an address" (DESIGN.md §6, uploads; modules/photos/url-guard.ts):
 * a member's URL must never make the server reach loopback, private, link-local or metadata
 * addresses, in any spelling, through DNS or a redirect. The target is a real server on loopback,
 * the internal service an attacker aims at: it must never be hit and nothing may be stored.
 * The guard's own unit tests are in modules/photos/url-fetch.test.ts.
 */

const FROM_URL = '/apis/photos/v1/users/me/photos/from/url';
/** The guard's refusals, as opposed to a connection that merely failed. */
const GUARD_REFUSAL = /is not allowed|are not fetched|is not fetched|does not resolve/;

describe.each(TEST_DIALECTS)('SSRF through POST photos/from/url on %s', (dialect) => {
  let host: ImageHost;

  beforeAll(async () => {
    host = await startImageHost(await sharp({ create: { width: 640, height: 800, channels: 3, background: '#446688' } }).jpeg().toBuffer());
  });
  afterAll(() => host.close());

  const photoRows = (t: TestApp) => t.database.db.selectFrom('photos').select('id').execute();
  const mediaFiles = (t: TestApp) => {
    const dir = path.join(t.config.dataDir, 'media');
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((entry) => /\.(jpg|webp|png)$/.test(String(entry))) : [];
  };

  /** POSTs the address as a fresh member (the upload budget is per member) and expects a 400 refusal. */
  async function refused(t: TestApp, url: string, reason: 'guard' | 'schema' = 'guard'): Promise<void> {
    const member = await t.seed.member();
    const res = await t.request({ method: 'POST', url: FROM_URL, headers: member.headers, payload: { url, album_id: -3 } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    if (reason === 'guard') {
      expect(res.json(), url).toMatchObject({ code: PhotoErrorCode.uploadFailed, fields: { url: 'photos.errors.uploadFailed' } });
      expect(res.json().message, url).toMatch(GUARD_REFUSAL);
      // Nothing about what the host resolved to: the internal network stays unmapped.
      expect(res.json().message, url).not.toMatch(/\d+\.\d+\.\d+\.\d+|::|localhost/);
    } else {
      expect(res.json().fields, url).toEqual({ url: 'validation.invalid' });
    }
  }

  describe('with no allow-list (production)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect);
    });
    afterAll(() => t.close());

    it('refuses loopback, "this host", private and metadata addresses', async () => {
      host.hits.length = 0;
      for (const url of [
        `http://127.0.0.1:${host.port}/a.jpg`,
        `http://127.1:${host.port}/a.jpg`,
        `http://[::1]:${host.port}/a.jpg`,
        `http://0.0.0.0:${host.port}/a.jpg`,
        `http://[::]:${host.port}/a.jpg`,
        'http://10.0.0.8/a.jpg',
        'http://172.16.5.4/a.jpg',
        'http://172.31.255.254/a.jpg',
        'http://192.168.1.1/a.jpg',
        'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
        'http://[fd00::1]/a.jpg',
        'http://[fe80::1]/a.jpg',
      ]) {
        await refused(t, url);
      }
      expect(host.hits).toEqual([]);
    });

    it('refuses loopback written as decimal, octal, hex and IPv4-mapped IPv6', async () => {
      host.hits.length = 0;
      for (const url of [
        `http://2130706433:${host.port}/a.jpg`,
        `http://0177.0.0.1:${host.port}/a.jpg`,
        `http://0x7f000001:${host.port}/a.jpg`,
        `http://0x7f.0.0.1:${host.port}/a.jpg`,
        `http://017700000001:${host.port}/a.jpg`,
        `http://[::ffff:127.0.0.1]:${host.port}/a.jpg`,
        `http://[::ffff:7f00:1]:${host.port}/a.jpg`,
        `http://[0:0:0:0:0:ffff:127.0.0.1]:${host.port}/a.jpg`,
        'http://[::ffff:169.254.169.254]/latest/meta-data/',
      ]) {
        await refused(t, url);
      }
      expect(host.hits).toEqual([]);
    });

    it('refuses names that resolve to loopback', async () => {
      host.hits.length = 0;
      // localhost resolves to 127.0.0.1 here; names under .localhost are loopback by RFC 6761
      // (refused as loopback where the resolver answers them, as unresolvable where it does not).
      for (const url of [`http://localhost:${host.port}/a.jpg`, `http://LOCALHOST:${host.port}/a.jpg`, `http://photos.localhost:${host.port}/a.jpg`, `http://localhost.:${host.port}/a.jpg`]) {
        await refused(t, url);
      }
      expect(host.hits).toEqual([]);
    });

    it('refuses non-http schemes before anything is fetched', async () => {
      host.hits.length = 0;
      for (const url of ['file:///etc/passwd', `ftp://127.0.0.1:${host.port}/a.jpg`, 'data:image/png;base64,iVBORw0KGgo=', `gopher://127.0.0.1:${host.port}/_GET%20/a.jpg`, 'javascript:alert(1)']) {
        await refused(t, url, 'schema');
      }
      expect(host.hits).toEqual([]);
    });

    it('refuses userinfo tricks that hide the real host', async () => {
      host.hits.length = 0;
      for (const url of [`http://evil@127.0.0.1:${host.port}/a.jpg`, `http://user:pass@localhost:${host.port}/a.jpg`, `http://example.com@127.0.0.1:${host.port}/a.jpg`, `http://127.0.0.1:${host.port}@example.com/a.jpg`]) {
        await refused(t, url);
      }
      expect(host.hits).toEqual([]);
    });

    it('stored nothing for any of the refused addresses', async () => {
      expect(await photoRows(t)).toEqual([]);
      expect(mediaFiles(t)).toEqual([]);
    });
  });

  describe('with the operator allowing one host (localhost)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { env: { PHOTO_URL_ALLOWLIST: 'localhost' } });
    });
    afterAll(() => t.close());

    it('refuses a redirect from the allowed host to loopback, a metadata address or another scheme, storing nothing', async () => {
      for (const target of [`http://127.0.0.1:${host.port}/secret.jpg`, `http://[::1]:${host.port}/secret.jpg`, 'http://169.254.169.254/latest/meta-data/', `http://2130706433:${host.port}/secret.jpg`, 'file:///etc/passwd']) {
        host.hits.length = 0;
        const to = encodeURIComponent(target);
        await refused(t, `http://localhost:${host.port}/redirect?to=${to}`);
        // The allowed host was asked; the address it pointed to never was.
        expect(host.hits, target).toEqual([`/redirect?to=${to}`]);
      }
      expect(await photoRows(t)).toEqual([]);
      expect(mediaFiles(t)).toEqual([]);
    });

    it('still fetches from the allowed host itself, so the refusals above are the guard and not a dead server', async () => {
      host.hits.length = 0;
      const member = await t.seed.member();
      const res = await t.request({ method: 'POST', url: FROM_URL, headers: member.headers, payload: { url: `http://localhost:${host.port}/a.jpg`, album_id: -3 } });
      expect(res.statusCode, res.body).toBe(200);
      expect(host.hits).toEqual(['/a.jpg']);
      expect(await photoRows(t)).toHaveLength(1);
    });
  });
});
