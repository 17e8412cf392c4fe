import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, PhotoErrorCode, type FunnelPhotosResponse } from '@amora/contracts';
import { HOUR } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { createMember } from '../auth/members.fixture.ts';
import { renditionKey } from './presets.ts';
import { photosRepo } from './repo.ts';
import { claimFunnelPhotos, FUNNEL_PHOTO_TTL_MS, removeUnclaimedFunnelPhotos } from './funnel-photos.ts';
import { FUNNEL_UPLOAD_THROTTLE } from './funnel-routes.ts';

interface FilePart {
  name: string;
  data: Buffer;
  field?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
function multipartBody(files: readonly FilePart[]): { payload: Buffer; contentType: string } {
  const boundary = `----amora${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const photo = (background: string) => sharp({ create: { width: 640, height: 800, channels: 3, background } });
/** A JPEG that says where it was taken, as phone photos do. */
const jpegWithGps = () =>
  photo('#aa6644')
    .jpeg()
    .withExif({ IFD0: { Make: 'AmoraPhone', Model: 'Test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 18/1' } })
    .toBuffer();

describe.each(TEST_DIALECTS)('funnel photo upload on %s', (dialect) => {
  let t: TestApp;
  let nextIp = 1;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** Each upload from its own address unless told, so the per-IP limit only bites where tested. */
  function upload(funnelId: string, files: readonly FilePart[], ip = `203.0.113.${nextIp++}`) {
    const { payload, contentType } = multipartBody(files);
    return t.request({ method: 'POST', url: `/apis/photos/v1/funnels/${funnelId}/photos`, payload, headers: { 'content-type': contentType }, remoteAddress: ip });
  }

  async function uploaded(funnelId: string, count: number): Promise<FunnelPhotosResponse['photos']> {
    const files = await Promise.all(Array.from({ length: count }, (_, i) => photo(`#${(0x303030 + i * 0x101010).toString(16)}`).png().toBuffer()));
    const res = await upload(
      funnelId,
      files.map((data, i) => ({ name: `p${i}.png`, data, contentType: 'image/png' })),
    );
    expect(res.statusCode).toBe(200);
    return (res.json() as FunnelPhotosResponse).photos;
  }

  it('stores JPEG, PNG and WebP uploads as pending funnel photos with every preset, EXIF GPS gone', async () => {
    const jpeg = await jpegWithGps();
    expect((await sharp(jpeg).metadata()).exif?.includes(Buffer.from('AmoraPhone'))).toBe(true);
    const res = await upload('funnel-a', [
      { name: 'beach.jpg', data: jpeg },
      { name: 'me.png', data: await photo('#336699').png().toBuffer(), contentType: 'image/png' },
      { name: 'dog.webp', data: await photo('#669933').webp().toBuffer(), contentType: 'image/webp' },
    ]);
    expect(res.statusCode).toBe(200);
    const { photos } = res.json() as FunnelPhotosResponse;
    expect(photos).toHaveLength(3);
    // Signed for the visitor who uploaded them (media-urls.ts), each preset in its first format.
    const forVisitor = (preset: 'avatar' | 'avatar_l' | 'w', extension: 'jpg' | 'webp') => t.app.services.photoFiles.mediaUrls.sign({ hid: photos[0]!.hid, preset, extension }, 'funnel');
    expect(photos[0]!.urls).toMatchObject({ avatar: forVisitor('avatar', 'jpg'), avatar_l: forVisitor('avatar_l', 'jpg'), w: forVisitor('w', 'webp') });
    for (const url of [photos[0]!.urls.o, photos[0]!.urls.avatar_l, photos[0]!.urls.w]) {
      const file = await t.request({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('AmoraPhone'))).toBe(false);
    }
  });

