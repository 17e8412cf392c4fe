import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { MarksTable } from '../../platform/db/tables/marks.ts';

/** The database or an open transaction. */
export type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
export type MarkRow = Selectable<MarksTable>;
export type NewMark = Insertable<MarksTable>;

/** The ordered pair a match is keyed by: the smaller account id first. */
export function pairOf(a: number, b: number): { low: number; high: number } {
  return a < b ? { low: a, high: b } : { low: b, high: a };
}

/** SQL over `marks` (likes and passes), the only place that writes it (platform/db/table-owners.ts). */
export const marksRepo = {
  find(db: Db, accountId: number, targetId: number): Promise<MarkRow | undefined> {
    return db.selectFrom('marks').selectAll().where('account_id', '=', accountId).where('target_account_id', '=', targetId).executeTakeFirst();
  },

  async insert(db: Db, mark: NewMark): Promise<void> {
    await db.insertInto('marks').values(mark).execute();
  },

  async remove(db: Db, id: number): Promise<void> {
    await db.deleteFrom('marks').where('id', '=', id).execute();
  },

  /** The member's newest reaction: the one an undo may take back. */
  last(db: Db, accountId: number): Promise<MarkRow | undefined> {
    return db.selectFrom('marks').selectAll().where('account_id', '=', accountId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  },

  /** The member's likes since `since` (exclusive): how many, and when the oldest was given. */
  async likesSince(db: Db, accountId: number, since: number): Promise<{ count: number; oldest: number | null }> {
    const row = await db
      .selectFrom('marks')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('account_id', '=', accountId)
      .where('kind', '=', 'like')
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), oldest: row.oldest === null ? null : Number(row.oldest) };
  },

  /**
   * Per member of `memberIds`, the likes they received since `since` and have not answered (no
   * mark of theirs on the liker), in one query.
   */
  async unansweredLikes(db: Db, memberIds: readonly number[], since: number): Promise<Map<number, number>> {
    if (memberIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('marks as m')
      .select((eb) => ['m.target_account_id', eb.fn.countAll<number | string>().as('count')])
      .where('m.target_account_id', 'in', [...memberIds])
      .where('m.kind', '=', 'like')
      .where('m.created_at', '>', since)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('marks as r').select('r.id').whereRef('r.account_id', '=', 'm.target_account_id').whereRef('r.target_account_id', '=', 'm.account_id'))))
      .groupBy('m.target_account_id')
      .execute();
    return new Map(rows.map((row) => [Number(row.target_account_id), Number(row.count)]));
  },

  /**
   * The likes members of `memberIds` received since `since` (inclusive) and have not answered (no
   * mark of theirs on the liker), oldest first, at most `limit`: a range of the `marks_target`
   * index per member.
   */
  async awaitingAnswer(db: Db, memberIds: readonly number[], since: number, limit: number): Promise<Array<{ likerId: number; memberId: number; likedAt: number }>> {
    if (memberIds.length === 0) return [];
    const rows = await db
      .selectFrom('marks as m')
      .select(['m.account_id', 'm.target_account_id', 'm.created_at'])
      .where('m.target_account_id', 'in', [...memberIds])
      .where('m.kind', '=', 'like')
      .where('m.created_at', '>=', since)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('marks as r').select('r.id').whereRef('r.account_id', '=', 'm.target_account_id').whereRef('r.target_account_id', '=', 'm.account_id'))))
      .orderBy('m.created_at')
      .orderBy('m.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ likerId: Number(row.account_id), memberId: Number(row.target_account_id), likedAt: Number(row.created_at) }));
  },
};

