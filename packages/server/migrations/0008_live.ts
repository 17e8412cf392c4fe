import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * The live shell (issue 7): `pushes` keeps every push sent to a member (the activity record a
 * later feed reads); `member_counters` holds the counters the realtime channel sends on connect,
 * kept by the features that change them (zero until the social work fills them).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const pk = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('pushes')
    .addColumn('id', id, pk)
    .addColumn('push_id', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('sender_account_id', 'bigint', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pushes_account').on('pushes').columns(['account_id', 'id']).execute();

  await db.schema
    .createTable('member_counters')
    .addColumn('account_id', 'bigint', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('unread_dialogs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_i_like', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_matches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_visitors', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
