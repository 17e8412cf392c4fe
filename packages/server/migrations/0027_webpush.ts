import type { Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * Web push subscriptions (issue 18 point 6), owned by modules/webpush: one per member and device,
 * holding what the browser's PushSubscription gave (the push service's endpoint and the keys the
 * payload is encrypted for) and the session it was saved in: pushes stop when that session ends
 * (a logout on a shared computer). Rows go with the account (on delete cascade), as the erase hook also
 * does.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('webpush_subscriptions')
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('webpush_subscriptions_pk', ['account_id', 'device_id'])
    .execute();
  // A push service answering 404 or 410 names the endpoint, not the member: it is removed by it.
  await db.schema.createIndex('webpush_subscriptions_endpoint').on('webpush_subscriptions').column('endpoint').execute();
}
