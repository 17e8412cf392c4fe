import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * Blocks and abuse reports (issue 17 point 5, DESIGN.md §14 "safety"), owned by modules/safety:
 * - `member_blocks`: one row per blocker and blocked member; the unique pair makes a block
 *   idempotent, and the reverse index answers "who blocks the viewer" for a page in one query.
 * - `abuse_reports`: what a member reported about another, with the reason and the comment;
 *   `status` open until an operator dismisses it or acts on it (a ban). At most one open report
 *   per reporter and target: a partial unique index, the same on SQLite and PostgreSQL.
 * - `discovery_holds`: members reported by enough distinct members within a day, hidden from
 *   discovery until an operator decides (config `reportsToHide`).
 * Every row goes with either member's account (on delete cascade), as the erase hook also does.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const pk = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement());
  const member = (col: ColumnDefinitionBuilder) => col.notNull().references('accounts.id').onDelete('cascade');

  await db.schema
    .createTable('member_blocks')
    .addColumn('id', id, pk)
    .addColumn('blocker_account_id', 'bigint', member)
    .addColumn('blocked_account_id', 'bigint', member)
    .addColumn('source', 'text', (c) => c.check(sql`length(source) <= 32`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('member_blocks_pair', ['blocker_account_id', 'blocked_account_id'])
    .addCheckConstraint('member_blocks_not_self', sql`blocker_account_id <> blocked_account_id`)
    .execute();
  // The blocklist, newest first (keyset on created_at, then the member).
  await db.schema.createIndex('member_blocks_list').on('member_blocks').columns(['blocker_account_id', 'created_at', 'blocked_account_id']).execute();
  // Who blocks the viewer, among a page.
  await db.schema.createIndex('member_blocks_blocked').on('member_blocks').columns(['blocked_account_id', 'blocker_account_id']).execute();

  await db.schema
    .createTable('abuse_reports')
    .addColumn('id', id, pk)
    .addColumn('reporter_account_id', 'bigint', member)
    .addColumn('target_account_id', 'bigint', member)
    .addColumn('reason_id', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.check(sql`length(comment) <= 1000`))
    .addColumn('context', 'text', (c) => c.check(sql`length(context) <= 32`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'dismissed', 'actioned')`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('abuse_reports_one_open')
    .on('abuse_reports')
    .columns(['reporter_account_id', 'target_account_id'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  // Distinct reporters of a member within a day, and the operator's open reports of a member.
  await db.schema.createIndex('abuse_reports_target').on('abuse_reports').columns(['target_account_id', 'status', 'created_at']).execute();
  // The operator's queue, oldest first.
  await db.schema.createIndex('abuse_reports_status').on('abuse_reports').columns(['status', 'id']).execute();

  await db.schema
    .createTable('discovery_holds')
    .addColumn('account_id', 'bigint', (c) => member(c).primaryKey())
    .addColumn('held_at', 'bigint', (c) => c.notNull())
    .execute();
}
