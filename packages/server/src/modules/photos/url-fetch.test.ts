import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoErrorCode } from '@amora/contracts';
import { startImageHost, type ImageHost } from '../../testing/image-host.ts';
import { fetchPhotoFromUrl, type ResolveHost } from './url-fetch.ts';
import { isAddressAllowed, parseAllowlist, unmapped } from './url-guard.ts';

/** A photo server on loopback: the internal service an attacker would aim at. */
describe('fetchPhotoFromUrl SSRF guard', () => {
  let host: ImageHost;
  let image: Buffer;

  beforeAll(async () => {
    image = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    host = await startImageHost(image);
  });
  afterAll(() => host.close());

  /** `photos.test` is the operator's allowed host; it resolves to the loopback server. */
  const lookups: string[] = [];
  const resolve: ResolveHost = async (hostname) => {
    lookups.push(hostname);
    if (hostname === 'photos.test') return [{ address: '127.0.0.1', family: 4 }];
    if (hostname === 'mixed.test') return [{ address: '93.184.215.14', family: 4 }, { address: '10.1.2.3', family: 4 }];
    throw new Error('ENOTFOUND');
  };
  const allowHost = { allowlist: parseAllowlist(['photos.test']), resolve };

  async function refused(url: string, options = allowHost): Promise<void> {
    host.hits.length = 0;
    // Refused by the guard before any connection, not merely failing to connect.
    await expect(fetchPhotoFromUrl(url, options)).rejects.toMatchObject({
      statusCode: 400,
      code: PhotoErrorCode.uploadFailed,
      message: expect.stringMatching(/is not allowed|are not fetched|is not fetched/),
      fields: { url: 'photos.errors.uploadFailed' },
    });
    expect(host.hits, url).toEqual([]);
  }

  it('refuses loopback, link-local, private and "this host" addresses in every spelling', async () => {
    for (const url of [
      `http://127.0.0.1:${host.port}/a.jpg`,
      `http://[::1]:${host.port}/a.jpg`,
      'http://169.254.169.254/latest/meta-data/',
      `http://2130706433:${host.port}/a.jpg`,
      `http://0x7f000001:${host.port}/a.jpg`,
      `http://0177.0.0.1:${host.port}/a.jpg`,
      `http://127.1:${host.port}/a.jpg`,
      `http://[::ffff:127.0.0.1]:${host.port}/a.jpg`,
      'http://0.0.0.0/',
      'http://[::]/',
      'http://10.0.0.8/',
      'http://172.16.5.4/',
      'http://192.168.1.1/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
    ]) {
      await refused(url);
    }
  });

  it('refuses a host name that resolves to loopback, and one with any private address', async () => {
    await refused(`http://localhost:${host.port}/a.jpg`, { allowlist: parseAllowlist([]), resolve: (hostname) => (hostname === 'localhost' ? Promise.resolve([{ address: '::1', family: 6 }, { address: '127.0.0.1', family: 4 }]) : resolve(hostname)) });
    await refused(`http://localhost:${host.port}/a.jpg`, { allowlist: parseAllowlist([]) } as typeof allowHost);
    await refused('http://mixed.test/a.jpg');
  });

  it('refuses other protocols and addresses with credentials', async () => {
    await refused('file:///etc/passwd');
    await refused(`http://user:pass@photos.test:${host.port}/a.jpg`);
  });

  it('fetches from an allowed host, connecting to the address it checked (one lookup, pinned)', async () => {
    lookups.length = 0;
    host.hits.length = 0;
    // Only the pinned lookup can reach photos.test: the system resolver does not know it.
    const data = await fetchPhotoFromUrl(`http://photos.test:${host.port}/a.jpg`, allowHost);
    expect(data.equals(image)).toBe(true);
    expect(lookups).toEqual(['photos.test']);
    expect(host.hits).toEqual(['/a.jpg']);
  });

  it('refuses a redirect from the allowed server to loopback, and too many redirects', async () => {
    host.hits.length = 0;
    const to = encodeURIComponent(`http://127.0.0.1:${host.port}/secret.jpg`);
    await expect(fetchPhotoFromUrl(`http://photos.test:${host.port}/redirect?to=${to}`, allowHost)).rejects.toMatchObject({ code: PhotoErrorCode.uploadFailed, message: 'Address is not allowed' });
    expect(host.hits).toEqual([`/redirect?to=${to}`]);

    let url = `http://photos.test:${host.port}/a.jpg`;
    for (let i = 0; i < 5; i++) url = `http://photos.test:${host.port}/redirect?to=${encodeURIComponent(url)}`;
    await expect(fetchPhotoFromUrl(url, allowHost)).rejects.toMatchObject({ code: PhotoErrorCode.uploadFailed, message: 'Too many redirects' });
  });

  it('lets an allow-listed range through, following a redirect inside it', async () => {
    const options = { allowlist: parseAllowlist(['127.0.0.0/8']), resolve };
    const to = encodeURIComponent(`http://127.0.0.1:${host.port}/b.jpg`);
    expect((await fetchPhotoFromUrl(`http://127.0.0.1:${host.port}/redirect?to=${to}`, options)).equals(image)).toBe(true);
    await refused(`http://[::1]:${host.port}/a.jpg`, options);
  });
});

describe('url guard', () => {
  it('reads IPv4-mapped IPv6 as IPv4', () => {
    expect(unmapped('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(unmapped('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(unmapped('2001:db8::1')).toBe('2001:db8::1');
  });

  it('allows public addresses and refuses the forbidden ranges unless listed', () => {
    const none = parseAllowlist([]);
    expect(isAddressAllowed('example.com', '93.184.215.14', none)).toBe(true);
    expect(isAddressAllowed('example.com', '2606:2800:21f:cb07:6820:80da:af6b:8b2c', none)).toBe(true);
    for (const address of ['127.0.0.1', '10.0.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '0.0.0.0', '::1', '::', 'fc00::1', 'fe80::1', '::ffff:10.0.0.1']) {
      expect(isAddressAllowed('example.com', address, none), address).toBe(false);
    }
    expect(isAddressAllowed('172.15.0.1', '172.15.0.1', none)).toBe(true);
    expect(isAddressAllowed('cdn.internal', '10.0.0.1', parseAllowlist(['CDN.internal']))).toBe(true);
    expect(isAddressAllowed('other.internal', '10.0.0.1', parseAllowlist(['10.0.0.0/24', 'fd00::/8']))).toBe(true);
    expect(isAddressAllowed('other.internal', '10.0.1.1', parseAllowlist(['10.0.0.0/24']))).toBe(false);
    expect(isAddressAllowed('v6', 'fd12::1', parseAllowlist(['fd00::/8']))).toBe(true);
  });

  it('stops on a malformed allow-list entry', () => {
    expect(() => parseAllowlist(['example.com/8'])).toThrow(/PHOTO_URL_ALLOWLIST/);
    expect(() => parseAllowlist(['10.0.0.0/33'])).toThrow(/PHOTO_URL_ALLOWLIST/);
  });
});
