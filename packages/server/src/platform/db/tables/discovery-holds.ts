/**
 * A member hidden from discovery until an operator reviews their reports (migrations/0022_safety.ts,
 * modules/safety): reported by `reportsToHide` distinct members within a day (config).
 */
export interface DiscoveryHoldsTable {
  account_id: number;
  held_at: number;
}
