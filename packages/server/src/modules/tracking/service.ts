import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { eventsRepo } from './repo.ts';

/** The kinds of rows in the events table. */
export type EventKind =
  | 'funnel.identifier'
  | 'funnel.start'
  | 'funnel.step'
  | 'funnel.event'
  | 'connection.check'
  | 'ui.pageVisit'
  | 'ui.generic'
  | 'session.start'
  | 'push.show'
  | 'push.action'
  | 'push.subscribe'
  | 'popup.show'
  | 'popup.action'
  | 'account.deleteAttempt'
  | 'account.deactivate';

/** Who reported: the host's brand, and the member when a valid access token came along. */
export interface Reporter {
  brandId: number | null;
  accountId: number | null;
}

export interface TrackedEvent {
  uid?: string | null;
  funnelId?: string | null;
  payload: unknown;
}

/** Writes tracking events; analytics read the table, nothing in the product reads it back. */
export class TrackingService {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: Clock,
  ) {}

  record(kind: EventKind, reporter: Reporter, event: TrackedEvent): Promise<void> {
    return this.recordMany(kind, reporter, [event]);
  }

  /** One insert for a whole batch. */
  recordMany(kind: EventKind, reporter: Reporter, events: readonly TrackedEvent[]): Promise<void> {
    const now = this.clock.now();
    return eventsRepo.insertMany(
      this.db,
      events.map((event) => ({
        kind,
        brand_id: reporter.brandId,
        account_id: reporter.accountId,
        uid: event.uid ?? null,
        funnel_id: event.funnelId ?? null,
        payload: JSON.stringify(event.payload ?? null),
        created_at: now,
      })),
    );
  }
}
