import sharp, { type Sharp } from 'sharp';
import type { Kysely, Transaction } from 'kysely';
import {
  AVATAR_PRESETS,
  BLURRED_PRESET,
  MAX_PHOTO_BYTES,
  MIN_PHOTO_SIDE,
  PhotoErrorCode,
  type AvatarUrls,
  type PhotoFileExtension,
  type PhotoModeration,
  type MediaPreset,
} from '@amora/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/errors.ts';
import { photoError } from './photo-error.ts';
import { newHid } from '../../platform/ids.ts';
import type { Storage, StoredObject } from '../../platform/storage.ts';
import { CONTENT_TYPE, PRESETS, hasRendition, renditionKey, type PresetSpec } from './presets.ts';
import { funnelPhotosRepo } from './funnel-photos-repo.ts';
import type { MediaAddress, MediaAudience, MediaUrlSigner } from './media-urls.ts';
import { photosRepo, type NewPhoto, type PhotoRow } from './repo.ts';
import { PROFILE_ALBUM_ROW } from './album.ts';

/** The rendition files of one photo, written to storage under `storageKey/<preset>.<ext>`. */
export interface RenditionFiles {
  storageKey: string;
  /** Size of the `o` rendition. */
  width: number;
  height: number;
}

/** One photo's encoded renditions before they are stored: every preset in each of its formats. */
export interface Renditions {
  /** Size of the `o` rendition. */
  width: number;
  height: number;
  files: ReadonlyArray<{ preset: MediaPreset; extension: PhotoFileExtension; body: Buffer }>;
}

export interface StoredPhoto extends RenditionFiles {
  id: number;
  hid: string;
}

export interface StorePhotoOptions {
  isAvatar: boolean;
  moderation: PhotoModeration;
}

/** Formats members upload (spec 3 §"Validation": png, jpeg, webp), as sharp names them. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/**
 * Decompression bombs are refused from the header, before any pixel is decoded: a decoded
 * photo costs 3 bytes a pixel and its resizes more, while a flat 1-bit PNG of 40 MP weighs
 * 5 KB, so one 49 KiB request of ten would cost over a gigabyte of decoding and seconds of CPU.
 * 25 megapixels still takes a 24 MP phone photo (6000 × 4000).
 */
const MAX_INPUT_PIXELS = 25_000_000;
/**
 * Below the cap, a large image must also weigh like a photo: real photos (JPEG, WebP, PNG) carry
 * fewer than 100 pixels per byte of file, a bomb hundreds of thousands. Past 4 MP, more than
 * 1,000 pixels a byte is refused; smaller images decode cheaply whatever they weigh.
 */
const DENSITY_CHECK_PIXELS = 4_000_000;
const MAX_PIXELS_PER_BYTE = 1_000;
/** All presets derive from one decoded, upright, sRGB copy no larger than the biggest preset. */
const WORKING_SIDE = 1600;

interface DecodedImage {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 3;
}

/**
 * The stored files of photos: each upload decoded once and resized into every preset's
 * renditions, the photo rows that reference them, their signed URLs (avatars, the paywall's
 * nearby avatars) and serving them. A file set may back several photo rows (the demo population
 * shares a pool of avatars), so files are removed only once no row references their storage key.
 */
