/**
 * Every domain event a module may record (platform/events/outbox.ts), one union in one file so a
 * subscriber's handler is typed by the event it subscribes to. An event says what happened to
 * whom, with ids and codes only — never a name, an address or a text a member wrote: the outbox
 * is no second copy of personal data, and a handler loads what it needs when it runs.
 *
 * `memberId` is the member the event is about (the one a push or a frame would reach): events of
 * one member are dispatched one at a time, in the order they were committed.
 */
export type DomainEvent =
  /** An operator or the moderation job approved a photo (status 3). */
  | { type: 'photo.approved'; memberId: number; photoId: number }
  /** A photo was rejected; `reason` is the moderation code (`too_small`, `fake_age`, an operator's word). */
  | { type: 'photo.rejected'; memberId: number; photoId: number; reason: string }
  /** A member signed up (modules/signup), recorded in the sign-up's transaction. */
  | { type: 'member.registered'; memberId: number }
  /** The member opened a confirmation link: the address is confirmed. */
  | { type: 'email.confirmed'; memberId: number }
  /** The member changed the password in the settings; every session but `keptSessionId` has ended. */
  | { type: 'password.changed'; memberId: number; keptSessionId: string }
  /** A recover link set a new password; every session of the member has ended. */
  | { type: 'password.reset'; memberId: number }
  /** A verification photo was decided; `reason` is the rejection code, null when approved. */
  | { type: 'verification.decided'; memberId: number; verificationId: number; approved: boolean; reason: string | null }
  /** The member chose a conversation-prompt question (`questionId`) or took theirs away (null). */
  | { type: 'conversationPrompt.changed'; memberId: number; questionId: number | null }
  /** `likerId` liked the member (the social wave). */
  | { type: 'member.liked'; memberId: number; likerId: number }
  /** The member and `otherId` like each other; recorded once for each of the two. */
  | { type: 'match.created'; memberId: number; otherId: number }
  /** `visitorId` opened the member's profile; recorded once per visitor per day (DESIGN.md §14 "Visits"). */
  | { type: 'member.visited'; memberId: number; visitorId: number }
  /** The member started a new session: mark-online after SESSION_GAP_MINUTES unseen (contracts users.ts). */
  | { type: 'member.cameOnline'; memberId: number }
  /**
   * The member's like was the `count`-th of the likes window and reached a milestone of spec 2 §4;
   * `push` is the likes push it sends (contracts `likesPushOf`).
   */
  | { type: 'likes.milestone'; memberId: number; count: number; push: 'matches_like' | 'matches_like_upload_photo' | 'last_matches_like' }
  /** `senderId` sent the member message `messageId`. */
  | { type: 'message.sent'; memberId: number; senderId: number; messageId: number }
  /** The member blocked `blockedId` (modules/safety); recorded once per new block. */
  | { type: 'member.blocked'; memberId: number; blockedId: number }
  /** The member took back their block of `unblockedId`. */
  | { type: 'member.unblocked'; memberId: number; unblockedId: number }
  /** The member passed `passedId` (a new pass; a like is never replaced by one): the counters follow it. */
  | { type: 'member.passed'; memberId: number; passedId: number }
  /** The member's pass of `targetId` was taken back (the game's undo): the counters follow it. */
  | { type: 'pass.reversed'; memberId: number; targetId: number }
  /** The member took `visitorId` off their visitors (`DELETE /v3/visitsYou/{id}`): the counters follow it. */
  | { type: 'visitor.removed'; memberId: number; visitorId: number }
  /**
   * The member's account status `ok` became `ok` (DESIGN.md §13: hidden, self-removed, restored,
   * banned), in the transaction that wrote it: the counts and lists of the members related to
   * them follow it.
   */
  | { type: 'account.status.changed'; memberId: number; ok: number };

export type DomainEventType = DomainEvent['type'];

export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/**
 * The types this build knows. A row of another type (recorded by a newer release during a rolling
 * deploy) is left to a process that knows it, never settled here without its subscribers.
 */
const KNOWN: Record<DomainEventType, true> = {
  'photo.approved': true,
  'photo.rejected': true,
  'member.registered': true,
  'email.confirmed': true,
  'password.changed': true,
  'password.reset': true,
  'verification.decided': true,
  'conversationPrompt.changed': true,
  'member.liked': true,
  'match.created': true,
  'member.visited': true,
  'member.cameOnline': true,
  'likes.milestone': true,
  'message.sent': true,
  'member.blocked': true,
  'member.unblocked': true,
  'member.passed': true,
  'pass.reversed': true,
  'visitor.removed': true,
  'account.status.changed': true,
};

export function isDomainEventType(type: string): type is DomainEventType {
  return Object.hasOwn(KNOWN, type);
}
