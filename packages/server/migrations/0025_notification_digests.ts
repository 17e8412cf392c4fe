import type { Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * The notification-mail digests (issue 17 point 3), owned by modules/notification-mails: one row
 * per member and notification type (likes, matches, profile visitors) counting what happened
 * since the member was last seen, and when that type was last mailed. It names nobody: a count
 * and times only. Rows go with the account (on delete cascade), as the erase hook also does.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('notification_digests')
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_pending_at', 'bigint')
    .addColumn('last_pending_at', 'bigint')
    .addColumn('mailed_at', 'bigint')
    .addPrimaryKeyConstraint('notification_digests_pk', ['account_id', 'type'])
    .execute();
  // The digest job's scan: the digests waiting longest first.
  await db.schema.createIndex('notification_digests_due').on('notification_digests').column('first_pending_at').execute();
}
