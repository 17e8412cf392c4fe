import type { EventOutbox } from '../../platform/events/outbox.ts';
import { shownRejectionReason, type SystemThread } from './service.ts';

/**
 * The notices the system thread writes, each in the dispatch transaction of its event and under a
 * dedupe key of what it is about, so an event delivered again (the outbox is at least once) or a
 * second event about the same thing writes nothing new. Only the first approved photo says so:
 * later approvals are routine.
 */
export function registerSystemThreadSubscribers(events: EventOutbox, thread: SystemThread): void {
  events.subscribe({
    name: 'system-thread.member.registered',
    type: 'member.registered',
    handle: async (event, { db }) => void (await thread.note(db, event.memberId, { kind: 'welcome', params: {}, dedupeKey: 'welcome' })),
  });
  events.subscribe({
    name: 'system-thread.photo.approved',
    type: 'photo.approved',
    handle: async (event, { db }) => void (await thread.note(db, event.memberId, { kind: 'photoApproved', params: {}, dedupeKey: 'photo-approved' })),
  });
  events.subscribe({
    name: 'system-thread.photo.rejected',
    type: 'photo.rejected',
    handle: async (event, { db }) =>
      void (await thread.note(db, event.memberId, { kind: 'photoRejected', params: { reason: shownRejectionReason(event.reason) }, dedupeKey: `photo-rejected:${event.photoId}` })),
  });
  events.subscribe({
    name: 'system-thread.verification.decided',
    type: 'verification.decided',
    handle: async (event, { db }) =>
      void (await thread.note(db, event.memberId, {
        kind: event.approved ? 'verificationApproved' : 'verificationRejected',
        params: {},
        dedupeKey: `verification:${event.verificationId}`,
      })),
  });
}
