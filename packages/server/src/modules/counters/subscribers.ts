import type { EventOutbox } from '../../platform/events/outbox.ts';
import type { DomainEventType, EventOf } from '../../platform/events/types.ts';
import { relatedMembersOf } from '../relations/index.ts';
import type { CountersService } from './service.ts';

/**
 * The relation events and the members whose counts each one changes. Every write that changes a
 * counted set records one of these (relations: likes, matches, passes, undone passes, visits and
 * visitors taken off the list; safety: blocks, whose subscriber in relations deletes the pair's
 * likes, match and visits first, as it subscribed earlier). An unblock gives nothing back, so it
 * changes no count.
 */
const TOUCHED: { [T in DomainEventType]?: (event: EventOf<T>) => number[] } = {
  // The liked member has a new like; the liker may have answered a like (matches game).
  'member.liked': (event) => [event.memberId, event.likerId],
  'match.created': (event) => [event.memberId],
  'member.visited': (event) => [event.memberId],
  'member.passed': (event) => [event.memberId],
  'pass.reversed': (event) => [event.memberId],
  'visitor.removed': (event) => [event.memberId],
  'member.blocked': (event) => [event.memberId, event.blockedId],
};

/** Recounts the touched members in the event's dispatch transaction (exactly once per event). */
export function registerCounterSubscribers(events: EventOutbox, counters: CountersService): void {
  for (const [type, touched] of Object.entries(TOUCHED) as [DomainEventType, (event: EventOf<DomainEventType>) => number[]][]) {
    events.subscribe({
      name: `counters.${type}`,
      type,
      handle: (event, { db, afterCommit }) => counters.recount(db, touched(event), afterCommit),
    });
  }
  // Only active members count (relations' counts): a hide, removal, restore or ban changes the
  // counts of everyone the member has a like, pass, match or visit with, either way.
  events.subscribe({
    name: 'counters.account.status.changed',
    type: 'account.status.changed',
    handle: async (event, { db, afterCommit }) => counters.recount(db, await relatedMembersOf(db, event.memberId), afterCommit),
  });
}
