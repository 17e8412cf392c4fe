import {
  BLURRED_PRESET,
  PHOTO_PRESETS,
  PROFILE_ALBUM_ID,
  PhotoStatus,
  photoMediaUrl,
  photoStatusOf,
  type AlbumPhoto,
  type MediaPreset,
  type PhotoAlbum,
  type PhotoFileExtension,
  type PhotoModeration,
} from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
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

/** The preset's address in WebP where the browser takes it and the preset has it, else JPEG. */
function presetUrl(hid: string, preset: MediaPreset, webp: boolean): string | null {
  const formats: readonly PhotoFileExtension[] = PRESETS[preset].formats;
  const extension = webp && formats.includes('webp') ? 'webp' : formats.includes('jpg') ? 'jpg' : null;
  return extension ? photoMediaUrl(hid, preset, extension) : null;
}

/**
 * One photo as a viewer sees it. A clear photo lists every preset (`w`, the WebP twin of `o`,
 * only for browsers that take WebP); a blurred one only the blurred rendition, under its own hid.
 */
export function albumPhotoOf(row: PhotoRow, view: PhotoView, webp: boolean, own = false): AlbumPhoto {
  const images: Partial<Record<MediaPreset, string>> = {};
  if (view === 'clear') {
    for (const preset of PHOTO_PRESETS) {
      const url = presetUrl(row.hid, preset, webp);
      if (url) images[preset] = url;
    }
  } else if (row.blur_hid) {
    images[BLURRED_PRESET] = presetUrl(row.blur_hid, BLURRED_PRESET, webp)!;
  }
  return {
    id: row.hid,
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
 * avatar; `views` says how each photo is shown. `userId` only on the member's own album.
 */
export function albumOf(owner: AlbumOwner, rows: readonly PhotoRow[], options: { own: boolean; webp: boolean; views?: readonly PhotoView[] }): PhotoAlbum {
  const photos = rows.map((row, i) => albumPhotoOf(row, options.views?.[i] ?? 'clear', options.webp, options.own));
  const times = rows.map((row) => row.created_at);
  const cover = rows.find((row) => row.is_avatar === 1);
  const moderated = photos.filter((photo) => photo.status === PhotoStatus.moderated).length;
  return {
    id: PROFILE_ALBUM_ID,
    photos,
    coverId: cover?.hid ?? null,
    countModerated: moderated,
    countUnmoderated: photos.filter((photo) => photo.status === PhotoStatus.pending).length,
    createdAt: times.length ? Math.min(...times) : null,
    updatedAt: times.length ? Math.max(...times) : null,
    userId: options.own ? owner.id : null,
    userHashId: owner.hid,
  };
}
