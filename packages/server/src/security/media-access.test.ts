import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeactivatedStatus,
  PhotoStatus,
  type AlbumPhoto,
  type FunnelPhotosResponse,
  type MediaPreset,
  type PhotoAlbum,
  type PhotoFileExtension,
  type PhotoUploadResponse,
} from '@amora/contracts';
import { approve, reject } from '../moderation/commands.ts';
import { DAY, HOUR } from '../platform/clock.ts';
import { PRESETS } from '../modules/photos/index.ts';
import { submitVerificationPhoto } from '../modules/verification/verification.fixture.ts';
import type { SeededMember, SeedMemberOptions } from '../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';
import { multipartBody } from '../testing/multipart.ts';
import { ordinaryPhoto } from './multipart.fixture.ts';

/** Every rendition the media route has: each preset in each of its formats. */
const RENDITIONS = Object.entries(PRESETS).flatMap(([preset, spec]) => spec.formats.map((extension) => [preset as MediaPreset, extension as PhotoFileExtension] as const));
/** What the media route answers for an unknown photo, and for anything else it refuses. */
const NOT_FOUND = { code: 404, message: 'No such photo' };

/** The same URL for another photo, preset or format: the query string (the signature) kept. */
function retarget(url: string, hid: string, preset: MediaPreset, extension: PhotoFileExtension): string {
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  return `/media/photos/${hid}/${preset}.${extension}${query}`;
}

