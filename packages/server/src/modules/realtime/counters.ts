import type { Kysely } from 'kysely';
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
