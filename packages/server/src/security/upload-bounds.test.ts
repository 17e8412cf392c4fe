import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_FILES, PhotoErrorCode, type AlbumPhoto, type FunnelPhotosResponse, type PhotoUploadResponse, type VerificationHashResponse } from '@amora/contracts';
import type { SeededMember } from '../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';
import { multipartBody, type FilePart } from '../testing/multipart.ts';
import { ordinaryPhoto } from './multipart.fixture.ts';

const INVALID_FILE = { code: PhotoErrorCode.invalidFile, fields: { file: 'photos.errors.invalidFile' } };
const empty: FilePart = { name: 'empty.jpg', data: Buffer.alloc(0) };

/**
 * A flat 1-bit palette PNG: a few kilobytes that decode to `side`² pixels. 6300² (39.7 MP) is
 * over the pixel cap; 4500² (20.3 MP) is under it but thousands of pixels a byte.
 */
const bombs = new Map<number, Promise<Buffer>>();
const bomb = (side: number): Promise<Buffer> => {
  if (!bombs.has(side)) bombs.set(side, sharp({ create: { width: side, height: side, channels: 3, background: '#000000' } }).png({ palette: true, colours: 2, compressionLevel: 9 }).toBuffer());
  return bombs.get(side)!;
};

describe.each(TEST_DIALECTS)('upload bounds on %s', (dialect) => {
  let t: TestApp;
  let nextIp = 1;
  /** The remote photo server of `from/url`: each path answers what `remote` holds for it. */
  let server: http.Server;
  let origin: string;
  const remote = new Map<string, { body: Buffer; headers?: Record<string, string> }>();

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const answer = remote.get(request.url ?? '');
      if (!answer) response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': 'image/jpeg', ...answer.headers }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await startTestApp(dialect, { env: { PHOTO_URL_ALLOWLIST: '127.0.0.1/32' } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const mediaFiles = () => {
    const dir = path.join(t.config.dataDir, 'media');
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((entry) => /\.(jpg|webp)$/.test(String(entry))).length : 0;
  };
  const rows = async (member: SeededMember) => (await t.app.platform.db.selectFrom('photos').select('id').where('account_id', '=', member.account.id).execute()).length;
  const funnelRows = async (funnelId: string) => (await t.app.platform.db.selectFrom('funnel_photos').select('id').where('funnel_id', '=', funnelId).execute()).length;

  const fromFile = (member: SeededMember, files: readonly FilePart[]) => {
    const { payload, contentType } = multipartBody({ album_id: '-3' }, files);
    return t.request({ method: 'POST', url: '/apis/photos/v1/users/me/photos/from/file', payload, headers: { ...member.headers, 'content-type': contentType } });
  };
  const funnel = (funnelId: string, files: readonly FilePart[]) => {
    const { payload, contentType } = multipartBody({}, files);
    return t.request({ method: 'POST', url: `/apis/photos/v1/funnels/${funnelId}/photos`, payload, headers: { 'content-type': contentType }, remoteAddress: `192.0.2.${nextIp++}` });
  };
  const verification = async (member: SeededMember, file: FilePart) => {
    const issued = await t.request({ method: 'POST', url: '/apis/photos/v1/users/me/verification/hash', headers: member.headers });
    const { hash } = issued.json() as VerificationHashResponse;
    const { payload, contentType } = multipartBody({ hash }, [file]);
    return t.request({ method: 'POST', url: '/apis/photos/v1/users/me/verification/photos', payload, headers: { ...member.headers, 'content-type': contentType } });
  };
  const verificationFiles = async (member: SeededMember) =>
    (await t.app.platform.db.selectFrom('verifications').select('storage_key').where('account_id', '=', member.account.id).where('storage_key', 'is not', null).execute()).length;
  const fromUrl = (member: SeededMember, url: string) => t.request({ method: 'POST', url: '/apis/photos/v1/users/me/photos/from/url', headers: member.headers, payload: { url, album_id: -3 } });

  it('refuses a 0-byte file in a selection with photo code 3 for that file, and keeps the others', async () => {
    const member = await t.seed.member();
    const before = mediaFiles();
    const alone = await fromFile(member, [empty]);
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json()).toEqual({ photos: [], errors: [{ index: 0, name: 'empty.jpg', code: PhotoErrorCode.invalidFile, key: 'photos.errors.invalidFile' }] });
    expect(await rows(member)).toBe(0);
    expect(mediaFiles()).toBe(before);

    const mixed = await fromFile(member, [empty, { name: 'good.jpg', data: await ordinaryPhoto() }]);
    expect(mixed.statusCode, mixed.body).toBe(200);
    const { photos, errors } = mixed.json() as PhotoUploadResponse;
    expect(errors).toEqual([{ index: 0, name: 'empty.jpg', code: PhotoErrorCode.invalidFile, key: 'photos.errors.invalidFile' }]);
    expect(photos.map((photo) => [photo.metadata.width, photo.metadata.height])).toEqual([[640, 800]]);
    expect(await rows(member)).toBe(1);
  });

  it('refuses a 0-byte file in the unauthenticated funnel upload with 400, photo code 3, storing nothing', async () => {
    const before = mediaFiles();
    const res = await funnel('funnel-empty', [empty]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(INVALID_FILE);
    expect(await funnelRows('funnel-empty')).toBe(0);
    expect(mediaFiles()).toBe(before);
  });

  it('refuses a 0-byte verification photo with 400, photo code 3, storing nothing and leaving the verification untouched', async () => {
    const member = await t.seed.member();
    const before = mediaFiles();
    const res = await verification(member, empty);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(INVALID_FILE);
    expect(await verificationFiles(member)).toBe(0);
    expect(mediaFiles()).toBe(before);
    expect((await t.request({ method: 'GET', url: '/apis/photos/v1/users/me/verification', headers: member.headers })).json()).toEqual({ status: 'none' });
  });

  it('refuses an empty remote image for from/url with 400, photo code 3, and an empty request body with 400', async () => {
    const member = await t.seed.member();
    const before = mediaFiles();
    remote.set('/empty.jpg', { body: Buffer.alloc(0) });
    remote.set('/empty-chunked.jpg', { body: Buffer.alloc(0), headers: { 'transfer-encoding': 'chunked' } });
    for (const file of ['/empty.jpg', '/empty-chunked.jpg']) {
      const res = await fromUrl(member, `${origin}${file}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json(), file).toMatchObject({ code: PhotoErrorCode.invalidFile });
    }
    for (const payload of ['', '{}']) {
      const res = await t.request({ method: 'POST', url: '/apis/photos/v1/users/me/photos/from/url', headers: { ...member.headers, 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
    }
    expect(await rows(member)).toBe(0);
    expect(mediaFiles()).toBe(before);
  });

  it(`refuses ${MAX_UPLOAD_FILES} flat 6300 × 6300 PNGs of a few KB each from their header, on every upload route, storing nothing`, async () => {
    const data = await bomb(6300);
    expect(data.length).toBeLessThan(10_000);
    const files = Array.from({ length: MAX_UPLOAD_FILES }, (_, i) => ({ name: `bomb${i}.png`, data, contentType: 'image/png' }));
    const member = await t.seed.member();
    const before = mediaFiles();

    const selection = await fromFile(member, files);
    expect(selection.statusCode, selection.body).toBe(200);
    expect(selection.json()).toEqual({ photos: [], errors: files.map((file, index) => ({ index, name: file.name, code: PhotoErrorCode.invalidFile, key: 'photos.errors.invalidFile' })) });
    expect(await rows(member)).toBe(0);

    const funnelled = await funnel('funnel-bombs', files);
    expect(funnelled.statusCode, funnelled.body).toBe(400);
    expect(funnelled.json()).toMatchObject(INVALID_FILE);
    expect(await funnelRows('funnel-bombs')).toBe(0);

    const verified = await verification(member, files[0]!);
    expect(verified.statusCode, verified.body).toBe(400);
    expect(verified.json()).toMatchObject(INVALID_FILE);
    expect(await verificationFiles(member)).toBe(0);

    remote.set('/bomb.png', { body: data, headers: { 'content-type': 'image/png' } });
    const fetched = await fromUrl(member, `${origin}/bomb.png`);
    expect(fetched.statusCode, fetched.body).toBe(400);
    expect(fetched.json()).toMatchObject({ code: PhotoErrorCode.invalidFile });
    expect(await rows(member)).toBe(0);
    expect(mediaFiles()).toBe(before);
  });

  it('refuses an image under the pixel cap that weighs nothing like a photo (a 4500 × 4500 PNG of a few KB)', async () => {
    const data = await bomb(4500);
    expect(data.length * 1000).toBeLessThan(4500 * 4500);
    const member = await t.seed.member();
    const before = mediaFiles();
    const res = await fromFile(member, [{ name: 'flat.png', data, contentType: 'image/png' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as PhotoUploadResponse).errors).toEqual([{ index: 0, name: 'flat.png', code: PhotoErrorCode.invalidFile, key: 'photos.errors.invalidFile' }]);
    const funnelled = await funnel('funnel-flat', [{ name: 'flat.png', data, contentType: 'image/png' }]);
    expect(funnelled.statusCode).toBe(400);
    expect(funnelled.json()).toMatchObject(INVALID_FILE);
    expect(await rows(member)).toBe(0);
    expect(mediaFiles()).toBe(before);
  });

  it('still takes an ordinary 640 × 800 photo on every upload route', async () => {
    const member = await t.seed.member();
    const selection = await fromFile(member, [{ name: 'me.jpg', data: await ordinaryPhoto() }]);
    expect(selection.statusCode, selection.body).toBe(200);
    expect((selection.json() as PhotoUploadResponse).photos).toHaveLength(1);

    const funnelled = await funnel('funnel-ordinary', [{ name: 'me.jpg', data: await ordinaryPhoto() }]);
    expect(funnelled.statusCode, funnelled.body).toBe(200);
    expect((funnelled.json() as FunnelPhotosResponse).photos).toHaveLength(1);

    const verified = await verification(member, { name: 'me.jpg', data: await ordinaryPhoto() });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ status: 'pending' });

    remote.set('/ordinary.jpg', { body: await ordinaryPhoto() });
    const fetched = await fromUrl(member, `${origin}/ordinary.jpg`);
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect((fetched.json() as AlbumPhoto).metadata).toMatchObject({ width: 640, height: 800 });
    expect(await rows(member)).toBe(2);
  });
});
