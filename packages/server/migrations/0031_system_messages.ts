import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * The system thread (issue 18 point 7; docs/decisions.md "System thread"), owned by
 * modules/system-thread: one row per notice the product sent a member in words (welcome, photo
 * and verification outcomes). A notice is a `kind` and small JSON `params`, never rendered text,
 * so the web words it in the member's language of the moment. `dedupe_key` names what the notice
 * is about (`welcome`, `photo-rejected:<photo id>`): unique per member, so an event delivered
 * twice writes one notice. `hid` is the notice's opaque id outside the server. Rows go with the
 * account (on delete cascade), as the erase hook also does.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const pk = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement());
  await db.schema
    .createTable('system_messages')
    .addColumn('id', id, pk)
    .addColumn('hid', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`length(kind) <= 32`))
    .addColumn('params', 'text', (c) => c.notNull().check(sql`length(params) <= 1000`))
    .addColumn('dedupe_key', 'text', (c) => c.notNull().check(sql`length(dedupe_key) <= 64`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addUniqueConstraint('system_messages_dedupe', ['account_id', 'dedupe_key'])
    .execute();
  // The thread's pages, newest first, and its unread count.
  await db.schema.createIndex('system_messages_thread').on('system_messages').columns(['account_id', 'id']).execute();
}
