import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * The activity feed (issue 17 point 4, DESIGN.md §14 "feed"), owned by modules/feed:
 * `feed_items` holds one row per activity shown in a member's feed. `hid` is the opaque id the
 * client acts on; `dedupe_key` (per member, unique) is how a subscriber finds the item an event
 * refreshes or upgrades instead of adding another: `like:<other>`, `match:<other>`,
 * `visit:<other>:<day>`. `other_account_id` is the member the activity is about (nullable for
 * the purchases and offers to come). Rows go with either member's account (on delete cascade),
 * as the erase hook also does.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const pk = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('feed_items')
    .addColumn('id', id, pk)
    .addColumn('hid', 'text', (c) => c.notNull().unique().check(sql`length(hid) <= 64`))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`length(kind) <= 32`))
    .addColumn('other_account_id', 'bigint', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('dedupe_key', 'text', (c) => c.notNull().check(sql`length(dedupe_key) <= 96`))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('feed_items_dedupe', ['account_id', 'dedupe_key'])
    .execute();
  // The feed, newest first (keyset on updated_at, then the hid).
  await db.schema.createIndex('feed_items_page').on('feed_items').columns(['account_id', 'updated_at', 'hid']).execute();
  // The unread count.
  await db.schema.createIndex('feed_items_unread').on('feed_items').columns(['account_id', 'is_read']).execute();
  // A block or an erase removes the items about the other member.
  await db.schema.createIndex('feed_items_other').on('feed_items').columns(['other_account_id']).execute();
}