export class PhotoFiles {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly storage: Storage,
    private readonly clock: Clock,
    /** Every photo URL that leaves the server is signed here (media-urls.ts). */
    readonly mediaUrls: MediaUrlSigner,
  ) {}

  /**
   * Decodes the upload (its type is whatever sharp can decode, never its name or mime type),
   * strips every piece of metadata (EXIF with GPS included) and writes each preset in each of
   * its formats.
   */
  async storeFiles(upload: Buffer): Promise<RenditionFiles> {
    return this.storeRenditions(await this.renderRenditions(upload));
  }

  /** Every preset of the upload in each of its formats, encoded but not stored (storeFiles' first half). */
  async renderRenditions(upload: Buffer): Promise<Renditions> {
    const image = await decode(upload);
    const files = await Promise.all(
      (Object.entries(PRESETS) as [MediaPreset, PresetSpec][]).map(async ([preset, spec]) => {
        const resized = await resize(image, spec);
        return Promise.all(spec.formats.map(async (extension) => ({ preset, extension, body: await encode(resized, extension) })));
      }),
    );
    return { width: image.width, height: image.height, files: files.flat() };
  }

  /** Writes rendered renditions under a new storage key (storeFiles' second half). */
  async storeRenditions(renditions: Renditions): Promise<RenditionFiles> {
    const storageKey = `photos/${newHid()}`;
    await Promise.all(
      renditions.files.map(({ preset, extension, body }) => this.storage.put(renditionKey(storageKey, preset, extension), body, CONTENT_TYPE[extension])),
    );
    return { storageKey, width: renditions.width, height: renditions.height };
  }

  /** Stores an upload as the member's photo; an avatar replaces the previous one. */
  async storePhoto(accountId: number, upload: Buffer, options: StorePhotoOptions): Promise<StoredPhoto> {
    const files = await this.storeFiles(upload);
    const hid = newHid();
    try {
      const id = await this.db.transaction().execute(async (trx) => {
        if (options.isAvatar) await photosRepo.clearAvatar(trx, accountId);
        return photosRepo.insert(trx, {
          ...this.photoRow(accountId, files, options),
          hid,
          position: await photosRepo.nextPosition(trx, accountId, 1),
        });
      });
      return { ...files, id, hid };
    } catch (error) {
      await this.deleteFiles(files.storageKey);
      throw error;
    }
  }

  /** Adds photo rows that share already stored files (the demo population's avatar pool). */
  async addSharedPhotos(photos: ReadonlyArray<{ accountId: number; files: RenditionFiles } & StorePhotoOptions>): Promise<void> {
    const rows: NewPhoto[] = photos.map(({ accountId, files, ...options }) => ({
      ...this.photoRow(accountId, files, options),
      hid: newHid(),
      position: 0,
    }));
    await photosRepo.insertMany(this.db, rows);
  }

  /**
   * The profile info `photos` group of the member themself (owner URLs: a pending avatar shows):
   * URLs of the avatar presets, all null without an avatar.
   */
  async avatarUrls(accountId: number): Promise<AvatarUrls> {
    const avatar = await photosRepo.findAvatar(this.db, accountId);
    const urls = Object.fromEntries(AVATAR_PRESETS.map((preset) => [preset, avatar ? this.mediaUrls.sign({ hid: avatar.hid, preset, extension: 'jpg' }, 'owner') : null]));
    return urls as AvatarUrls;
  }

  /**
   * Approved photos of the profile album of a page of members, in one query, each member's in
   * album order (the member-view pipeline): all that others may see of them. `db` is the caller's
   * transaction when it reads inside one (an event subscriber).
   */
  approvedPhotosOf(accountIds: readonly number[], db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema> = this.db): Promise<PhotoRow[]> {
    return photosRepo.listApprovedOfMembers(db, accountIds, PROFILE_ALBUM_ROW);
  }

  /**
   * One rendition for `GET /media/photos/...`, once its URL's signature was verified for
   * `audience`. Whether that audience may see the photo is decided again now, not when the URL
   * was signed: a rejection, or a hidden, removed or banned owner, ends it at once. Anything
   * refused is the same 404 as an unknown photo.
   */
  async openRendition(address: MediaAddress, audience: MediaAudience): Promise<StoredObject> {
    if (!hasRendition(address.preset, address.extension)) throw noSuchPhoto();
    const storageKey = await this.servableStorageKey(address, audience);
    const file = storageKey ? await this.storage.get(renditionKey(storageKey, address.preset, address.extension)) : null;
    if (!file) throw noSuchPhoto();
    return file;
  }

  /** The files of the photo behind `address` if `audience` may see it now, else null. */
  private async servableStorageKey({ hid, preset }: MediaAddress, audience: MediaAudience): Promise<string | null> {
    // The blurred rendition answers to its own hid only, the others never to it.
    const photo = await photosRepo.findWithOwnerStatus(this.db, preset === BLURRED_PRESET ? { blurHid: hid } : { hid });
    if (!photo) {
      // A funnel photo not yet claimed by a sign-up: only for the visitor who uploaded it.
      if (audience !== 'funnel' || preset === BLURRED_PRESET) return null;
      return (await funnelPhotosRepo.findByHid(this.db, hid))?.storage_key ?? null;
    }
    // The owner sees every own photo, whatever its moderation: /photos shows a rejected one with why.
    if (audience === 'owner') return photo.storage_key;
    // Another member sees approved photos of active members only (DESIGN.md §13 `ok`).
    if (audience === 'member' && (photo.moderation !== 'approved' || Number(photo.owner_ok) !== 1)) return null;
    // The visitor whose funnel photo became this one sees it pending too, never rejected.
    if (photo.moderation === 'rejected') return null;
    return photo.storage_key;
  }

  private photoRow(accountId: number, files: RenditionFiles, options: StorePhotoOptions): Omit<NewPhoto, 'hid' | 'position'> {
    return {
      account_id: accountId,
      album_id: 1,
      is_avatar: options.isAvatar ? 1 : 0,
      moderation: options.moderation,
      storage_key: files.storageKey,
      blur_hid: newHid(),
      width: files.width,
      height: files.height,
      created_at: this.clock.now(),
    };
  }

  /** Removes the renditions under a storage key, unless a photo row still uses them. */
  async deleteFiles(storageKey: string): Promise<void> {
    if (await photosRepo.isStorageKeyUsed(this.db, storageKey)) return;
    await Promise.all(
      (Object.entries(PRESETS) as [MediaPreset, PresetSpec][]).flatMap(([preset, spec]) =>
        spec.formats.map((extension) => this.storage.delete(renditionKey(storageKey, preset, extension))),
      ),
    );
  }
}

