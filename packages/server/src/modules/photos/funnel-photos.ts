import { FieldErrorKey, PHOTO_PRESETS, type FunnelPhotosResponse, type PhotoUrls } from '@amora/contracts';
import type { Transaction } from 'kysely';
import { DAY } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/errors.ts';
import { newHid } from '../../platform/ids.ts';
import type { Platform } from '../../platform/platform.ts';
import { PRESETS } from './presets.ts';
import { funnelPhotosRepo } from './funnel-photos-repo.ts';
import type { MediaUrlSigner } from './media-urls.ts';
import { photosRepo } from './repo.ts';
import type { PhotoFiles, RenditionFiles } from './photo-files.ts';

/** An unclaimed funnel photo is removed this long after its upload. */
export const FUNNEL_PHOTO_TTL_MS = DAY;

/**
 * Every rendition's address, in the preset's first format, for the visitor who uploaded the
 * photo alone (`funnel` URLs: no one else learns them, and they serve no other photo).
 */
function funnelPhotoUrls(urls: MediaUrlSigner, hid: string): PhotoUrls {
  return Object.fromEntries(PHOTO_PRESETS.map((preset) => [preset, urls.sign({ hid, preset, extension: PRESETS[preset].formats[0] }, 'funnel')])) as PhotoUrls;
}

/**
 * Stores a funnel visitor's uploads (spec 1 §4 photo step) through the photo pipeline: each is
 * decoded, stripped of metadata and rendered in every preset before any row is written, so a
 * refused file refuses the whole request and leaves nothing behind.
 */
export async function storeFunnelPhotos(
  platform: Platform,
  photoFiles: PhotoFiles,
  funnelId: string,
  uploads: readonly Buffer[],
): Promise<FunnelPhotosResponse> {
  const stored: RenditionFiles[] = [];
  try {
    for (const upload of uploads) stored.push(await photoFiles.storeFiles(upload));
    const createdAt = platform.clock.now();
    const rows = stored.map((files) => ({ hid: newHid(), funnel_id: funnelId, storage_key: files.storageKey, width: files.width, height: files.height, created_at: createdAt }));
    await platform.db.transaction().execute(async (trx) => {
      for (const row of rows) await funnelPhotosRepo.insert(trx, row);
    });
    return { photos: rows.map((row) => ({ hid: row.hid, urls: funnelPhotoUrls(photoFiles.mediaUrls, row.hid) })) };
  } catch (error) {
    await Promise.all(stored.map((files) => photoFiles.deleteFiles(files.storageKey)));
    throw error;
  }
}

export interface FunnelPhotoClaim {
  funnelId: string;
  /** In the member's order: the first becomes the avatar. */
  photoHids: readonly string[];
  accountId: number;
}

/**
 * Moves funnel photos into the new account inside the sign-up's transaction: same hid and
 * files, so the addresses the visitor saw stay valid; pending moderation; the first is the
 * avatar. A hid that is not a photo of this funnel (another funnel's, already claimed, expired)
 * refuses the sign-up with a field error on `photos`.
 */
export async function claimFunnelPhotos(platform: Platform, trx: Transaction<DatabaseSchema>, claim: FunnelPhotoClaim): Promise<void> {
  const hids = [...new Set(claim.photoHids)];
  if (hids.length === 0) return;
  const rows = new Map((await funnelPhotosRepo.findInFunnel(trx, claim.funnelId, hids)).map((row) => [row.hid, row]));
  if (rows.size !== hids.length) throw ApiError.validation({ photos: FieldErrorKey.invalid }, 'Unknown funnel photo');
  await photosRepo.clearAvatar(trx, claim.accountId);
  let position = await photosRepo.nextPosition(trx, claim.accountId, 1);
  const createdAt = platform.clock.now();
  for (const [i, hid] of hids.entries()) {
    const row = rows.get(hid)!;
    await photosRepo.insert(trx, {
      hid,
      account_id: claim.accountId,
      album_id: 1,
      position: position++,
      is_avatar: i === 0 ? 1 : 0,
      moderation: 'pending',
      storage_key: row.storage_key,
      // The funnel upload rendered the blurred preset too; this names it for viewers who get it.
      blur_hid: newHid(),
      width: row.width,
      height: row.height,
      created_at: createdAt,
    });
  }
  await funnelPhotosRepo.deleteByIds(
    trx,
    [...rows.values()].map((row) => row.id),
  );
}

/**
 * Removes funnel photos nobody claimed within FUNNEL_PHOTO_TTL_MS of their upload: rows first,
 * then their files (a crash in between leaves only orphan files, never a row without files).
 * Returns how many were removed. Run by the job runner.
 */
export async function removeUnclaimedFunnelPhotos(platform: Platform, photoFiles: PhotoFiles): Promise<number> {
  const expired = await funnelPhotosRepo.createdBefore(platform.db, platform.clock.now() - FUNNEL_PHOTO_TTL_MS);
  await funnelPhotosRepo.deleteByIds(
    platform.db,
    expired.map((row) => row.id),
  );
  await Promise.all(expired.map((row) => photoFiles.deleteFiles(row.storage_key)));
  return expired.length;
}
