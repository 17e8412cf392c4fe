import type { Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * Smart messages (issue 18 point 5, DESIGN.md §14), owned by modules/messenger: one row per member
 * who ever enabled them. `enabled` is read before every send, so disabling stops the job at once;
 * `next_run_at` is when the job looks at the member again (at once after enabling, an hour later
 * when nobody suitable was left, when the 24-hour window frees once the day's messages are out).
 * The messages themselves are rows of `messages` with `is_smart` 1. The row goes with the account
 * (on delete cascade), as the erase hook also does.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('smart_messages')
    .addColumn('account_id', 'bigint', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('context', 'text')
    .addColumn('changed_at', 'bigint', (c) => c.notNull())
    .addColumn('next_run_at', 'bigint', (c) => c.notNull())
    .execute();
  // The job's batch: enabled members due now, the longest waiting first.
  await db.schema.createIndex('smart_messages_due').on('smart_messages').columns(['enabled', 'next_run_at']).execute();
}
