import type { FastifyInstance } from 'fastify';
import { DAY } from '../../platform/clock.ts';
import { dedupeKey, feedRepo } from './repo.ts';
import type { FeedService } from './service.ts';

/**
 * The feed's items, made by subscribers of the relations and safety events (docs/architecture.md
 * "Domain events"), each in the event's dispatch transaction, so an event makes its item once:
 * - `member.liked`: "Anna liked you", one item per liker; a like given again brings it back up
 *   unread. No like item once the two have matched (the match item says more).
 * - `match.created`: the like item of that member, if any, becomes the match item (same hid,
 *   unread again, moved up), so a like answered by a match reads as one item, not two.
 * - `member.visited`: one item per visitor and UTC day (relations already emits one event per
 *   visitor and day; the key makes it hold whatever the events).
 * - `member.blocked`: every item either member has about the other goes, as relations drops their
 *   likes and match; unblocking restores nothing. Reads also hide blocked members either way and
 *   members who are no longer active (the member-view pipeline), so nothing shows in between.
 * - `account.status.changed`: nothing is written (reads show only active members), but the unread
 *   counts of the members with an unread item about that member follow it.
 * An event about an account that no longer exists makes nothing (it is no failure to retry).
 * Every item made, raised, upgraded or deleted sends its member the `feed` frame after commit.
 * Gifts, purchases, declines and offers will be subscribers here, keyed by their order.
 */
export function registerFeedSubscribers(app: FastifyInstance, feed: Pick<FeedService, 'pushUnreadCount'>): void {
  const { events, clock } = app.platform;
  const tell = (memberIds: readonly number[], afterCommit: (send: () => Promise<void>) => void) => {
    for (const memberId of memberIds) afterCommit(() => feed.pushUnreadCount(memberId));
  };

  events.subscribe({
    name: 'feed.member.liked',
    type: 'member.liked',
    handle: async (event, { db, afterCommit }) => {
      if (!(await feedRepo.bothExist(db, event.memberId, event.likerId))) return;
      if (await feedRepo.has(db, event.memberId, dedupeKey.match(event.likerId))) return;
      await feedRepo.upsertFresh(db, { accountId: event.memberId, kind: 'like', otherId: event.likerId, key: dedupeKey.like(event.likerId), at: clock.now() });
      tell([event.memberId], afterCommit);
    },
  });

  events.subscribe({
    name: 'feed.match.created',
    type: 'match.created',
    handle: async (event, { db, afterCommit }) => {
      const [memberId, otherId] = [event.memberId, event.otherId];
      if (!(await feedRepo.bothExist(db, memberId, otherId))) return;
      tell([memberId], afterCommit);
      const at = clock.now();
      const like = dedupeKey.like(otherId);
      const match = dedupeKey.match(otherId);
      if (await feedRepo.has(db, memberId, match)) {
        await feedRepo.removeKey(db, memberId, like);
        await feedRepo.upsertFresh(db, { accountId: memberId, kind: 'match', otherId, key: match, at });
        return;
      }
      if (await feedRepo.upgrade(db, memberId, like, { kind: 'match', key: match, at })) return;
      await feedRepo.addOnce(db, { accountId: memberId, kind: 'match', otherId, key: match, at });
    },
  });

  events.subscribe({
    name: 'feed.member.visited',
    type: 'member.visited',
    handle: async (event, { db, afterCommit }) => {
      if (!(await feedRepo.bothExist(db, event.memberId, event.visitorId))) return;
      const at = clock.now();
      if (await feedRepo.addOnce(db, { accountId: event.memberId, kind: 'visit', otherId: event.visitorId, key: dedupeKey.visit(event.visitorId, Math.floor(at / DAY)), at })) {
        tell([event.memberId], afterCommit);
      }
    },
  });

  events.subscribe({
    name: 'feed.member.blocked',
    type: 'member.blocked',
    handle: async (event, { db, afterCommit }) => {
      tell(await feedRepo.removePair(db, event.memberId, event.blockedId), afterCommit);
    },
  });

  events.subscribe({
    name: 'feed.account.status.changed',
    type: 'account.status.changed',
    handle: async (event, { db, afterCommit }) => {
      tell(await feedRepo.unreadAbout(db, event.memberId), afterCommit);
    },
  });
}
