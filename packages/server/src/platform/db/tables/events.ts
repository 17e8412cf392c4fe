import type { Generated } from 'kysely';

/** Tracking events from the pages (funnel, page visits, UI events, connection checks). */
export interface EventsTable {
  id: Generated<number>;
  /** e.g. 'funnel.start', 'funnel.step', 'funnel.event', 'connection.check', 'ui.pageVisit', 'ui.generic' */
  kind: string;
  brand_id: number | null;
  account_id: number | null;
  uid: string | null;
  funnel_id: string | null;
  /** The payload as JSON text. */
  payload: string;
  created_at: number;
}
