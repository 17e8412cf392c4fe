import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { EventOutbox } from '../../platform/events/outbox.ts';
import { AccountStatus, type AccountRow, type AccountsService } from '../accounts/index.ts';
import { entitlementsOf, type TierColumns } from '../entitlements/index.ts';
import { AfterCommit } from './after-commit.ts';
import { messagesRepo } from './repo.ts';
import type { MessagePushes } from './message-pushes.ts';
import type { Threads } from './threads.ts';

export interface HeldDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  events: EventOutbox;
  accounts: Pick<AccountsService, 'findManyByIds'>;
  threads: Threads;
  messagePushes: MessagePushes;
}

/** Senders the release job looks at per run. */
const JOB_BATCH = 100;

/**
 * Held messages becoming sent on an upgrade (DESIGN.md §14; spec 2 §4 "premium activation marks
 * all messages sent"). No event says a member became premium (the tier is columns read at use,
 * DESIGN.md §8), so the release happens where the upgrade is seen: at once when the member next
 * uses the messenger (every read and send asks first, one indexed query for a premium member
 * only), and within a minute otherwise by the `messenger.release-held` job, which looks at the
 * senders who hold messages. A match releases a pair's held messages too (subscribers.ts).
 */
export class HeldMessages {
  constructor(private readonly deps: HeldDeps) {}

  /** Releases the member's held messages when they are premium now. */
  async releaseIfPremium(member: TierColumns & Pick<AccountRow, 'id' | 'hid'>): Promise<number> {
    if (!entitlementsOf(member, this.deps.clock.now()).isPremium) return 0;
    const receivers = await messagesRepo.heldReceivers(this.deps.db, member.id);
    let released = 0;
    for (const receiverId of receivers) released += await this.releasePair(member, receiverId);
    return released;
  }

  /** The job: every sender with held messages who is premium and active now. */
  async releaseDue(): Promise<number> {
    const senders = await messagesRepo.heldSenders(this.deps.db, JOB_BATCH);
    if (senders.length === 0) return 0;
    let released = 0;
    for (const account of await this.deps.accounts.findManyByIds(senders)) {
      if (account.ok === AccountStatus.active) released += await this.releaseIfPremium({ ...account, id: Number(account.id) });
    }
    return released;
  }

  /** One pair, in a transaction of its own; the receiver gets the new-message push for the last one. */
  private async releasePair(sender: Pick<AccountRow, 'id' | 'hid'>, receiverId: number): Promise<number> {
    const { events, threads, accounts } = this.deps;
    const [receiver] = await accounts.findManyByIds([receiverId]);
    if (!receiver) return 0;
    const after = new AfterCommit();
    const released = await events.transaction(async (trx) => {
      await threads.holdPair(trx, sender.id, receiverId);
      const rows = await threads.release(trx, { id: sender.id, hid: sender.hid }, { id: receiverId, hid: receiver.hid }, after);
      const last = rows.at(-1);
      if (last) {
        const parties = new Map((await accounts.findManyByIds([sender.id, receiverId], trx)).map((row) => [Number(row.id), row]));
        const [senderRow, receiverRow] = [parties.get(sender.id), parties.get(receiverId)];
        if (senderRow && receiverRow) await this.deps.messagePushes.write(trx, receiverRow, senderRow, after);
        await events.record(trx, { type: 'message.sent', memberId: receiverId, senderId: sender.id, messageId: Number(last.id) });
      }
      return rows.length;
    }, { afterCommit: () => after.run() });
    return released;
  }
}
