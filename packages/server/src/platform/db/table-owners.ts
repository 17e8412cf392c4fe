import type { DatabaseSchema } from './schema.ts';

/**
 * Who may write each table (DESIGN.md §1 "A module never reaches into another module's tables"):
 * a feature module (`modules/<name>`) or a platform piece (`platform/<dir or file>`), as a path
 * under packages/server/src. Only the owner's files insert, update or delete its rows; everyone
 * else asks the owner's service. Reads across tables stay possible for the few joins a query
 * needs, but a module imports only the row types of the tables it owns. Adding a table to
 * DatabaseSchema without an owner here fails to compile; a write outside the owner fails
 * architecture/table-ownership.test.ts. Migrations create and change every table and are exempt.
 */
export const TABLE_OWNERS = {
  // The member record: the account (login identity, status, tier placeholders) and its profile,
  // created together and erased together (on delete cascade).
  accounts: 'modules/accounts',
  profiles: 'modules/accounts',
  photos: 'modules/photos',
  funnel_photos: 'modules/photos',
  login_keys: 'modules/auth',
  split_bindings: 'modules/features',
  events: 'modules/tracking',
  system_log: 'modules/system',
  registration_drafts: 'modules/signup',
  pushes: 'modules/pushes',
  // The counters frame (spec 2 §4) is read by the realtime module; the social wave's features
  // change their counts through it.
  member_counters: 'modules/realtime',
  member_consents: 'modules/consent',
  verifications: 'modules/verification',
  notification_settings: 'modules/settings',
  unsubscribe_codes: 'modules/settings',
  data_requests: 'modules/settings',
  onboarding_items: 'modules/onboarding',
  coin_ledger: 'modules/coins',
  member_locations: 'modules/discovery',
  marks: 'modules/relations',
  matches: 'modules/relations',
  favourites: 'modules/relations',
  visits: 'modules/relations',
  member_blocks: 'modules/safety',
  abuse_reports: 'modules/safety',
  discovery_holds: 'modules/safety',
  feed_items: 'modules/feed',
  counter_state: 'modules/counters',
  notification_digests: 'modules/notification-mails',
  message_mails: 'modules/notification-mails',
  system_messages: 'modules/system-thread',
  messages: 'modules/messenger',
  dialogs: 'modules/messenger',
  chat_sequences: 'modules/messenger',
  chat_events: 'modules/messenger',
  smart_messages: 'modules/messenger',
  webpush_subscriptions: 'modules/webpush',
  refresh_tokens: 'platform/auth',
  throttle_counters: 'platform/throttle.ts',
  mail_outbox: 'platform/mail',
  event_outbox: 'platform/events',
  event_deliveries: 'platform/events',
  job_leases: 'platform/job-leases.ts',
} as const satisfies Record<keyof DatabaseSchema, TableOwner>;

/** A feature module or a platform piece, as its path under packages/server/src. */
export type TableOwner = `modules/${string}` | `platform/${string}`;

export type TableName = keyof typeof TABLE_OWNERS;

/** Whether the file (a path under packages/server/src, `/`-separated) belongs to the owner. */
export function isOwnedBy(file: string, owner: TableOwner): boolean {
  return file === owner || file.startsWith(`${owner}/`);
}
