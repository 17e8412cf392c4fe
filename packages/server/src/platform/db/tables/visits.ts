/**
 * A visit of a profile (migrations/0018_relations.ts, modules/relations): once per visitor,
 * visited member and UTC day on the clock (DESIGN.md §14 "Visits"), whatever the number of calls.
 */
export interface VisitsTable {
  /** The visitor. */
  account_id: number;
  target_account_id: number;
  /** Days since the epoch (UTC) on the clock. */
  day: number;
  /** The screen the visit came from, as the client named it (spec 2 §7 `source`); null when none. */
  source: string | null;
  visited_at: number;
}
