import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * Photo verification (issue 5): one row per hash a member asked for. The photo sent with it
 * moves the row from `issued` to `pending`; the operator or the demo job decides `approved` or
 * `rejected`. A member is verified while any of their rows is approved. The photo's files are
 * kept under `storage_key` only until the decision. The index serves the operator's queue.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const pk = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement());
  await db.schema
    .createTable('verifications')
    .addColumn('id', id, pk)
    .addColumn('hid', 'text', (c) => c.notNull().unique())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('gesture', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint')
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('verifications_account').on('verifications').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('verifications_queue').on('verifications').columns(['status', 'id']).execute();
}
