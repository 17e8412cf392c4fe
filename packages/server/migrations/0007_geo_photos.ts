import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * Photos uploaded in the sign-up funnel before an account exists. They live apart from `photos`
 * (whose rows always belong to an account) until the sign-up claims them into the new account,
 * or the cleanup removes them after 24 hours. Typed against Kysely<unknown> like every migration.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const pk = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('funnel_photos')
    .addColumn('id', id, pk)
    .addColumn('hid', 'text', (c) => c.notNull().unique())
    .addColumn('funnel_id', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('funnel_photos_funnel').on('funnel_photos').columns(['funnel_id', 'id']).execute();
  await db.schema.createIndex('funnel_photos_created').on('funnel_photos').column('created_at').execute();
}
