import { AccountStatus } from '../accounts/index.ts';
import type { Db } from './repo.ts';

/** Since when a member's unread counts run: the clock at their last reset of each list (0: never). */
export interface ReadMarks {
  likesMeReadAt: number;
  matchesReadAt: number;
  visitorsReadAt: number;
}

/**
 * A member's relation counts, fresh from the rows (issue 17 point 2; docs/decisions.md
 * "Counters"). The sets are the lists' own (relations/lists): likes-me leaves out the likers the
 * member passed, visitors counts each visitor once, and only active members count, as the lists
 * show only them (hidden, self-removed and banned members come back into the counts on a
 * restore; the counters recount on `account.status.changed`). Blocks need no rule here: a block
 * deletes the pair's likes, match and visits (on-block.ts), and while it stands neither may like
 * or visit.
 */
export interface RelationCounts {
  /** Likes the member gives (stats `like`). */
  likesGiven: number;
  /** Likes received, less those the member passed (stats `likes-me`). */
  likesMe: number;
  /** Of those, given after `likesMeReadAt` (unread 5, the rpc `newILikeCount`). */
  newLikesMe: number;
  matches: number;
  /** Matches made after `matchesReadAt` (unread 6, rpc `newMatchesCount`). */
  newMatches: number;
  /** Distinct visitors (stats `visitor`). */
  visitors: number;
  /** Distinct visitors with a visit after `visitorsReadAt` (unread 3, rpc `newVisitorsCount`). */
  newVisitors: number;
  /** Likes received the member has not answered, neither liked back nor passed: the game deals these first (unread 15). */
  likesAwaitingAnswer: number;
}

const count = (row: { count: number | string | bigint } | undefined): number => Number(row?.count ?? 0);

/**
 * Counts a member's relations, each an index range of the member's own rows (marks_target,
 * marks_given, the matches pair keys, visits_target) joined to the other member's account for
 * its status. `db` is the caller's transaction when it counts inside one (a counters
 * subscriber): on SQLite the dispatch holds the only connection.
 */
export async function relationCountsOf(db: Db, memberId: number, read: ReadMarks): Promise<RelationCounts> {
  const received = (since: number | null, answered: 'pass' | 'any') =>
    db
      .selectFrom('marks as m')
      .innerJoin('accounts as a', 'a.id', 'm.account_id')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('m.target_account_id', '=', memberId)
      .where('m.kind', '=', 'like')
      .where('a.ok', '=', AccountStatus.active)
      .$if(since !== null, (q) => q.where('m.created_at', '>', since ?? 0))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('marks as r')
              .select('r.id')
              .where('r.account_id', '=', memberId)
              .whereRef('r.target_account_id', '=', 'm.account_id')
              .$if(answered === 'pass', (q) => q.where('r.kind', '=', 'pass')),
          ),
        ),
      )
      .executeTakeFirst();
  const matches = (since: number | null) =>
    db
      .selectFrom('matches as x')
      .innerJoin('accounts as a', (join) => join.on((eb) => eb.and([eb.or([eb('a.id', '=', eb.ref('x.low_account_id')), eb('a.id', '=', eb.ref('x.high_account_id'))]), eb('a.id', '!=', memberId)])))
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where((eb) => eb.or([eb('x.low_account_id', '=', memberId), eb('x.high_account_id', '=', memberId)]))
      .where('a.ok', '=', AccountStatus.active)
      .$if(since !== null, (q) => q.where('x.created_at', '>', since ?? 0))
      .executeTakeFirst();
  const visitors = (since: number | null) =>
    db
      .selectFrom('visits as v')
      .innerJoin('accounts as a', 'a.id', 'v.account_id')
      .select((eb) => eb.fn.count<number | string>('v.account_id').distinct().as('count'))
      .where('v.target_account_id', '=', memberId)
      .where('a.ok', '=', AccountStatus.active)
      .$if(since !== null, (q) => q.where('v.visited_at', '>', since ?? 0))
      .executeTakeFirst();
  // One after another: a transaction runs one statement at a time anyway.
  const likesGiven = count(
    await db
      .selectFrom('marks as m')
      .innerJoin('accounts as a', 'a.id', 'm.target_account_id')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('m.account_id', '=', memberId)
      .where('m.kind', '=', 'like')
      .where('a.ok', '=', AccountStatus.active)
      .executeTakeFirst(),
  );
  return {
    likesGiven,
    likesMe: count(await received(null, 'pass')),
    newLikesMe: count(await received(read.likesMeReadAt, 'pass')),
    matches: count(await matches(null)),
    newMatches: count(await matches(read.matchesReadAt)),
    visitors: count(await visitors(null)),
    newVisitors: count(await visitors(read.visitorsReadAt)),
    likesAwaitingAnswer: count(await received(null, 'any')),
  };
}

/**
 * Every member whose counts include the member: the other side of each of their likes, passes,
 * matches and visits, either way (a status change or an erase of the member changes theirs).
 */
export async function relatedMembersOf(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('marks')
    .select('target_account_id as id')
    .where('account_id', '=', memberId)
    .union(db.selectFrom('marks').select('account_id as id').where('target_account_id', '=', memberId))
    .union(db.selectFrom('matches').select('high_account_id as id').where('low_account_id', '=', memberId))
    .union(db.selectFrom('matches').select('low_account_id as id').where('high_account_id', '=', memberId))
    .union(db.selectFrom('visits').select('target_account_id as id').where('account_id', '=', memberId))
    .union(db.selectFrom('visits').select('account_id as id').where('target_account_id', '=', memberId))
    .execute();
  return rows.map((row) => Number(row.id));
}
