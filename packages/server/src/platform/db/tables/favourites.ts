/** A member the owner marked a favourite (migrations/0018_relations.ts, modules/relations); one row per pair. */
export interface FavouritesTable {
  account_id: number;
  target_account_id: number;
  created_at: number;
}
