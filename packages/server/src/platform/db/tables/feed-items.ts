import type { Generated } from 'kysely';

/** One activity of a member's feed (migrations/0023_activity_feed.ts, modules/feed). */
export interface FeedItemsTable {
  id: Generated<number>;
  /** The opaque id the client acts on (16 random bytes, base64url). */
  hid: string;
  /** Whose feed it is in. */
  account_id: number;
  /** `like`, `match` or `visit` (contracts FEED_ACTIVITY_TYPES). */
  kind: string;
  /** The member the activity is about; null for the purchases and offers to come. */
  other_account_id: number | null;
  /** What an event refreshes or upgrades instead of adding another item (unique per member). */
  dedupe_key: string;
  /** 0 unread, 1 read. */
  is_read: number;
  created_at: number;
  updated_at: number;
}
