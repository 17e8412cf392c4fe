import type { FastifyInstance } from 'fastify';
import type { EventContext } from '../../platform/events/outbox.ts';
import type { DomainEventType, EventOf } from '../../platform/events/types.ts';
import { RejectionReason } from '../photos/index.ts';
import type { PushInput, PushService } from './service.ts';

/**
 * Which push each domain event sends (spec 2 §4), and to whom: the member the event is about.
 * The texts and contexts are the ones the callers used to prepare themselves.
 */
const PUSH_OF: { [T in DomainEventType]?: (event: EventOf<T>) => PushInput } = {
  'photo.rejected': (event) =>
    event.reason === RejectionReason.fakeAge ? { type: 'photo_moderation_fake_age', context: event.reason } : { type: 'photo_upload_error', context: event.reason },
  'email.confirmed': () => ({ type: 'email_verified', context: 'email_confirmation' }),
  'password.changed': () => ({ type: 'password_changed', context: 'settings' }),
  // The member's tabs were closed by the reset; the record stays for the activity feed.
  'password.reset': () => ({ type: 'password_reset', context: 'recovery' }),
  'verification.decided': (event) => ({
    type: event.approved ? 'verification_passed' : 'verification_failed',
    context: event.reason ?? undefined,
    url: '/profile',
  }),
  // The day's likes pushes (spec 2 §4 milestones) go to the member who likes, back to the game.
  'likes.milestone': (event) => ({ type: event.push, context: 'matches_game', url: '/matches', values: { count: event.count } }),
};

/**
 * The pushes module's subscribers: each writes the push record in the dispatch transaction (so
 * it exists once per event, however often the event is dispatched) and sends the frame after
 * that commits. Registered after the realtime module's, so a password change closes the other
 * tabs before its push reaches the one that stays.
 */
export async function pushSubscribers(app: FastifyInstance): Promise<void> {
  const pushes = app.services.pushes;
  for (const [type, pushOf] of Object.entries(PUSH_OF) as Array<[DomainEventType, (event: EventOf<DomainEventType>) => PushInput]>) {
    app.platform.events.subscribe({
      name: `pushes.${type}`,
      type,
      handle: (event, context) => sendPush(pushes, event.memberId, pushOf(event), context),
    });
  }
}

async function sendPush(pushes: PushService, accountId: number, input: PushInput, context: EventContext): Promise<void> {
  const record = await pushes.write(context.db, accountId, input);
  if (record) context.afterCommit(() => pushes.send(accountId, record));
}
