import type { Generated } from 'kysely';

/**
 * A member's report of another (migrations/0022_safety.ts, modules/safety): open until an
 * operator dismisses it or acts on it; at most one open report per reporter and target.
 */
export interface AbuseReportsTable {
  id: Generated<number>;
  reporter_account_id: number;
  target_account_id: number;
  /** One of the contracts' ABUSE_REASONS. */
  reason_id: number;
  /** What the reporter wrote, within the reason's bounds; null when the reason needs none and none was given. */
  comment: string | null;
  /** Where the report was sent from, as the client sent it (spec 2 §7 `context`). */
  context: string | null;
  status: Generated<'open' | 'dismissed' | 'actioned'>;
  created_at: number;
  reviewed_at: number | null;
}
