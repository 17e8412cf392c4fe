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
  width: number;
  height: number;
  created_at: number;
}
