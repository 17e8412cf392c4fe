import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_PRESETS, PhotoErrorCode } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { PRESETS } from './presets.ts';

/** A plain JPEG photo of `width` × `height` with EXIF that must never leave the server. */
function jpegWithGps(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Private person', Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 2760/100', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 4860/100' },
    });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

function mediaFiles(t: TestApp): string[] {
  const root = path.join(t.config.dataDir, 'media');
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(jpg|webp)$/.test(f)) : [];
}

describe.each(TEST_DIALECTS)('photos service on %s', (dialect) => {
  let t: TestApp;
  let accountId: number;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    accountId = (await t.seed.member({ email: 'photos@example.com', name: 'Petra', birthday: '1995-03-02', search_age_from: 25, search_age_to: 40, signIn: false })).account.id;
  });
  afterAll(() => t.close());

  it('writes every preset in each of its formats, with the sizes of the preset table', async () => {
    const photo = await t.app.services.photoFiles.storePhoto(accountId, await jpegWithGps(1200, 900), { isAvatar: true, moderation: 'approved' });
    expect(photo).toMatchObject({ width: 1200, height: 900, storageKey: `photos/${photo.storageKey.split('/')[1]}` });

    for (const preset of MEDIA_PRESETS) {
      const spec = PRESETS[preset];
      for (const extension of spec.formats) {
        const file = path.join(t.config.dataDir, 'media', photo.storageKey, `${preset}.${extension}`);
        const meta = await sharp(fs.readFileSync(file)).metadata();
        expect(meta.format).toBe(extension === 'jpg' ? 'jpeg' : 'webp');
        // `inside` presets scale 1200 × 900 down to fit their box, never up.
        const scale = Math.min(1, spec.width / 1200, spec.height / 900);
        if (spec.fit === 'cover') expect([meta.width, meta.height]).toEqual([spec.width, spec.height]);
        else expect([meta.width, meta.height], preset).toEqual([Math.round(1200 * scale), Math.round(900 * scale)]);
      }
    }
  });

  it('strips EXIF (GPS included) and turns the photo upright first', async () => {
    // 400 × 300 pixels that EXIF says to rotate by 90°: the member sees a 300 × 400 portrait.
    const upload = await jpegWithGps(400, 300, 6);
    expect(await sharp(upload).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const photo = await t.app.services.photoFiles.storePhoto(accountId, upload, { isAvatar: false, moderation: 'pending' });
    expect([photo.width, photo.height]).toEqual([300, 400]);
    for (const file of ['o.jpg', 'w.webp', 'avatar.jpg', 'avatar_p.webp']) {
      const meta = await sharp(fs.readFileSync(path.join(t.config.dataDir, 'media', photo.storageKey, file))).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('accepts PNG and WebP uploads, decided by decoding', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } } }).png().toBuffer();
    const webp = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#336699' } }).webp().toBuffer();
    await expect(t.app.services.photoFiles.storePhoto(accountId, png, { isAvatar: false, moderation: 'pending' })).resolves.toMatchObject({ width: 300 });
    await expect(t.app.services.photoFiles.storePhoto(accountId, webp, { isAvatar: false, moderation: 'pending' })).resolves.toMatchObject({ width: 300 });
  });

  it('refuses a text file named photo.jpg: the type comes from decoding, not the name', async () => {
    const before = mediaFiles(t).length;
    // What an upload of "photo.jpg" with image/jpeg as its type may really hold.
    const fake = Buffer.from('Just a note, saved as photo.jpg\n'.repeat(200));
    const error = await t.app.services.photoFiles.storePhoto(accountId, fake, { isAvatar: true, moderation: 'pending' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 400, code: PhotoErrorCode.invalidFile, fields: { file: 'photos.errors.invalidFile' } });
    expect(mediaFiles(t)).toHaveLength(before);
  });

  it('refuses images that are too small, truncated, of another format or too large', async () => {
    const tiny = await sharp({ create: { width: 150, height: 800, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    const whole = await jpegWithGps(600, 600);
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.6));
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } }).gif().toBuffer();
    const huge = Buffer.concat([whole, Buffer.alloc(7_000_001)]);
    const store = (upload: Buffer) => t.app.services.photoFiles.storePhoto(accountId, upload, { isAvatar: false, moderation: 'pending' });

    await expect(store(tiny)).rejects.toMatchObject({ code: PhotoErrorCode.invalidImage });
    await expect(store(truncated)).rejects.toMatchObject({ code: PhotoErrorCode.invalidImage });
    await expect(store(gif)).rejects.toMatchObject({ code: PhotoErrorCode.invalidImage });
    await expect(store(huge)).rejects.toMatchObject({ code: PhotoErrorCode.invalidFile });
  });

  it('removes the files again when the photo row cannot be written', async () => {
    const before = mediaFiles(t).length;
    const missingAccount = 987_654;
    await expect(t.app.services.photoFiles.storePhoto(missingAccount, await jpegWithGps(300, 300), { isAvatar: true, moderation: 'pending' })).rejects.toThrow();
    expect(mediaFiles(t)).toHaveLength(before);
  });

  it('gives avatar URLs of the newest avatar, and nulls to a member without one', async () => {
    const other = (await t.seed.member({ email: 'no-photo@example.com', name: 'Nils', gender: 'male', birthday: '1990-01-01', search_gender: 'female', search_age_from: 25, search_age_to: 40, signIn: false })).account.id;
    expect(await t.app.services.photoFiles.avatarUrls(other)).toEqual({ avatar: null, avatar_l: null, avatar_p: null, avatar_w: null });

    const first = await t.app.services.photoFiles.storePhoto(other, await jpegWithGps(400, 400), { isAvatar: true, moderation: 'approved' });
    const second = await t.app.services.photoFiles.storePhoto(other, await jpegWithGps(500, 400), { isAvatar: true, moderation: 'pending' });
    // Signed for the member themself: their pending avatar shows to them.
    const own = (preset: 'avatar' | 'avatar_l' | 'avatar_p' | 'avatar_w') => t.app.services.photoFiles.mediaUrls.sign({ hid: second.hid, preset, extension: 'jpg' }, 'owner');
    expect(await t.app.services.photoFiles.avatarUrls(other)).toEqual({ avatar: own('avatar'), avatar_l: own('avatar_l'), avatar_p: own('avatar_p'), avatar_w: own('avatar_w') });
    expect(own('avatar')).toMatch(new RegExp(`^/media/photos/${second.hid}/avatar\\.jpg\\?e=\\d+&a=owner&s=[\\w-]+$`));
    const rows = await t.app.platform.db.selectFrom('photos').select(['hid', 'is_avatar', 'position']).where('account_id', '=', other).orderBy('id').execute();
    expect(rows).toEqual([
      { hid: first.hid, is_avatar: 0, position: 0 },
      { hid: second.hid, is_avatar: 1, position: 1 },
    ]);
  });
});
