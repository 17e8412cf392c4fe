import type { Generated } from 'kysely';

/**
 * A mutual like (migrations/0018_relations.ts, modules/relations): one row per pair, the smaller
 * account id first. The unique key on the ordered pair is what makes a match exactly once, however
 * the two likes race.
 */
export interface MatchesTable {
  id: Generated<number>;
  low_account_id: number;
  high_account_id: number;
  created_at: number;
}
