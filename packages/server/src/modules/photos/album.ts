import {
  BLURRED_PRESET,
  PHOTO_PRESETS,
  PROFILE_ALBUM_ID,
  PhotoStatus,
  photoStatusOf,
  type AlbumPhoto,
  type MediaPreset,
  type PhotoAlbum,
  type PhotoFileExtension,
  type PhotoModeration,
} from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import type { MediaAudience, MediaUrlSigner } from './media-urls.ts';
import { PRESETS } from './presets.ts';
import type { PhotoRow } from './repo.ts';

/** The profile album's rows carry album_id 1 (sign-up and the demo wrote them so). */
export const PROFILE_ALBUM_ROW = 1;

/** The stored album behind an API album id: only the profile album (-3) exists. */
export function albumRowOf(albumId: number): number {
  if (albumId !== PROFILE_ALBUM_ID) throw ApiError.notFound('No such album');
  return PROFILE_ALBUM_ROW;
}

/** How the viewer may see a photo: whole, blurred (spec 1 §6) or, as its owner, whatever its state. */
export type PhotoView = 'clear' | 'blurred';

/** How one viewer's album is composed: their URLs' signer and audience, and whether WebP is taken. */
export interface AlbumViewer {
  urls: MediaUrlSigner;
  /** `owner` on the member's own album (every photo, its moderation too), `member` on anyone else's. */
  audience: Extract<MediaAudience, 'owner' | 'member'>;
  webp: boolean;
}

/** The preset's signed address in WebP where the browser takes it and the preset has it, else JPEG. */
export function presetUrl(hid: string, preset: MediaPreset, viewer: AlbumViewer): string | null {
  const formats: readonly PhotoFileExtension[] = PRESETS[preset].formats;
  const extension = viewer.webp && formats.includes('webp') ? 'webp' : formats.includes('jpg') ? 'jpg' : null;
  return extension ? viewer.urls.sign({ hid, preset, extension }, viewer.audience) : null;
}

/**
 * One photo as a viewer sees it. A clear photo lists every preset (`w`, the WebP twin of `o`,
 * only for browsers that take WebP). A blurred one carries only the blurred rendition and is
 * named by the blurred rendition's hid: nothing in it leads to the original. A photo stored
 * before blurred renditions existed has no blurred hid and cannot be shown blurred: null.
 */
export function albumPhotoOf(row: PhotoRow, view: PhotoView, viewer: AlbumViewer): AlbumPhoto | null {
  const images: Partial<Record<MediaPreset, string>> = {};
  let id = row.hid;
  if (view === 'clear') {
    for (const preset of PHOTO_PRESETS) {
      const url = presetUrl(row.hid, preset, viewer);
      if (url) images[preset] = url;
    }
  } else {
    if (!row.blur_hid) return null;
    id = row.blur_hid;
    images[BLURRED_PRESET] = presetUrl(row.blur_hid, BLURRED_PRESET, viewer)!;
  }
  const own = viewer.audience === 'owner';
  return {
    id,
    status: photoStatusOf[row.moderation as PhotoModeration],
    images,
    metadata: { width: row.width, height: row.height, isAvatar: row.is_avatar === 1, isBlurred: view === 'blurred' },
    moderation: own && row.moderation === 'rejected' && row.moderation_reason ? { reason: row.moderation_reason, at: row.moderated_at ?? 0 } : null,
  };
}

export interface AlbumOwner {
  id: number;
  hid: string;
}

/**
 * The album of `rows` (already the ones this viewer may see, in order). The cover is the
 * avatar, named as its entry is (a blurred cover by its blurred hid); `views` says how each
 * photo is shown. `userId` only on the member's own album.
 */
export function albumOf(owner: AlbumOwner, rows: readonly PhotoRow[], viewer: AlbumViewer, views?: readonly PhotoView[]): PhotoAlbum {
  const entries = rows.flatMap((row, i) => {
    const photo = albumPhotoOf(row, views?.[i] ?? 'clear', viewer);
    return photo ? [{ row, photo }] : [];
  });
  const photos = entries.map((entry) => entry.photo);
  const times = entries.map((entry) => entry.row.created_at);
  const cover = entries.find((entry) => entry.row.is_avatar === 1);
  const moderated = photos.filter((photo) => photo.status === PhotoStatus.moderated).length;
  return {
    id: PROFILE_ALBUM_ID,
    photos,
    coverId: cover?.photo.id ?? null,
    countModerated: moderated,
    countUnmoderated: photos.filter((photo) => photo.status === PhotoStatus.pending).length,
    createdAt: times.length ? Math.min(...times) : null,
    updatedAt: times.length ? Math.max(...times) : null,
    userId: viewer.audience === 'owner' ? owner.id : null,
    userHashId: owner.hid,
  };
}