const noSuchPhoto = () => ApiError.notFound('No such photo');

/** Any failure up to here means the upload is not a usable image: the member's error, not ours. */
async function decode(upload: Buffer): Promise<DecodedImage> {
  // sharp throws on an empty buffer in its constructor, before any promise could catch it.
  if (upload.length === 0) throw photoError(PhotoErrorCode.invalidFile, 'Empty file');
  if (upload.length > MAX_PHOTO_BYTES) throw photoError(PhotoErrorCode.invalidFile, `Photo larger than ${MAX_PHOTO_BYTES} bytes`);
  // The header only (sharp refuses one over the pixel cap here already): nothing is decoded yet.
  const metadata = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => {
      // Nothing of it decodes: not an image at all, whatever its name says.
      throw photoError(PhotoErrorCode.invalidFile, 'Not a decodable image, or over the pixel cap');
    });
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw photoError(PhotoErrorCode.invalidImage, `Unsupported image format ${metadata.format}`);
  const pixels = metadata.width * metadata.height;
  if (pixels > MAX_INPUT_PIXELS) throw photoError(PhotoErrorCode.invalidFile, `Image over ${MAX_INPUT_PIXELS} pixels`);
  if (pixels > DENSITY_CHECK_PIXELS && pixels > upload.length * MAX_PIXELS_PER_BYTE) {
    throw photoError(PhotoErrorCode.invalidFile, `Image of ${pixels} pixels in ${upload.length} bytes: not a photo`);
  }
  // The smaller side is the same whichever way EXIF says the photo is turned.
  if (Math.min(metadata.width, metadata.height) < MIN_PHOTO_SIDE) {
    throw photoError(PhotoErrorCode.invalidImage, `Image smaller than ${MIN_PHOTO_SIDE} px on a side`);
  }
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(WORKING_SIDE, WORKING_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height, channels: 3 };
  } catch {
    throw photoError(PhotoErrorCode.invalidImage, 'Not a complete image');
  }
}

/** Each preset is cropped once and encoded in each of its formats from the same pixels. */
async function resize(image: DecodedImage, spec: PresetSpec): Promise<DecodedImage> {
  let pipeline = rawPipeline(image).resize(
    spec.width,
    spec.height,
    spec.fit === 'cover' ? { fit: 'cover', position: sharp.strategy.attention } : { fit: 'inside', withoutEnlargement: true },
  );
  // sharp blurs after resizing, so the sigma means the same on every photo.
  if (spec.blur) pipeline = pipeline.blur(spec.blur);
  const { data, info } = await pipeline
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: 3 };
}

/** Raw pixels carry no metadata, so nothing of the upload's EXIF can reach a rendition. */
function encode(image: DecodedImage, extension: PhotoFileExtension): Promise<Buffer> {
  const pipeline = rawPipeline(image);
  return extension === 'jpg' ? pipeline.jpeg({ quality: 82, progressive: true }).toBuffer() : pipeline.webp({ quality: 80 }).toBuffer();
}

function rawPipeline(image: DecodedImage): Sharp {
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: image.channels } });
}
