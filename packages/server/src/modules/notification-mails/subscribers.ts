import { NotificationType } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { DomainEventType, EventOf } from '../../platform/events/types.ts';
import type { DigestType, NotificationDigests } from './digests.ts';
import type { MessageMails } from './message-mails.ts';

/** Who is told of the event, and whether it counts; read through the dispatch transaction. */
type Counted<T extends DomainEventType> = (event: EventOf<T>, db: Transaction<DatabaseSchema>) => Promise<boolean>;

/**
 * The events a notification mail is about, each for the member it is about, in the event's
 * dispatch transaction (so once per event). Only while the other member is active and neither
 * blocked the other; a like that made a match is counted as the match alone (as the pushes do).
 * A delivered message marks its dialog pending for the receiver's new-message mail.
 */
export function registerNotificationMailSubscribers(app: FastifyInstance, digests: NotificationDigests, messageMails: MessageMails): void {
  const { accounts, relations, safety } = app.services;
  const countsAbout = async (db: Transaction<DatabaseSchema>, memberId: number, otherId: number) => {
    const other = await accounts.findById(otherId, db);
    return Number(other?.ok) === 1 && !(await safety.blockedWithAny([memberId], db)).get(memberId)?.has(otherId);
  };
  const subscribe = <T extends DomainEventType>(type: T, digestType: DigestType, counts: Counted<T>) =>
    app.platform.events.subscribe({
      name: `notification-mails.${type}`,
      type,
      handle: async (event, { db }) => {
        if (await counts(event, db)) await digests.note(db, event.memberId, digestType);
      },
    });

  subscribe('member.liked', NotificationType.likes, async (event, db) => (await countsAbout(db, event.memberId, event.likerId)) && !(await relations.areMatched(event.memberId, event.likerId, db)));
  subscribe('match.created', NotificationType.matches, (event, db) => countsAbout(db, event.memberId, event.otherId));
  subscribe('member.visited', NotificationType.profileVisitors, (event, db) => countsAbout(db, event.memberId, event.visitorId));
  app.platform.events.subscribe({
    name: 'notification-mails.message.sent',
    type: 'message.sent',
    // Every delivered message comes here: both members in one read, the mark in one upsert.
    handle: async (event, { db }) => {
      const rows = new Map((await accounts.findManyByIds([event.memberId, event.senderId], db)).map((row) => [Number(row.id), row]));
      const [receiver, sender] = [rows.get(event.memberId), rows.get(event.senderId)];
      if (!receiver || Number(receiver.ok) !== 1 || Number(sender?.ok) !== 1) return;
      if ((await safety.blockedWithAny([event.memberId], db)).get(event.memberId)?.has(event.senderId)) return;
      await messageMails.note(db, receiver, event.senderId);
    },
  });
}
