import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaPreset, PhotoFileExtension } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import type { MediaAudience } from './media-urls.ts';
import type { StoredPhoto } from './photo-files.ts';

describe.each(TEST_DIALECTS)('GET /media/photos on %s', (dialect) => {
  let t: TestApp;
  let approved: StoredPhoto;
  let rejected: StoredPhoto;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const { id: accountId } = (await t.seed.member({ email: 'media@example.com', name: 'Mara', birthday: '1992-07-09', signIn: false })).account;
    const upload = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#cc8866' } }).jpeg().toBuffer();
    approved = await t.app.services.photoFiles.storePhoto(accountId, upload, { isAvatar: true, moderation: 'approved' });
    rejected = await t.app.services.photoFiles.storePhoto(accountId, upload, { isAvatar: false, moderation: 'rejected' });
  });
  afterAll(() => t.close());

  /** The URL the API would hand out for this rendition (media-urls.ts). */
  const signed = (hid: string, preset: MediaPreset, extension: PhotoFileExtension, audience: MediaAudience = 'member') =>
    t.app.services.photoFiles.mediaUrls.sign({ hid, preset, extension }, audience);

  it('serves a rendition as an image of its preset, cached privately until its URL expires', async () => {
    const res = await t.request({ method: 'GET', url: signed(approved.hid, 'avatar_w', 'jpg') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    // The test clock stands at the start of a 12-hour window: the URL has 36 hours to live.
    expect(res.headers['cache-control']).toBe(`private, max-age=${36 * 3600}`);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
  });

  it('serves the WebP files: each avatar preset and w, the twin of o', async () => {
    for (const [preset, size] of [
      ['avatar_360sm', [360, 360]],
      ['w', [900, 1200]],
    ] as const) {
      const res = await t.request({ method: 'GET', url: signed(approved.hid, preset, 'webp') });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', ...size]);
    }
  });

  it("answers the 404 envelope for an unknown photo, a rejected photo to anyone but its owner, a format a preset lacks and an unsigned URL", async () => {
    expect((await t.request({ method: 'GET', url: signed(rejected.hid, 'avatar', 'jpg', 'owner') })).statusCode).toBe(200);
    for (const url of [
      signed('x'.repeat(22), 'avatar', 'jpg'),
      signed(rejected.hid, 'avatar', 'jpg', 'member'),
      signed(rejected.hid, 'avatar', 'jpg', 'funnel'),
      signed(approved.hid, 'o', 'webp'),
      `/media/photos/${approved.hid}/avatar.jpg`,
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: 'No such photo' });
    }
  });

  it('answers 400 with field errors for a preset or extension that does not exist', async () => {
    const res = await t.request({ method: 'GET', url: `/media/photos/${approved.hid}/avatar.png` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ ext: 'validation.invalid' });
    const traversal = await t.request({ method: 'GET', url: `/media/photos/${approved.hid}/..%2F..%2Fsecrets.jpg` });
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().fields).toEqual({ preset: 'validation.invalid' });
  });
});
