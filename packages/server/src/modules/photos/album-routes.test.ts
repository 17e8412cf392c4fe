import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, PhotoErrorCode, PhotoStatus, type AlbumPhoto, type PhotoAlbum, type PhotoUploadResponse } from '@amora/contracts';
import { DAY } from '../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { approve, markFakeAge } from '../../moderation/commands.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { multipartBody, type FilePart } from '../../testing/multipart.ts';

const picture = (background: string, width = 640, height = 800) => sharp({ create: { width, height, channels: 3, background } });
/** A JPEG that says where it was taken, as phone photos do. */
const jpegWithGps = () =>
  picture('#aa6644')
    .jpeg()
    .withExif({ IFD0: { Make: 'AmoraPhone', Model: 'Test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 18/1' } })
    .toBuffer();

describe.each(TEST_DIALECTS)('member photo albums on %s', (dialect) => {
  let t: TestApp;
  let me: SeededMember;
  let other: SeededMember;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    me = await t.seed.member();
    other = await t.seed.member({ profile: { name: 'Ben', gender: 'male', search_gender: 'female' } });
  });
  afterAll(() => t.close());

  function upload(member: SeededMember, files: readonly FilePart[], headers: Record<string, string> = {}, albumId?: string) {
    const { payload, contentType } = multipartBody({ album_id: albumId ?? '-3' }, files);
    return t.request({ method: 'POST', url: '/apis/photos/v1/users/me/photos/from/file', payload, headers: { ...member.headers, ...headers, 'content-type': contentType } });
  }

  async function uploadColours(member: SeededMember, colours: readonly string[]): Promise<AlbumPhoto[]> {
    const files = await Promise.all(colours.map(async (colour, i) => ({ name: `p${i}.png`, data: await picture(colour).png().toBuffer(), contentType: 'image/png' })));
    const res = await upload(member, files);
    expect(res.statusCode).toBe(200);
    return (res.json() as PhotoUploadResponse).photos;
  }

  async function album(member: SeededMember, url = '/apis/photos/v1/users/me/albums/-3', headers: Record<string, string> = {}): Promise<PhotoAlbum> {
    const res = await t.request({ method: 'GET', url, headers: { ...member.headers, ...headers } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PhotoAlbum;
  }

  const moderate = (hid: string, moderation: 'approved' | 'rejected') => t.app.platform.db.updateTable('photos').set({ moderation }).where('hid', '=', hid).execute();
  const mediaFiles = () => fs.readdirSync(path.join(t.config.dataDir, 'media'), { recursive: true }).filter((entry) => /\.(jpg|webp)$/.test(String(entry)));

  it('stores JPEG, PNG named .jpg and WebP as pending photos, the first the cover, EXIF GPS gone from every rendition', async () => {
    const member = await t.seed.member();
    const jpeg = await jpegWithGps();
    const res = await upload(
      member,
      [
        { name: 'beach.jpg', data: jpeg },
        { name: 'renamed.jpg', data: await picture('#336699').png().toBuffer() },
        { name: 'dog.webp', data: await picture('#669933').webp().toBuffer(), contentType: 'image/webp' },
      ],
      { accept: 'image/avif,image/webp,*/*' },
    );
    expect(res.statusCode).toBe(200);
    const { photos, errors } = res.json() as PhotoUploadResponse;
    expect(errors).toEqual([]);
    expect(photos.map((p) => [p.status, p.metadata.isAvatar])).toEqual([
      [PhotoStatus.pending, true],
      [PhotoStatus.pending, false],
      [PhotoStatus.pending, false],
    ]);
    // WebP for a browser that takes it; `o` exists as JPEG only.
    expect(photos[0]!.images.avatar).toMatch(/\/avatar\.webp\?/);
    expect(photos[0]!.images.o).toMatch(/\/o\.jpg\?/);
    expect(photos[0]!.images.w).toMatch(/\/w\.webp\?/);

    for (const preset of ['o', 'w', 'thumb_400', 'thumb_600', 'avatar', 'avatar_l', 'avatar_p', 'avatar_w'] as const) {
      const file = await t.request({ method: 'GET', url: photos[0]!.images[preset]! });
      expect(file.statusCode, preset).toBe(200);
      expect((await sharp(file.rawPayload).metadata()).exif, preset).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('AmoraPhone')), preset).toBe(false);
    }
    const thumb = await sharp((await t.request({ method: 'GET', url: photos[0]!.images.thumb_600! })).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([480, 600]);

    const own = await album(member);
    expect(own).toMatchObject({ id: -3, coverId: photos[0]!.id, countModerated: 0, countUnmoderated: 3, userId: member.account.id, userHashId: member.account.hid });
    // Without image/webp in Accept the album lists JPEG and leaves the WebP-only `w` out.
    expect(own.photos[0]!.images.avatar).toMatch(/\/avatar\.jpg\?/);
    expect(own.photos[0]!.images.w).toBeUndefined();
  });

  it('lists each refused file with its photo error code and keeps the good ones', async () => {
    const member = await t.seed.member();
    const before = mediaFiles().length;
    const res = await upload(member, [
      { name: 'note.jpg', data: Buffer.from('Just a note, saved as a photo\n'.repeat(100)) },
      { name: 'huge.jpg', data: Buffer.concat([await picture('#123456').jpeg().toBuffer(), Buffer.alloc(MAX_PHOTO_BYTES)]) },
      { name: 'tiny.jpg', data: await picture('#654321', 120, 120).jpeg().toBuffer() },
      { name: 'good.jpg', data: await picture('#445566').jpeg().toBuffer() },
    ]);
    expect(res.statusCode).toBe(200);
    const { photos, errors } = res.json() as PhotoUploadResponse;
    expect(errors).toEqual([
      { index: 0, name: 'note.jpg', code: PhotoErrorCode.invalidFile, key: 'photos.errors.invalidFile' },
      { index: 1, name: 'huge.jpg', code: PhotoErrorCode.invalidFile, key: 'photos.errors.invalidFile' },
      { index: 2, name: 'tiny.jpg', code: PhotoErrorCode.invalidImage, key: 'photos.errors.invalidImage' },
    ]);
    expect(photos).toHaveLength(1);
    // Only the good photo's renditions were written (9 presets and the blurred one, jpg and webp as each has).
    expect(mediaFiles().length - before).toBe(18);
  });

  it('refuses 11 files with the upload-limit error and stores nothing', async () => {
    const member = await t.seed.member();
    const data = await picture('#777777').jpeg().toBuffer();
    const res = await upload(
      member,
      Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, data })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { file: 'photos.errors.uploadLimit' } });
    expect((await album(member)).photos).toEqual([]);
  });

  it('tells the owner why and when a photo was rejected (fake age), and nobody else', async () => {
    const owner = await t.seed.member();
    const [kept, refused] = await uploadColours(owner, ['#334455', '#554433']);
    await approve(t.app, [kept!.id]);
    const decided = t.clock.now();
    await markFakeAge(t.app, [refused!.id]);

    const own = await album(owner);
    expect(own.photos.find((p) => p.id === refused!.id)!.moderation).toEqual({ reason: 'fake_age', at: decided });
    expect(own.photos.find((p) => p.id === kept!.id)!.moderation).toBeNull();
    const seen = await album(me, `/apis/photos/v1/users/${owner.account.hid}/albums/-3`);
    expect(seen.photos.every((p) => p.moderation === null)).toBe(true);
  });

  it('refuses an album other than the profile album and a request without a login', async () => {
    const res = await upload(me, [{ name: 'a.jpg', data: await picture('#101010').jpeg().toBuffer() }], {}, '5');
    expect(res.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/apis/photos/v1/users/me/albums/7', headers: me.headers })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/apis/photos/v1/users/me/albums/-3' })).statusCode).toBe(401);
  });

  it("shows another member's moderated photos only: a free viewer sees the first clear, the rest blurred under other addresses", async () => {
    const owner = await t.seed.member();
    const photos = await uploadColours(owner, ['#aa0000', '#00aa00', '#0000aa', '#aaaa00']);
    await moderate(photos[0]!.id, 'approved');
    await moderate(photos[1]!.id, 'approved');
    await moderate(photos[2]!.id, 'approved');
    await moderate(photos[3]!.id, 'rejected');

    const own = await album(owner);
    expect(own.photos.map((p) => p.status)).toEqual([PhotoStatus.moderated, PhotoStatus.moderated, PhotoStatus.moderated, PhotoStatus.rejected]);
    expect([own.countModerated, own.countUnmoderated]).toEqual([3, 0]);

    const url = `/apis/photos/v1/users/${owner.account.hid}/albums/-3`;
    const res = await t.request({ method: 'GET', url, headers: other.headers });
    const seen = res.json() as PhotoAlbum;
    expect(seen.userId).toBeNull();
    const blurHidOf = async (hid: string) => (await t.app.platform.db.selectFrom('photos').select('blur_hid').where('hid', '=', hid).executeTakeFirstOrThrow()).blur_hid;
    // A blurred photo is named by its blurred rendition's hid, never by the photo's.
    expect(seen.photos.map((p) => [p.id, p.metadata.isBlurred])).toEqual([
      [photos[0]!.id, false],
      [await blurHidOf(photos[1]!.id), true],
      [await blurHidOf(photos[2]!.id), true],
    ]);
    expect(Object.keys(seen.photos[1]!.images)).toEqual(['blur']);
    // Nothing in the answer leads to the original of a blurred photo: its hid is not even in it.
    for (const blurred of [photos[1]!, photos[2]!]) expect(res.body).not.toContain(blurred.id);
    const blurUrl = seen.photos[1]!.images.blur!;
    expect((await t.request({ method: 'GET', url: blurUrl })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: blurUrl.replace('/blur.jpg', '/o.jpg') })).statusCode).toBe(404);

    const premium = await t.seed.member({ account: { premium_until: t.clock.now() + DAY } });
    const clear = await album(premium, url);
    expect(clear.photos.map((p) => p.metadata.isBlurred)).toEqual([false, false, false]);
    expect(clear.photos[2]!.images.o).toContain(`/media/photos/${photos[2]!.id}/o.jpg`);
  });

  it('answers 404 for the album of a hidden, banned or unknown member', async () => {
    for (const ok of [0, -2]) {
      const owner = await t.seed.member({ ok });
      const res = await t.request({ method: 'GET', url: `/apis/photos/v1/users/${owner.account.hid}/albums/-3`, headers: me.headers });
      expect(res.statusCode, String(ok)).toBe(404);
    }
    expect((await t.request({ method: 'GET', url: `/apis/photos/v1/users/${'x'.repeat(22)}/albums/-3`, headers: me.headers })).statusCode).toBe(404);
  });

  it('publishes the order given: the listed photos first, the rest after', async () => {
    const member = await t.seed.member();
    const [a, b, c] = await uploadColours(member, ['#111111', '#222222', '#333333']);
    const res = await t.request({ method: 'POST', url: '/apis/photos/v1/users/me/photos/batch/publishing', headers: member.headers, payload: { photos: [c!.id, a!.id] } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as PhotoAlbum).photos.map((p) => p.id)).toEqual([c!.id, a!.id, b!.id]);
    expect((await album(member)).photos.map((p) => p.id)).toEqual([c!.id, a!.id, b!.id]);

    const foreign = await t.request({ method: 'POST', url: '/apis/photos/v1/users/me/photos/batch/publishing', headers: other.headers, payload: { photos: [a!.id] } });
    expect(foreign.statusCode).toBe(404);
  });

  it('deletes an own photo with its files, the avatar moving to the next photo; another member gets 404', async () => {
    const member = await t.seed.member();
    const [first, second] = await uploadColours(member, ['#121212', '#343434']);
    const storageKey = (await t.app.platform.db.selectFrom('photos').select('storage_key').where('hid', '=', first!.id).executeTakeFirstOrThrow()).storage_key;
    const dir = path.join(t.config.dataDir, 'media', storageKey);
    expect(fs.readdirSync(dir).length).toBeGreaterThan(0);

    const foreign = await t.request({ method: 'DELETE', url: `/apis/photos/v1/users/me/photos/${first!.id}`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    expect((await album(member)).photos).toHaveLength(2);

    const res = await t.request({ method: 'DELETE', url: `/apis/photos/v1/users/me/photos/${first!.id}`, headers: member.headers });
    expect(res.statusCode).toBe(200);
    const after = await album(member);
    expect(after.photos.map((p) => p.id)).toEqual([second!.id]);
    expect(after.coverId).toBe(second!.id);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
    expect((await t.request({ method: 'GET', url: first!.images.o! })).statusCode).toBe(404);
  });

  it('sets the cover to an own pending or moderated photo; a rejected or foreign one is 404', async () => {
    const member = await t.seed.member();
    const [a, b, c] = await uploadColours(member, ['#505050', '#606060', '#707070']);
    await moderate(b!.id, 'approved');
    await moderate(c!.id, 'rejected');
    const patch = (by: SeededMember, coverId: string) => t.request({ method: 'PATCH', url: '/apis/photos/v1/users/me/albums/-3', headers: by.headers, payload: { cover_id: coverId } });

    const res = await patch(member, b!.id);
    expect(res.statusCode).toBe(200);
    expect((res.json() as PhotoAlbum).coverId).toBe(b!.id);
    expect((await t.app.services.photoFiles.avatarUrls(member.account.id)).avatar).toContain(b!.id);
    expect((await patch(member, a!.id)).statusCode).toBe(200);
    expect((await patch(member, c!.id)).statusCode).toBe(404);
    expect((await patch(other, a!.id)).statusCode).toBe(404);
    expect((await album(member)).coverId).toBe(a!.id);
  });
});