  it('refuses a text file named .jpg with photo code 3 and stores nothing', async () => {
    const res = await upload('funnel-b', [{ name: 'cat.jpg', data: Buffer.from('definitely not a picture\n'.repeat(100)) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: PhotoErrorCode.invalidFile, fields: { file: 'photos.errors.invalidFile' } });
    expect(await t.app.platform.db.selectFrom('funnel_photos').select('id').where('funnel_id', '=', 'funnel-b').execute()).toEqual([]);
  });

  it('refuses a file over 7,000,000 bytes with photo code 3, not a 500', async () => {
    const big = Buffer.concat([await photo('#123456').jpeg().toBuffer(), Buffer.alloc(MAX_PHOTO_BYTES)]);
    const res = await upload('funnel-c', [{ name: 'huge.jpg', data: big }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: PhotoErrorCode.invalidFile, fields: { file: 'photos.errors.invalidFile' } });
  });

  it('refuses 11 files in one request', async () => {
    const small = await photo('#777777').jpeg().toBuffer();
    const res = await upload(
      'funnel-d',
      Array.from({ length: 11 }, (_, i) => ({ name: `${i}.jpg`, data: small })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, fields: { file: 'validation.tooBig' } });
    expect(await t.app.platform.db.selectFrom('funnel_photos').select('id').where('funnel_id', '=', 'funnel-d').execute()).toEqual([]);
  });

  it('answers 400 envelopes for bodies that are not usable multipart', async () => {
    const url = '/apis/photos/v1/funnels/funnel-e/photos';
    for (const [contentType, payload] of [
      ['application/json', '{"file":"x"}'],
      ['multipart/form-data; boundary=x', 'garbage'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nunterminated'],
      ['multipart/form-data', '--x--'],
    ] as const) {
      const res = await t.request({ method: 'POST', url, payload, headers: { 'content-type': contentType }, remoteAddress: '198.51.100.7' });
      expect(res.statusCode, `${contentType} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${contentType} ${payload}`).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    }
    const noFile = multipartBody([{ name: 'x.txt', data: Buffer.from('x'), field: 'other' }]);
    const wrongField = await t.request({ method: 'POST', url, payload: noFile.payload, headers: { 'content-type': noFile.contentType }, remoteAddress: '198.51.100.8' });
    expect(wrongField.statusCode).toBe(400);
  });

  it('limits uploads per IP address', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < FUNNEL_UPLOAD_THROTTLE.limit; i++) expect((await upload('funnel-f', [], ip)).statusCode).toBe(400);
    const refused = await upload('funnel-f', [], ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await upload('funnel-f', [], '192.0.2.100')).statusCode).toBe(400);
  });

  it('claims funnel photos into the new account inside a transaction, the first as the avatar', async () => {
    const photos = await uploaded('funnel-g', 2);
    const member = await createMember(t, { email: 'claim@example.com' });
    const platform = t.app.platform;
    const order = [photos[1]!.hid, photos[0]!.hid];
    await platform.db.transaction().execute((trx) => claimFunnelPhotos(platform, trx, { funnelId: 'funnel-g', photoHids: order, accountId: member.id }));

    const rows = await platform.db.selectFrom('photos').selectAll().where('account_id', '=', member.id).orderBy('position').execute();
    expect(rows.map((r) => [r.hid, r.is_avatar, r.moderation])).toEqual([
      [order[0], 1, 'pending'],
      [order[1], 0, 'pending'],
    ]);
    expect((await photosRepo.findAvatar(platform.db, member.id))!.hid).toBe(order[0]);
    expect(await platform.db.selectFrom('funnel_photos').select('id').where('funnel_id', '=', 'funnel-g').execute()).toEqual([]);
    // The addresses the visitor saw stay valid, and the cleanup no longer touches them.
    t.clock.advance(25 * HOUR);
    await removeUnclaimedFunnelPhotos(platform, t.app.services.photoFiles);
    expect((await t.request({ method: 'GET', url: photos[1]!.urls.avatar })).statusCode).toBe(200);
  });

  it('refuses a claim of another funnel\'s photo and leaves both funnels as they were', async () => {
    const [mine] = await uploaded('funnel-h', 1);
    const [theirs] = await uploaded('funnel-i', 1);
    const member = await createMember(t, { email: 'thief@example.com' });
    const platform = t.app.platform;
    const claim = platform.db
      .transaction()
      .execute((trx) => claimFunnelPhotos(platform, trx, { funnelId: 'funnel-h', photoHids: [mine!.hid, theirs!.hid], accountId: member.id }));
    await expect(claim).rejects.toBeInstanceOf(ApiError);
    expect(await platform.db.selectFrom('photos').select('id').where('account_id', '=', member.id).execute()).toEqual([]);
    expect(await platform.db.selectFrom('funnel_photos').select('hid').where('hid', 'in', [mine!.hid, theirs!.hid]).execute()).toHaveLength(2);
  });

  it('the photos.funnel-cleanup job removes unclaimed funnel photos 24 hours after upload, files included', async () => {
    const platform = t.app.platform;
    // Earlier tests' funnel photos expire first, so only this test's photo is left to count.
    t.clock.advance(FUNNEL_PHOTO_TTL_MS + 1);
    await removeUnclaimedFunnelPhotos(platform, t.app.services.photoFiles);
    const [kept] = await uploaded('funnel-j', 1);
    const { storage_key } = await platform.db.selectFrom('funnel_photos').select('storage_key').where('hid', '=', kept!.hid).executeTakeFirstOrThrow();
    t.clock.advance(23 * HOUR);
    expect(await platform.jobs.run('photos.funnel-cleanup')).toBe(0);
    expect((await t.request({ method: 'GET', url: kept!.urls.o })).statusCode).toBe(200);
    t.clock.advance(1 * HOUR + 1);
    expect(await platform.jobs.run('photos.funnel-cleanup')).toBe(1);
    expect((await t.request({ method: 'GET', url: kept!.urls.o })).statusCode).toBe(404);
    expect(await platform.storage.get(renditionKey(storage_key, 'o', 'jpg'))).toBeFalsy();
    expect(await platform.db.selectFrom('funnel_photos').select('id').where('hid', '=', kept!.hid).execute()).toEqual([]);
  });
});
