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
 * member passed, visitors counts each visitor once. Blocks need no rule here: a block deletes the
 * pair's likes, match and visits (on-block.ts), and while it stands neither may like or visit.
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
 * marks_given, the matches pair keys, visits_target). `db` is the caller's transaction when it
 * counts inside one (a counters subscriber): on SQLite the dispatch holds the only connection.
 */
export async function relationCountsOf(db: Db, memberId: number, read: ReadMarks): Promise<RelationCounts> {
  const received = (since: number | null, answered: 'pass' | 'any') =>
    db
      .selectFrom('marks as m')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('m.target_account_id', '=', memberId)
      .where('m.kind', '=', 'like')
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
      .selectFrom('matches')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where((eb) => eb.or([eb('low_account_id', '=', memberId), eb('high_account_id', '=', memberId)]))
      .$if(since !== null, (q) => q.where('created_at', '>', since ?? 0))
      .executeTakeFirst();
  const visitors = (since: number | null) =>
    db
      .selectFrom('visits')
      .select((eb) => eb.fn.count<number | string>('account_id').distinct().as('count'))
      .where('target_account_id', '=', memberId)
      .$if(since !== null, (q) => q.where('visited_at', '>', since ?? 0))
      .executeTakeFirst();
  // One after another: a transaction runs one statement at a time anyway.
  const likesGiven = count(
    await db
      .selectFrom('marks')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('account_id', '=', memberId)
      .where('kind', '=', 'like')
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
