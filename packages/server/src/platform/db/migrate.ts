import type { Kysely } from 'kysely';
import type { Database, Dialect } from './database.ts';
import * as m0001 from '../../../migrations/0001_foundation.ts';
import * as m0005 from '../../../migrations/0005_signup.ts';
import * as m0006 from '../../../migrations/0006_mail.ts';
import * as m0007 from '../../../migrations/0007_geo_photos.ts';
import * as m0008 from '../../../migrations/0008_live.ts';
import * as m0009 from '../../../migrations/0009_photo_albums.ts';
import * as m0010 from '../../../migrations/0010_account_removal.ts';
import * as m0011 from '../../../migrations/0011_photo_moderation.ts';
import * as m0012 from '../../../migrations/0012_verification.ts';
import * as m0013 from '../../../migrations/0013_member_settings.ts';
import * as m0014 from '../../../migrations/0014_consent.ts';
import * as m0015 from '../../../migrations/0015_domain_events.ts';
import * as m0016 from '../../../migrations/0016_coins.ts';
import * as m0017 from '../../../migrations/0017_member_locations.ts';
import * as m0018 from '../../../migrations/0018_relations.ts';
import * as m0020 from '../../../migrations/0020_search.ts';
import * as m0021 from '../../../migrations/0021_member_photos_index.ts';
import * as m0022 from '../../../migrations/0022_safety.ts';
import * as m0023ActivityFeed from '../../../migrations/0023_activity_feed.ts';
import * as m0024Counters from '../../../migrations/0024_counters.ts';
import * as m0025NotificationDigests from '../../../migrations/0025_notification_digests.ts';
import * as m0026Messenger from '../../../migrations/0026_messenger.ts';
import * as m0027Webpush from '../../../migrations/0027_webpush.ts';
import * as m0028SmartMessages from '../../../migrations/0028_smart_messages.ts';
import * as m0029MessageMails from '../../../migrations/0029_message_mails.ts';
import * as m0030OnboardingCounts from '../../../migrations/0030_onboarding_counts.ts';
import * as m0031SystemMessages from '../../../migrations/0031_system_messages.ts';

/**
 * The one ordered list of migrations, run at start on SQLite and PostgreSQL alike. A migration
 * receives the dialect for the few places where the two differ, and a `Kysely<unknown>`: it never
 * depends on today's table types (STYLE.md "Tables and migrations").
 */
type Migration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

export const MIGRATIONS: ReadonlyArray<[name: string, migration: Migration]> = [
  ['0001_foundation', m0001],
  ['0005_signup', m0005],
  ['0006_mail', m0006],
  ['0007_geo_photos', m0007],
  ['0008_live', m0008],
  ['0009_photo_albums', m0009],
  ['0010_account_removal', m0010],
  ['0011_photo_moderation', m0011],
  ['0012_verification', m0012],
  ['0013_member_settings', m0013],
  ['0014_consent', m0014],
  ['0015_domain_events', m0015],
  ['0016_coins', m0016],
  ['0017_member_locations', m0017],
  ['0018_relations', m0018],
  ['0020_search', m0020],
  ['0021_member_photos_index', m0021],
  ['0022_safety', m0022],
  ['0023_activity_feed', m0023ActivityFeed],
  ['0024_counters', m0024Counters],
  ['0025_notification_digests', m0025NotificationDigests],
  ['0026_messenger', m0026Messenger],
  ['0027_webpush', m0027Webpush],
  ['0028_smart_messages', m0028SmartMessages],
  ['0029_message_mails', m0029MessageMails],
  ['0030_onboarding_counts', m0030OnboardingCounts],
  ['0031_system_messages', m0031SystemMessages],
];

export async function migrate({ db, dialect }: Database): Promise<string[]> {
  await db.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'bigint', (c) => c.notNull())
    .execute();
  // The bookkeeping table only: migrations themselves see no table types.
  const ledger = db as unknown as Kysely<{ schema_migrations: { name: string; applied_at: number } }>;
  const done = new Set((await ledger.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
  const applied: string[] = [];
  for (const [name, migration] of MIGRATIONS) {
    if (done.has(name)) continue;
    await ledger.transaction().execute(async (trx) => {
      await migration.up(trx as unknown as Kysely<unknown>, dialect);
      await trx.insertInto('schema_migrations').values({ name, applied_at: Date.now() }).execute();
    });
    applied.push(name);
  }
  return applied;
}
