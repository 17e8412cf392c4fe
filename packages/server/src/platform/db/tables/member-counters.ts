/**
 * The realtime counters of spec 2 §4 per member (migrations/0008_live.ts): a missing row reads
 * as zeros. The features that change a count keep its column.
 */
export interface MemberCountersTable {
  account_id: number;
  unread_dialogs: number;
  new_i_like: number;
  new_matches: number;
  new_visitors: number;
}
