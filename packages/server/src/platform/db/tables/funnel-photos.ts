import type { Generated } from 'kysely';

/** A photo uploaded in the sign-up funnel, not yet claimed by an account (migration 0007). */
export interface FunnelPhotosTable {
  id: Generated<number>;
  hid: string;
  /** The funnel_id of the tracking identifier call. */
  funnel_id: string;
  storage_key: string;
  width: number;
  height: number;
  created_at: number;
}
