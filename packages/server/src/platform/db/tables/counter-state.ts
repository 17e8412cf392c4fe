/**
 * Per member, when each people list was last read and the matches-game count
 * (migrations/0024_counters.ts, modules/counters). A missing row: nothing read yet, count 0.
 */
export interface CounterStateTable {
  account_id: number;
  /** The clock when the member last reset the likes-me count; likes given later are unread. */
  likes_me_read_at: number;
  matches_read_at: number;
  visitors_read_at: number;
  /** Likes received and not yet answered: the likers the matches game deals first. */
  matches_game: number;
}
