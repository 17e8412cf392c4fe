import type { Generated } from 'kysely';

/**
 * `event_outbox` (migration 0015): the domain events recorded inside the transactions that cause
 * them (platform/events). A row is settled (`dispatched_at`) once every subscriber has taken it,
 * or once it was given up after too many failures (`last_error` then says why).
 */
export interface EventOutboxTable {
  id: Generated<number>;
  /** A DomainEventType of platform/events/types.ts. */
  type: string;
  /** The member the event is about: one member's events are dispatched in order. */
  member_id: number;
  /** The rest of the event (ids and codes), JSON. */
  payload: string;
  recorded_at: number;
  attempts: Generated<number>;
  /** Not dispatched before this time (app clock): a failed dispatch backs off. */
  next_attempt_at: number;
  last_error: string | null;
  dispatched_at: number | null;
}

/** `event_deliveries`: one row per subscriber that has taken an event, written with its effects. */
export interface EventDeliveriesTable {
  event_id: number;
  /** The subscriber's name, e.g. `pushes.photo-rejected`. */
  subscriber: string;
  delivered_at: number;
}