/** SQL over `matches`. */
export const matchesRepo = {
  /** Records the match of a pair once: false when the pair already had one (the unique key decides). */
  async create(db: Db, a: number, b: number, at: number): Promise<boolean> {
    const { low, high } = pairOf(a, b);
    const result = await db
      .insertInto('matches')
      .values({ low_account_id: low, high_account_id: high, created_at: at })
      .onConflict((oc) => oc.columns(['low_account_id', 'high_account_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  async exists(db: Db, a: number, b: number): Promise<boolean> {
    const { low, high } = pairOf(a, b);
    const row = await db.selectFrom('matches').select('id').where('low_account_id', '=', low).where('high_account_id', '=', high).executeTakeFirst();
    return row !== undefined;
  },
};

/**
 * Everyone matched with `memberId` or holding them as a favourite, once each: a union of the
 * three index ranges (matches by either side, favourites by target).
 */
export async function followersOf(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('matches')
    .select('high_account_id as id')
    .where('low_account_id', '=', memberId)
    .union(db.selectFrom('matches').select('low_account_id as id').where('high_account_id', '=', memberId))
    .union(db.selectFrom('favourites').select('account_id as id').where('target_account_id', '=', memberId))
    .execute();
  return rows.map((row) => Number(row.id));
}

/** SQL over `favourites`. */
export const favouritesRepo = {
  async add(db: Db, accountId: number, targetId: number, at: number): Promise<void> {
    await db
      .insertInto('favourites')
      .values({ account_id: accountId, target_account_id: targetId, created_at: at })
      .onConflict((oc) => oc.columns(['account_id', 'target_account_id']).doNothing())
      .execute();
  },

  async remove(db: Db, accountId: number, targetId: number): Promise<void> {
    await db.deleteFrom('favourites').where('account_id', '=', accountId).where('target_account_id', '=', targetId).execute();
  },
};

/** SQL over `visits`. */
export const visitsRepo = {
  /** Records the visit of the day once: false when the visitor was already counted that day. */
  async record(db: Db, visit: { accountId: number; targetId: number; day: number; source: string | null; at: number }): Promise<boolean> {
    const result = await db
      .insertInto('visits')
      .values({ account_id: visit.accountId, target_account_id: visit.targetId, day: visit.day, source: visit.source, visited_at: visit.at })
      .onConflict((oc) => oc.columns(['account_id', 'target_account_id', 'day']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },
};

/** One relation of the viewer to a member of a page: what `relationshipsOf` is built from. */
export interface RelationRow {
  kind: 'liked' | 'likedMe' | 'match' | 'favourite';
  member_id: number | string;
}

/**
 * The viewer's relations with the members of a page, in one query (the member-view pipeline's
 * relationship slot costs one query whatever the page): likes both ways, matches, favourites.
 */
export function relationsWith(db: Db, viewerId: number, memberIds: readonly number[]): Promise<RelationRow[]> {
  const ids = [...memberIds];
  return db
    .selectFrom('marks')
    .select([sql<RelationRow['kind']>`'liked'`.as('kind'), 'target_account_id as member_id'])
    .where('account_id', '=', viewerId)
    .where('kind', '=', 'like')
    .where('target_account_id', 'in', ids)
    .unionAll((eb) =>
      eb
        .selectFrom('marks')
        .select([sql<RelationRow['kind']>`'likedMe'`.as('kind'), 'account_id as member_id'])
        .where('target_account_id', '=', viewerId)
        .where('kind', '=', 'like')
        .where('account_id', 'in', ids),
    )
    .unionAll((eb) =>
      eb
        .selectFrom('matches')
        .select([sql<RelationRow['kind']>`'match'`.as('kind'), 'high_account_id as member_id'])
        .where('low_account_id', '=', viewerId)
        .where('high_account_id', 'in', ids),
    )
    .unionAll((eb) =>
      eb
        .selectFrom('matches')
        .select([sql<RelationRow['kind']>`'match'`.as('kind'), 'low_account_id as member_id'])
        .where('high_account_id', '=', viewerId)
        .where('low_account_id', 'in', ids),
    )
    .unionAll((eb) =>
      eb
        .selectFrom('favourites')
        .select([sql<RelationRow['kind']>`'favourite'`.as('kind'), 'target_account_id as member_id'])
        .where('account_id', '=', viewerId)
        .where('target_account_id', 'in', ids),
    )
    .execute();
}
