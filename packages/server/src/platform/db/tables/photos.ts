import type { Generated } from 'kysely';

/** A member's photo; files live in Storage under `storage_key` (DESIGN.md §9). */
export interface PhotosTable {
  id: Generated<number>;
  hid: string;
  account_id: number;
  album_id: number;
  position: number;
  is_avatar: number;
  /** 'pending' | 'approved' | 'rejected' */
  moderation: string;
  storage_key: string;
  /** Hid of the blurred rendition (BLURRED_PRESET); null for photos stored before it existed. */
  blur_hid: string | null;
  width: number;
  height: number;
  created_at: number;
  /** Difference hash (16 hex digits) once the moderation job has checked the photo, else null. */
  dhash: string | null;
  /** Why it was rejected: undecodable, too_small, duplicate, own_duplicate, fake_age or the operator's word. */
  moderation_reason: string | null;
  /** When it was last approved or rejected. */
  moderated_at: number | null;
}
