import type { Kysely, Transaction } from 'kysely';
import {
  RELATION_STAT_NAMES,
  UnreadCounterType,
  type RelationStat,
  type RelationStatName,
  type ResettableCounterList,
  type UnreadCounter,
} from '@amora/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { readCounters, storeCounters } from '../realtime/index.ts';
import { relationCountsOf, type ReadMarks } from '../relations/index.ts';
import type { SafetyService } from '../safety/index.ts';
import { counterStateRepo, type CounterStateRow, type ReadColumn } from './repo.ts';

export interface CountersDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  realtime: Realtime;
  safety: Pick<SafetyService, 'blockedWithAny' | 'blocksBetween'>;
}

/** Where a recount's frame goes once its transaction has committed (an event subscriber's `afterCommit`). */
export type AfterCommit = (send: () => Promise<void>) => void;

const READ_COLUMN: Record<ResettableCounterList, ReadColumn> = { likesYou: 'likes_me_read_at', matches: 'matches_read_at', visitsYou: 'visitors_read_at' };

const marksOf = (row: CounterStateRow): ReadMarks => ({
  likesMeReadAt: Number(row.likes_me_read_at),
  matchesReadAt: Number(row.matches_read_at),
  visitorsReadAt: Number(row.visitors_read_at),
});

/**
 * The people-list counters (issue 17 point 2; docs/decisions.md "Counters"). The unread counts
 * are kept, not computed on each read: every relation event's subscriber recounts the members it
 * touched from the rows (relations' `relationCountsOf`), in the event's dispatch transaction, and
 * stores the result (the rpc counts in realtime's `member_counters`, the matches-game count here);
 * a changed frame goes to the member's sockets after commit. A recount is a fresh count, never an
 * increment, so the kept numbers equal the rows after every event whatever came before.
 * The stats are totals read fresh: nobody is pushed them.
 */
export class CountersService {
  constructor(private readonly deps: CountersDeps) {}

  /**
   * Recounts the members inside `trx` and stores their counts; a member whose rpc counts changed
   * gets the frame on their sockets after commit (read again then, so the last frame out carries
   * the last counts committed, whatever order two recounts finish in). Members go smallest id
   * first, so two recounts of a pair take the rows in one order and never deadlock; no account
   * row is locked (a push subscriber before this one holds them shared, and a lock here would
   * deadlock two dispatches of one pair). A member gone meanwhile is skipped.
   */
  async recount(trx: Transaction<DatabaseSchema>, memberIds: readonly number[], afterCommit: AfterCommit): Promise<void> {
    for (const memberId of [...new Set(memberIds)].sort((a, b) => a - b)) {
      const state = await counterStateRepo.hold(trx, memberId);
      if (!state) continue;
      const counts = await relationCountsOf(trx, memberId, marksOf(state));
      if (Number(state.matches_game) !== counts.likesAwaitingAnswer) await counterStateRepo.update(trx, memberId, { matches_game: counts.likesAwaitingAnswer });
      const changed = await storeCounters(trx, memberId, { newILikeCount: counts.newLikesMe, newMatchesCount: counts.newMatches, newVisitorsCount: counts.newVisitors });
      if (changed) afterCommit(() => this.push(memberId));
    }
  }

  /** Recounts the members in a transaction of its own (after an erase), each told by a frame when a count changed. */
  async recountNow(memberIds: readonly number[]): Promise<void> {
    if (memberIds.length > 0) await this.inTransaction((trx, afterCommit) => this.recount(trx, memberIds, afterCommit));
  }

  /** `POST /v3/{likesYou,matches,visitsYou}:resetUnreadCount`: what the list holds now is read; its unread count is 0. */
  async reset(memberId: number, list: ResettableCounterList): Promise<void> {
    await this.inTransaction(async (trx, afterCommit) => {
      if (!(await counterStateRepo.hold(trx, memberId))) return;
      await counterStateRepo.update(trx, memberId, { [READ_COLUMN[list]]: this.deps.clock.now() });
      await this.recount(trx, [memberId], afterCommit);
    });
  }

  /** The unread counters in the spec’s order; threads is the messenger’s unread dialogs count (modules/messenger keeps it). A member never counted is counted first. */
  async unread(memberId: number): Promise<UnreadCounter[]> {
    let state = await counterStateRepo.find(this.deps.db, memberId);
    if (!state) {
      await this.inTransaction((trx, afterCommit) => this.recount(trx, [memberId], afterCommit));
      state = await counterStateRepo.find(this.deps.db, memberId);
    }
    const frame = await readCounters(this.deps.db, memberId);
    return [
      { type: UnreadCounterType.threads, value: frame.unreadDialogsCount },
      { type: UnreadCounterType.visitors, value: frame.newVisitorsCount },
      { type: UnreadCounterType.likesMe, value: frame.newILikeCount },
      { type: UnreadCounterType.matches, value: frame.newMatchesCount },
      { type: UnreadCounterType.matchesGame, value: Number(state?.matches_game ?? 0) },
    ];
  }

  /** The totals named (all four when none), in the spec's order. */
  async stats(memberId: number, names?: readonly RelationStatName[]): Promise<RelationStat[]> {
    const wanted = new Set<RelationStatName>(names && names.length > 0 ? names : RELATION_STAT_NAMES);
    const counts = await relationCountsOf(this.deps.db, memberId, { likesMeReadAt: 0, matchesReadAt: 0, visitorsReadAt: 0 });
    const values: Record<RelationStatName, () => Promise<number>> = {
      like: async () => counts.likesGiven,
      'likes-me': async () => counts.likesMe,
      visitor: async () => counts.visitors,
      block: () => this.blocksGiven(memberId),
    };
    const stats: RelationStat[] = [];
    for (const name of RELATION_STAT_NAMES) if (wanted.has(name)) stats.push({ name, value: await values[name]() });
    return stats;
  }

  /** The members the member blocked, through the safety service (it owns the blocks). */
  private async blocksGiven(memberId: number): Promise<number> {
    const either = (await this.deps.safety.blockedWithAny([memberId])).get(memberId);
    if (!either || either.size === 0) return 0;
    return (await this.deps.safety.blocksBetween(memberId, [...either])).blockedByViewer.size;
  }

  private async push(memberId: number): Promise<void> {
    await this.deps.realtime.toMember(memberId, { channel: 'rpc', type: 'counters', payload: await readCounters(this.deps.db, memberId) });
  }

  /** A transaction of the counters' own (a reset, a first count), with its frames sent after commit. */
  private async inTransaction(work: (trx: Transaction<DatabaseSchema>, afterCommit: AfterCommit) => Promise<void>): Promise<void> {
    const sends: (() => Promise<void>)[] = [];
    await this.deps.db.transaction().execute((trx) => work(trx, (send) => sends.push(send)));
    for (const send of sends) await send();
  }
}