/** The URL with one query parameter replaced (or removed when `value` is null). */
function withParam(url: string, name: string, value: string | null): string {
  const parsed = new URL(url, 'http://localhost');
  if (value === null) parsed.searchParams.delete(name);
  else parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

const unsigned = (url: string) => url.split('?')[0]!;
const hidOf = (url: string) => unsigned(url).split('/')[3]!;

describe.each(TEST_DIALECTS)('photo media URLs are capabilities on %s', (dialect) => {
  let t: TestApp;
  /** A free member looking at other members' albums: the attacker. */
  let viewer: SeededMember;
  let nextIp = 1;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    viewer = await t.seed.member({ profile: { name: 'Mallory', gender: 'male', search_gender: 'female' } });
  });
  afterAll(() => t.close());

  async function media(url: string): Promise<number> {
    const res = await t.request({ method: 'GET', url });
    if (res.statusCode === 404) expect(res.json(), url).toEqual(NOT_FOUND);
    else expect(res.statusCode, url).toBe(200);
    return res.statusCode;
  }

  async function expectAll404(urls: readonly string[]): Promise<void> {
    for (const url of urls) expect(await media(url), url).toBe(404);
  }

  /** A member with `count` photos uploaded through the API (pending until decided); no password, so deactivating asks for none. */
  async function ownerWithPhotos(count: number, options: SeedMemberOptions = {}): Promise<{ owner: SeededMember; photos: AlbumPhoto[] }> {
    const owner = await t.seed.member({ password: null, ...options });
    const files = await Promise.all(Array.from({ length: count }, async (_, i) => ({ name: `p${i}.jpg`, data: await ordinaryPhoto() })));
    const { payload, contentType } = multipartBody({ album_id: '-3' }, files);
    const res = await t.request({ method: 'POST', url: '/apis/photos/v1/users/me/photos/from/file', payload, headers: { ...owner.headers, 'content-type': contentType } });
    expect(res.statusCode, res.body).toBe(200);
    const { photos, errors } = res.json() as PhotoUploadResponse;
    expect(errors).toEqual([]);
    return { owner, photos };
  }

  async function albumSeenBy(member: SeededMember, owner: SeededMember): Promise<{ album: PhotoAlbum; body: string }> {
    const res = await t.request({ method: 'GET', url: `/apis/photos/v1/users/${owner.account.hid}/albums/-3`, headers: member.headers });
    expect(res.statusCode, res.body).toBe(200);
    return { album: res.json() as PhotoAlbum, body: res.body };
  }

  async function ownAlbum(member: SeededMember): Promise<PhotoAlbum> {
    const res = await t.request({ method: 'GET', url: '/apis/photos/v1/users/me/albums/-3', headers: member.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PhotoAlbum;
  }

  it("a free viewer cannot turn a blurred entry into the original: not by its id, any preset of it, nor the blurred rendition's hid", async () => {
    const { owner, photos } = await ownerWithPhotos(3);
    await approve(t.app, photos.map((photo) => photo.id));
    const { album, body } = await albumSeenBy(viewer, owner);
    expect(album.photos.map((photo) => photo.metadata.isBlurred)).toEqual([false, true, true]);

    for (const [i, entry] of album.photos.entries()) {
      if (!entry.metadata.isBlurred) continue;
      const realHid = photos[i]!.id;
      // The attack of issue 12: the entry id with the original's preset.
      expect(await media(`/media/photos/${entry.id}/o.jpg`)).toBe(404);
      // The entry is named by its blurred rendition, and nothing in the answer names the photo.
      expect(entry.id).not.toBe(realHid);
      expect(body).not.toContain(realHid);
      expect(Object.keys(entry.images)).toEqual(['blur']);
      const blurUrl = entry.images.blur!;
      expect(hidOf(blurUrl)).toBe(entry.id);
      expect(await media(blurUrl)).toBe(200);

      for (const [preset, extension] of RENDITIONS) {
        // The blurred hid, unsigned and under the blurred URL's own signature, with every other rendition.
        const urls = [`/media/photos/${entry.id}/${preset}.${extension}`];
        if (preset !== 'blur' || extension !== 'jpg') urls.push(retarget(blurUrl, entry.id, preset, extension));
        // The photo's own hid, should the viewer ever learn it, with any signature they hold.
        urls.push(`/media/photos/${realHid}/${preset}.${extension}`, retarget(blurUrl, realHid, preset, extension), retarget(album.photos[0]!.images.o!, realHid, preset, extension));
        await expectAll404(urls);
      }
    }
    // The owner's cover (the first photo) is named as its entry is.
    expect(album.coverId).toBe(album.photos[0]!.id);
  });

  it('a signature serves its one photo, preset, format, audience and expiry only; unsigned and tampered URLs are 404', async () => {
    const { owner, photos } = await ownerWithPhotos(2);
    await approve(t.app, photos.map((photo) => photo.id));
    const clear = (await albumSeenBy(viewer, owner)).album.photos[0]!;
    const o = clear.images.o!;
    expect(await media(o)).toBe(200);
    expect(await media(clear.images.thumb_400!)).toBe(200);

    const urls = [
      // Another photo, every preset of this one, the other format.
      retarget(o, photos[1]!.id, 'o', 'jpg'),
      ...RENDITIONS.filter(([preset, extension]) => preset !== 'o' || extension !== 'jpg').map(([preset, extension]) => retarget(o, clear.id, preset, extension)),
      // Unsigned, each part missing, each part changed.
      unsigned(o),
      ...PRESETS.o.formats.map((extension) => `/media/photos/${clear.id}/o.${extension}`),
      withParam(o, 's', null),
      withParam(o, 'e', null),
      withParam(o, 'a', null),
      withParam(o, 's', 'A'.repeat(43)),
      withParam(o, 's', `${new URL(o, 'http://x').searchParams.get('s')}A`),
      withParam(o, 'e', String(Number(new URL(o, 'http://x').searchParams.get('e')) + 12 * 3600)),
      withParam(o, 'e', String(Number(new URL(o, 'http://x').searchParams.get('e')) - 1)),
      withParam(o, 'a', 'owner'),
      withParam(o, 'a', 'funnel'),
      withParam(o, 'a', 'admin'),
      // Malformed reads the same as missing: a repeated or oversized part is no telling 400.
      `${o}&s=${new URL(o, 'http://x').searchParams.get('s')}`,
      withParam(o, 's', 'A'.repeat(500)),
    ];
    await expectAll404(urls);
  });

  it('a URL handed out expires on the clock: good for 24 hours at least, 404 after 36', async () => {
    const { owner, photos } = await ownerWithPhotos(1);
    await approve(t.app, [photos[0]!.id]);
    const o = (await albumSeenBy(viewer, owner)).album.photos[0]!.images.o!;
    const start = t.clock.now();
    try {
      t.clock.advance(24 * HOUR);
      expect(await media(o)).toBe(200);
      t.clock.set(start + 36 * HOUR);
      expect(await media(o)).toBe(404);
      // The album read now hands out a fresh URL, which serves.
      const fresh = await t.seed.member();
      const renewed = (await albumSeenBy(fresh, owner)).album.photos[0]!.images.o!;
      expect(renewed).not.toBe(o);
      expect(await media(renewed)).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });

  it("another member's pending and rejected photos are unreachable; the owner still sees both through their own album", async () => {
    const { owner, photos } = await ownerWithPhotos(3);
    const [shown, pending, rejected] = photos as [AlbumPhoto, AlbumPhoto, AlbumPhoto];
    await approve(t.app, [shown.id]);
    await reject(t.app, [rejected.id]);

    const { album, body } = await albumSeenBy(viewer, owner);
    expect(album.photos.map((photo) => photo.id)).toEqual([shown.id]);
    expect(body).not.toContain(pending.id);
    expect(body).not.toContain(rejected.id);

    const own = await ownAlbum(owner);
    expect(own.photos.map((photo) => [photo.id, photo.status])).toEqual([
      [shown.id, PhotoStatus.moderated],
      [pending.id, PhotoStatus.pending],
      [rejected.id, PhotoStatus.rejected],
    ]);
    expect(await media(own.photos[1]!.images.o!)).toBe(200);
    expect(await media(own.photos[1]!.images.thumb_400!)).toBe(200);

    const viewerO = album.photos[0]!.images.o!;
    for (const hid of [pending.id, rejected.id]) {
      await expectAll404([
        ...RENDITIONS.map(([preset, extension]) => `/media/photos/${hid}/${preset}.${extension}`),
        ...RENDITIONS.map(([preset, extension]) => retarget(viewerO, hid, preset, extension)),
      ]);
    }
    // Even a URL the server signed for another member's eyes serves no photo that is not approved.
    const signedForMembers = (hid: string, preset: MediaPreset, extension: PhotoFileExtension) => t.app.services.photoFiles.mediaUrls.sign({ hid, preset, extension }, 'member');
    for (const hid of [pending.id, rejected.id]) {
      const blurHid = (await t.app.platform.db.selectFrom('photos').select('blur_hid').where('hid', '=', hid).executeTakeFirstOrThrow()).blur_hid!;
      await expectAll404([signedForMembers(hid, 'o', 'jpg'), signedForMembers(blurHid, 'blur', 'jpg')]);
    }
    // Its owner still sees a rejected photo, in every preset /photos asks for, to read why it was refused.
    for (const url of Object.values(own.photos[2]!.images)) expect(await media(url), url).toBe(200);

    // Rejecting a photo ends the URLs already handed out for it at once.
    await reject(t.app, [shown.id]);
    expect(await media(viewerO)).toBe(404);
  });

  it("a visitor's funnel photos are unreachable for anyone else: by hid, with another visitor's signature, or as another member's photo", async () => {
    const upload = async (funnelId: string) => {
      const { payload, contentType } = multipartBody({}, [{ name: 'me.jpg', data: await ordinaryPhoto() }]);
      const res = await t.request({ method: 'POST', url: `/apis/photos/v1/funnels/${funnelId}/photos`, payload, headers: { 'content-type': contentType }, remoteAddress: `198.51.100.${nextIp++}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as FunnelPhotosResponse).photos[0]!;
    };
    const victim = await upload('funnel-victim');
    const attacker = await upload('funnel-attacker');
    // Each visitor sees their own.
    expect(await media(victim.urls.o)).toBe(200);
    expect(await media(attacker.urls.avatar_l)).toBe(200);

    await expectAll404([
      ...RENDITIONS.map(([preset, extension]) => `/media/photos/${victim.hid}/${preset}.${extension}`),
      ...RENDITIONS.map(([preset, extension]) => retarget(attacker.urls.o, victim.hid, preset, extension)),
    ]);
    // Not even as a member's or an owner's photo, were the server ever to sign one.
    const sign = (audience: 'owner' | 'member') => t.app.services.photoFiles.mediaUrls.sign({ hid: victim.hid, preset: 'o', extension: 'jpg' }, audience);
    await expectAll404([sign('member'), sign('owner')]);
  });

  it("a self-removed, hidden or banned owner's photos stop at once, URLs already handed out included", async () => {
    const deactivate = async (member: SeededMember, reasonId: number) => {
      const res = await t.request({ method: 'POST', url: '/rest/v2/user/settings/account/deactivate', headers: member.headers, payload: { reason_id: reasonId, password: '' } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { result: { ok: number } }).result.ok;
    };
    const removed = await ownerWithPhotos(2);
    // A paying member cannot delete and is hidden instead (DESIGN.md §13).
    const hidden = await ownerWithPhotos(2, { account: { premium_until: t.clock.now() + 30 * DAY, is_pay_user: 1 } });
    const banned = await ownerWithPhotos(2);
    const handedOut = new Map<SeededMember, string[]>();
    for (const { owner, photos } of [removed, hidden, banned]) {
      await approve(t.app, photos.map((photo) => photo.id));
      const { album } = await albumSeenBy(viewer, owner);
      const urls = album.photos.flatMap((photo) => Object.values(photo.images));
      expect(urls).toHaveLength(8 + 1);
      for (const url of urls) expect(await media(url), url).toBe(200);
      handedOut.set(owner, urls);
    }

    expect(await deactivate(removed.owner, 5)).toBe(DeactivatedStatus.selfRemoved);
    expect(await deactivate(hidden.owner, 1)).toBe(DeactivatedStatus.hidden);
    // No ban exists in the product yet: the status is set as an operator would.
    await t.app.platform.db.updateTable('accounts').set({ ok: -2 }).where('id', '=', banned.owner.account.id).execute();

    for (const { owner } of [removed, hidden, banned]) {
      await expectAll404(handedOut.get(owner)!);
      const res = await t.request({ method: 'GET', url: `/apis/photos/v1/users/${owner.account.hid}/albums/-3`, headers: viewer.headers });
      expect(res.statusCode).toBe(404);
    }
  });

  it('a premium viewer gets every approved photo clear, under URLs that serve, and still nothing pending', async () => {
    const { owner, photos } = await ownerWithPhotos(3);
    await approve(t.app, [photos[0]!.id, photos[1]!.id]);
    const premium = await t.seed.member({ account: { premium_until: t.clock.now() + DAY } });
    const { album, body } = await albumSeenBy(premium, owner);
    expect(album.photos.map((photo) => [photo.id, photo.metadata.isBlurred])).toEqual([
      [photos[0]!.id, false],
      [photos[1]!.id, false],
    ]);
    expect(body).not.toContain(photos[2]!.id);
    for (const photo of album.photos) {
      expect(await media(photo.images.o!)).toBe(200);
      const file = await t.request({ method: 'GET', url: photo.images.o! });
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 800 });
    }
    await expectAll404([retarget(album.photos[0]!.images.o!, photos[2]!.id, 'o', 'jpg'), `/media/photos/${photos[2]!.id}/o.jpg`]);
  });

  it('a verification photo is served to nobody, whatever the URL', async () => {
    const member = await t.seed.member();
    await submitVerificationPhoto(t, member.headers, await ordinaryPhoto());
    const row = await t.app.platform.db.selectFrom('verifications').select('storage_key').where('account_id', '=', member.account.id).where('status', '=', 'pending').executeTakeFirstOrThrow();
    const fileHid = row.storage_key!.split('/')[1]!;
    await expectAll404(RENDITIONS.map(([preset, extension]) => `/media/photos/${fileHid}/${preset}.${extension}`));
    // Its files are no photo's: no signature of any audience reaches them.
    const sign = (audience: 'owner' | 'member' | 'funnel') => t.app.services.photoFiles.mediaUrls.sign({ hid: fileHid, preset: 'o', extension: 'jpg' }, audience);
    await expectAll404([sign('owner'), sign('member'), sign('funnel')]);
  });
});