describe.each(TEST_DIALECTS)('photo from URL on %s', (dialect) => {
  let server: http.Server;
  let port: number;
  let hits = 0;

  beforeAll(async () => {
    const image = await picture('#335577').jpeg().toBuffer();
    server = http.createServer((_request, response) => {
      hits++;
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(image);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fromUrl = (t: TestApp, member: SeededMember, url: string) =>
    t.request({ method: 'POST', url: '/apis/photos/v1/users/me/photos/from/url', headers: member.headers, payload: { url, album_id: -3 } });

  it('refuses a loopback address without an allow-list, fetching nothing', async () => {
    const t = await startTestApp(dialect);
    try {
      const member = await t.seed.member();
      hits = 0;
      for (const url of [`http://127.0.0.1:${port}/p.jpg`, `http://2130706433:${port}/p.jpg`, `http://localhost:${port}/p.jpg`, 'http://169.254.169.254/latest/meta-data/']) {
        const res = await fromUrl(t, member, url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toMatchObject({ code: PhotoErrorCode.uploadFailed, fields: { url: 'photos.errors.uploadFailed' } });
      }
      expect(hits).toBe(0);
      expect((await fromUrl(t, member, 'ftp://example.com/p.jpg')).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('stores a pending photo from a local server the operator allowed', async () => {
    const t = await startTestApp(dialect, { env: { PHOTO_URL_ALLOWLIST: '127.0.0.1/32' } });
    try {
      const member = await t.seed.member();
      const res = await fromUrl(t, member, `http://127.0.0.1:${port}/p.jpg`);
      expect(res.statusCode, res.body).toBe(200);
      const photo = res.json() as AlbumPhoto;
      expect(photo).toMatchObject({ status: PhotoStatus.pending, metadata: { isAvatar: true, width: 640, height: 800 } });
      expect((await t.request({ method: 'GET', url: photo.images.thumb_400! })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
