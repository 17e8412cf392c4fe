import type { Kysely, Transaction } from 'kysely';
import type { RealtimeCounters } from '@amora/contracts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { countersRepo } from './repo.ts';

/** The counters frame of spec 2 §4 from `member_counters`; no row means nothing new yet. */
export async function readCounters(db: Kysely<DatabaseSchema>, accountId: number): Promise<RealtimeCounters> {
  const row = await countersRepo.find(db, accountId);
  return {
    unreadDialogsCount: Number(row?.unread_dialogs ?? 0),
    newILikeCount: Number(row?.new_i_like ?? 0),
    newMatchesCount: Number(row?.new_matches ?? 0),
    newVisitorsCount: Number(row?.new_visitors ?? 0),
  };
}

/**
 * Stores the counts a feature keeps (modules/counters: likes, matches, visitors; modules/messenger:
 * unread dialogs) in the frame's row, inside the caller's transaction, and answers the whole frame
 * when anything changed (the caller pushes it after commit), null when nothing did: a frame goes
 * out only on a change. Only the columns given are written, so two features storing their own
 * counts of one member at once never overwrite each other's.
 */
export async function storeCounters(db: Transaction<DatabaseSchema>, accountId: number, counts: Partial<RealtimeCounters>): Promise<RealtimeCounters | null> {
  const before = await readCounters(db, accountId);
  const after = { ...before, ...counts };
  if (Object.entries(after).every(([key, value]) => before[key as keyof RealtimeCounters] === value)) return null;
  const columns = {
    ...(counts.unreadDialogsCount === undefined ? {} : { unread_dialogs: counts.unreadDialogsCount }),
    ...(counts.newILikeCount === undefined ? {} : { new_i_like: counts.newILikeCount }),
    ...(counts.newMatchesCount === undefined ? {} : { new_matches: counts.newMatchesCount }),
    ...(counts.newVisitorsCount === undefined ? {} : { new_visitors: counts.newVisitorsCount }),
  };
  await db
    .insertInto('member_counters')
    .values({ account_id: accountId, unread_dialogs: after.unreadDialogsCount, new_i_like: after.newILikeCount, new_matches: after.newMatchesCount, new_visitors: after.newVisitorsCount })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(columns))
    .execute();
  return after;
}
