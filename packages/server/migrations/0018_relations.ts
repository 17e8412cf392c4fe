import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * Relations between members (issue 16 points 3 and 5, DESIGN.md §14 "relations"), owned by
 * modules/relations:
 * - `marks`: likes and passes, one row per pair and direction (a member once marked is never
 *   dealt again), with where and how; `id` orders a member's reactions (the last one is undone).
 * - `matches`: one row per mutual like, the smaller account id first; the unique key on the
 *   ordered pair makes a match exactly once however two likes race.
 * - `favourites`: one row per pair.
 * - `visits`: one row per visitor, visited member and UTC day.
 * Every row goes with either member's account (on delete cascade), as the erase hook also does.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const pk = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement());
  const member = (col: ColumnDefinitionBuilder) => col.notNull().references('accounts.id').onDelete('cascade');

  await db.schema
    .createTable('marks')
    .addColumn('id', id, pk)
    .addColumn('account_id', 'bigint', member)
    .addColumn('target_account_id', 'bigint', member)
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('like', 'pass')`))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('game', 'search', 'nearby', 'profile')`))
    .addColumn('interaction_method', 'text', (c) => c.check(sql`length(interaction_method) <= 16`))
    .addColumn('tracking_data', 'text', (c) => c.check(sql`length(tracking_data) <= 256`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('marks_pair', ['account_id', 'target_account_id'])
    .execute();
  // The likes a member received (likedMe, likes-you, unanswered likes), and those a member gave in a window (the daily limit).
  await db.schema.createIndex('marks_target').on('marks').columns(['target_account_id', 'kind', 'created_at']).execute();
  await db.schema.createIndex('marks_given').on('marks').columns(['account_id', 'kind', 'created_at']).execute();

  await db.schema
    .createTable('matches')
    .addColumn('id', id, pk)
    .addColumn('low_account_id', 'bigint', member)
    .addColumn('high_account_id', 'bigint', member)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('matches_pair', ['low_account_id', 'high_account_id'])
    .addCheckConstraint('matches_ordered', sql`low_account_id < high_account_id`)
    .execute();
  await db.schema.createIndex('matches_high').on('matches').columns(['high_account_id', 'low_account_id']).execute();

  await db.schema
    .createTable('favourites')
    .addColumn('account_id', 'bigint', member)
    .addColumn('target_account_id', 'bigint', member)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['account_id', 'target_account_id'])
    .execute();
  await db.schema.createIndex('favourites_target').on('favourites').column('target_account_id').execute();

  await db.schema
    .createTable('visits')
    .addColumn('account_id', 'bigint', member)
    .addColumn('target_account_id', 'bigint', member)
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.check(sql`length(source) <= 32`))
    .addColumn('visited_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('visits_pk', ['account_id', 'target_account_id', 'day'])
    .execute();
  // The visitors list, newest first.
  await db.schema.createIndex('visits_target').on('visits').columns(['target_account_id', 'visited_at']).execute();
}
