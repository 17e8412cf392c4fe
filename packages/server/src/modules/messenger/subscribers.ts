import type { Transaction } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { EventContext, EventOutbox } from '../../platform/events/outbox.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { Later } from './after-commit.ts';
import { dialogsRepo } from './repo.ts';
import { iceBreakerQuestionOf, writeSystemMessageOnce } from './system-messages.ts';
import type { Threads } from './threads.ts';
import type { UnreadDialogs } from './unread-dialogs.ts';

export interface MessengerSubscriberDeps {
  clock: Clock;
  accounts: Pick<AccountsService, 'findById'>;
  threads: Threads;
  unread: UnreadDialogs;
}

const laterOf = (context: EventContext): Later => ({ add: (send) => context.afterCommit(send) });

/**
 * The messenger's reactions to other modules' events, each in the event's dispatch transaction
 * (exactly once per event):
 * - `match.created`: the "user match" system message (type 38) in the pair's dialog, then the
 *   "ice breaker" (type 33) asking one conversation-prompt question, each once per pair
 *   (recorded for each side; the smaller id's copy writes them, under request ids of the pair),
 *   and the pair's held messages become sent: they are matched now (DESIGN.md §14).
 * - a block, an unblock or an account state change: the unread dialogs counts of everyone it
 *   touches follow (the list shows only active members nobody blocked).
 */
export function registerMessengerSubscribers(events: EventOutbox, deps: MessengerSubscriberDeps): void {
  events.subscribe({
    name: 'messenger.match.created',
    type: 'match.created',
    handle: async (event, context) => {
      if (event.memberId > event.otherId) return;
      await userMatch(context.db, deps, event.memberId, event.otherId, laterOf(context));
    },
  });
  events.subscribe({
    name: 'messenger.member.blocked',
    type: 'member.blocked',
    handle: (event, context) => deps.unread.recount(context.db, [event.memberId, event.blockedId], laterOf(context)),
  });
  events.subscribe({
    name: 'messenger.member.unblocked',
    type: 'member.unblocked',
    handle: (event, context) => deps.unread.recount(context.db, [event.memberId, event.unblockedId], laterOf(context)),
  });
  events.subscribe({
    name: 'messenger.account.status.changed',
    type: 'account.status.changed',
    handle: async (event, context) => deps.unread.recount(context.db, await dialogsRepo.ownersWithUnreadFrom(context.db, event.memberId), laterOf(context)),
  });
}

async function userMatch(trx: Transaction<DatabaseSchema>, deps: MessengerSubscriberDeps, a: number, b: number, later: Later): Promise<void> {
  const first = await deps.accounts.findById(a, trx);
  const second = await deps.accounts.findById(b, trx);
  if (!first || !second) return;
  await deps.threads.holdPair(trx, a, b);
  const partyA = { id: a, hid: first.hid };
  const partyB = { id: b, hid: second.hid };
  // `/` is outside a client request id's alphabet: no member's own send can take these keys first.
  await writeSystemMessageOnce(trx, deps, partyA, partyB, 'system/match', { type: 'userMatch', questionId: null }, later);
  await writeSystemMessageOnce(trx, deps, partyA, partyB, 'system/ice-breaker', { type: 'iceBreaker', questionId: iceBreakerQuestionOf(a, b) }, later);
  await deps.threads.release(trx, partyA, partyB, later);
  await deps.threads.release(trx, partyB, partyA, later);
}
