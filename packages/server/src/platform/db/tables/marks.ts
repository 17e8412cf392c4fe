import type { Generated } from 'kysely';

/**
 * A member's reaction to another (migrations/0018_relations.ts, modules/relations): a like or a
 * pass ("a mark", spec 2 §3), one row per pair and direction, so a member once marked is never
 * dealt again. A like that replaces a pass is a new row (a new `id`): the newest row by `id` is
 * the member's last reaction, which an undo takes back.
 */
export interface MarksTable {
  id: Generated<number>;
  /** Who reacted. */
  account_id: number;
  /** To whom. */
  target_account_id: number;
  kind: 'like' | 'pass';
  /** Where: a card of the game, a search or nearby result, a profile (LIKE_SOURCES). */
  source: 'game' | 'search' | 'nearby' | 'profile';
  /** How, for game reactions (INTERACTION_METHODS); null elsewhere. */
  interaction_method: string | null;
  /** The card's tracking data as the client sent it back, at most TRACKING_DATA_MAX_LENGTH characters. */
  tracking_data: string | null;
  created_at: number;
}
