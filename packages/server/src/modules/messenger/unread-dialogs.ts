import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { AccountStatus, type AccountsService } from '../accounts/index.ts';
import { readCounters, storeCounters } from '../realtime/index.ts';
import type { SafetyService } from '../safety/index.ts';
import type { Later } from './after-commit.ts';
import { dialogsRepo } from './repo.ts';

export interface UnreadDialogsDeps {
  db: Kysely<DatabaseSchema>;
  realtime: Realtime;
  accounts: Pick<AccountsService, 'findManyByIds'>;
  safety: Pick<SafetyService, 'blockedWithAny'>;
}

/**
 * The unread dialogs count (spec 2 §4 rpc `unreadDialogsCount`, spec 2 §7 counter type 1
 * "threads"): the dialogs of the member's list with unread messages. The list shows only active
 * members nobody blocked either way (the member-view pipeline), so the count leaves the others
 * out too. It is a fresh count from the rows, never an increment, stored through realtime's
 * counters row in the transaction of the change that moved it, the frame sent after commit when
 * it changed.
 */
export class UnreadDialogs {
  constructor(private readonly deps: UnreadDialogsDeps) {}

  /**
   * `known` names, per member, others the caller has just read in this transaction (under the
   * pair's hold) as active and not blocked either way with them: those dialogs are counted
   * without reading their accounts and blocks again (a send knows its sender).
   */
  async recount(trx: Transaction<DatabaseSchema>, memberIds: readonly number[], later: Later, known: ReadonlyMap<number, ReadonlySet<number>> = new Map()): Promise<void> {
    for (const memberId of [...new Set(memberIds)].sort((a, b) => a - b)) {
      const count = await this.count(trx, memberId, known.get(memberId));
      if (await storeCounters(trx, memberId, { unreadDialogsCount: count })) later.add(() => this.push(memberId));
    }
  }

  private async count(trx: Transaction<DatabaseSchema>, memberId: number, reachable: ReadonlySet<number> = new Set()): Promise<number> {
    const others = await dialogsRepo.unreadOthers(trx, memberId);
    const unknown = others.filter((other) => !reachable.has(other));
    if (unknown.length === 0) return others.length;
    const active = new Set((await this.deps.accounts.findManyByIds(unknown, trx)).filter((account) => account.ok === AccountStatus.active).map((account) => Number(account.id)));
    const blocked = (await this.deps.safety.blockedWithAny([memberId], trx)).get(memberId);
    return others.length - unknown.length + unknown.filter((other) => active.has(other) && !blocked?.has(other)).length;
  }

  private async push(memberId: number): Promise<void> {
    await this.deps.realtime.toMember(memberId, { channel: 'rpc', type: 'counters', payload: await readCounters(this.deps.db, memberId) });
  }
}
