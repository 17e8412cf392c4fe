import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { EventContext } from '../../platform/events/outbox.ts';
import type { DomainEventType, EventOf } from '../../platform/events/types.ts';
import { RejectionReason } from '../photos/index.ts';
import { UserOnlinePushes } from './online.ts';
import type { PushInput, PushService } from './service.ts';
import { SocialPushes } from './social.ts';

/** The push an event sends, read through the dispatch transaction; null sends none. */
type PushOf<T extends DomainEventType> = (event: EventOf<T>, db: Transaction<DatabaseSchema>) => PushInput | null | Promise<PushInput | null>;

/**
 * Which push each domain event sends (spec 2 §4), and to whom: the member the event is about.
 * The texts and contexts are the ones the callers used to prepare themselves.
 */
const pushesOf = (social: SocialPushes): { [T in DomainEventType]?: PushOf<T> } => ({
  'photo.rejected': (event) =>
    event.reason === RejectionReason.fakeAge ? { type: 'photo_moderation_fake_age', context: event.reason } : { type: 'photo_upload_error', context: event.reason },
  'email.confirmed': () => ({ type: 'email_verified', context: 'email_confirmation' }),
  'password.changed': () => ({ type: 'password_changed', context: 'settings' }),
  // The member's own choice on the profile edit: the toast confirms it (spec 2 §4 "Conversation prompt").
  'conversationPrompt.changed': (event) => ({
    type: event.questionId === null ? 'conversation_prompt_question_removed' : 'conversation_prompt_question_added',
    context: 'profile',
  }),
  // The member's tabs were closed by the reset; the record stays for the activity feed.
  'password.reset': () => ({ type: 'password_reset', context: 'recovery' }),
  'verification.decided': (event) => ({
    type: event.approved ? 'verification_passed' : 'verification_failed',
    context: event.reason ?? undefined,
    url: '/profile',
  }),
  // The day's likes pushes (spec 2 §4 milestones) go to the member who likes, back to the game.
  'likes.milestone': (event) => ({ type: event.push, context: 'matches_game', url: '/matches', values: { count: event.count } }),
  // Someone liked the member: named only to a member who may see who likes them (social.ts).
  'member.liked': (event, db) => social.like(db, event.memberId, event.likerId),
  // A match, sent to each of the two, naming the other.
  'match.created': (event, db) => social.match(db, event.otherId),
  // A visit (once per visitor and UTC day): named only to a member who may see their visitors (social.ts).
  'member.visited': (event, db) => social.visit(db, event.memberId, event.visitorId),
});

/**
 * The pushes module's subscribers: each writes the push record in the dispatch transaction (so
 * it exists once per event, however often the event is dispatched) and sends the frame after
 * that commits. Registered after the realtime module's, so a password change closes the other
 * tabs before its push reaches the one that stays.
 */
export async function pushSubscribers(app: FastifyInstance): Promise<void> {
  const { pushes, accounts, photoFiles, relations, safety } = app.services;
  const { clock } = app.platform;
  const social = new SocialPushes({ clock, accounts, photos: photoFiles, relations, safety });
  const online = new UserOnlinePushes({ clock, accounts, relations, safety, social });
  for (const [type, pushOf] of Object.entries(pushesOf(social)) as Array<[DomainEventType, PushOf<DomainEventType>]>) {
    app.platform.events.subscribe({
      name: `pushes.${type}`,
      type,
      handle: async (event, context) => sendPush(pushes, event.memberId, await pushOf(event, context.db), context),
    });
  }
  // A member came online: the push goes to the members who follow them, not to the member.
  app.platform.events.subscribe({
    name: 'pushes.member.cameOnline',
    type: 'member.cameOnline',
    handle: async (event, context) => {
      for (const { accountId, input } of await online.pushesFor(context.db, event.memberId)) await sendPush(pushes, accountId, input, context);
    },
  });
}

async function sendPush(pushes: PushService, accountId: number, input: PushInput | null, context: EventContext): Promise<void> {
  if (!input) return;
  const record = await pushes.write(context.db, accountId, input);
  if (record) context.afterCommit(() => pushes.send(accountId, record));
}
