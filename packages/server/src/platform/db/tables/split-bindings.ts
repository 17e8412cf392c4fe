/** A member's persisted group in a split test (spec 1 §3): -1 … 3. */
export interface SplitBindingsTable {
  account_id: number;
  split_hid: string;
  split_group: number;
  created_at: number;
}
