import type { Generated } from 'kysely';

/** A member who blocked another (migrations/0022_safety.ts, modules/safety); one row per pair and direction. */
export interface MemberBlocksTable {
  id: Generated<number>;
  blocker_account_id: number;
  blocked_account_id: number;
  /** The screen it happened on, as the client sent it (spec 2 §7 `source`). */
  source: string | null;
  created_at: number;
}
