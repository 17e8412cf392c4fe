import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';

/** The full lists (spec 2 §7); each pages newest first by its own time, then by member. */
export const LISTS = ['likesYou', 'visitsYou', 'matches', 'myLikes', 'favorites'] as const;
export type ListName = (typeof LISTS)[number];

/**
 * Where a page ended, the keyset the next starts after (DESIGN.md §5 "never an offset"): the
 * entry's time (the like, the latest visit, the match, the favourite) and the member's id. It
 * leaves the server only sealed (page-token.ts): neither the time nor the id is on the page.
 */
export interface ListCursor {
  at: number;
  memberId: number;
}

/** One entry of a list: the member and the time it is ordered by. */
export interface ListRow {
  memberId: number;
  at: number;
}

type Entries = SelectQueryBuilder<DatabaseSchema, never, { member_id: number; at: number }>;

/**
 * The list's entries for the viewer, as `member_id` and `at`, each member once:
 * - likesYou: members who like the viewer, leaving out those the viewer passed (a "no" is an
 *   answer; a like back keeps them, flagged a match);
 * - visitsYou: each visitor once, at their latest visit;
 * - matches: the other member of each match, at the match;
 * - myLikes: members the viewer likes;
 * - favorites: the viewer's favourites.
 * Each reads one index range of the viewer's own rows (marks_target, marks_given, visits_target,
 * the matches pair keys, the favourites key).
 */
function entriesOf(db: Kysely<DatabaseSchema>, list: ListName, viewerId: number): Entries {
  switch (list) {
    case 'likesYou':
      return db
        .selectFrom('marks as m')
        .select(['m.account_id as member_id', 'm.created_at as at'])
        .where('m.target_account_id', '=', viewerId)
        .where('m.kind', '=', 'like')
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('marks as r').select('r.id').where('r.account_id', '=', viewerId).whereRef('r.target_account_id', '=', 'm.account_id').where('r.kind', '=', 'pass'))),
        ) as unknown as Entries;
    case 'visitsYou':
      return db
        .selectFrom('visits')
        .select((eb) => ['account_id as member_id', eb.fn.max('visited_at').as('at')])
        .where('target_account_id', '=', viewerId)
        .groupBy('account_id') as unknown as Entries;
    case 'matches':
      return db
        .selectFrom('matches')
        .select([sql<number>`case when low_account_id = ${viewerId} then high_account_id else low_account_id end`.as('member_id'), 'created_at as at'])
        .where((eb) => eb.or([eb('low_account_id', '=', viewerId), eb('high_account_id', '=', viewerId)])) as unknown as Entries;
    case 'myLikes':
      return db
        .selectFrom('marks')
        .select(['target_account_id as member_id', 'created_at as at'])
        .where('account_id', '=', viewerId)
        .where('kind', '=', 'like') as unknown as Entries;
    case 'favorites':
      return db.selectFrom('favourites').select(['target_account_id as member_id', 'created_at as at']).where('account_id', '=', viewerId) as unknown as Entries;
  }
}

/** SQL of the people lists over the relations tables (this module owns them all). */
export const listsRepo = {
  /** At most `limit` entries after `after` (null: from the start), newest first, ties by member id, highest first. */
  async page(db: Kysely<DatabaseSchema>, list: ListName, viewerId: number, after: ListCursor | null, limit: number): Promise<ListRow[]> {
    let query = db
      .selectFrom(entriesOf(db, list, viewerId).as('e'))
      .select(['e.member_id', 'e.at'])
      .orderBy('e.at', 'desc')
      .orderBy('e.member_id', 'desc')
      .limit(limit);
    if (after) query = query.where((eb) => eb.or([eb('e.at', '<', after.at), eb.and([eb('e.at', '=', after.at), eb('e.member_id', '<', after.memberId)])]));
    const rows = await query.execute();
    return rows.map((row) => ({ memberId: Number(row.member_id), at: Number(row.at) }));
  },

  /**
   * Takes a visitor off the viewer's visitors (every visit of theirs to the viewer; the visitor's
   * own records of other members are not the viewer's to touch). Answers whether there was one.
   */
  async deleteVisitor(db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>, viewerId: number, visitorId: number): Promise<boolean> {
    const result = await db.deleteFrom('visits').where('target_account_id', '=', viewerId).where('account_id', '=', visitorId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
