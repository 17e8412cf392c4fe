import type { Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * The people-list counters (issue 17 point 2), owned by modules/counters: `counter_state` holds,
 * per member, when each list was last read (its unread count is what came after) and the
 * matches-game count its subscribers keep. The counts pushed on the rpc channel stay in
 * realtime's `member_counters`. A missing row means nothing was ever read.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('counter_state')
    .addColumn('account_id', 'bigint', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('likes_me_read_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('matches_read_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('visitors_read_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('matches_game', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
