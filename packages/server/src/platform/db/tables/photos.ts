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
}
