import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * The coins ledger (issue 16 point 1, spec 3 §4 "Coins"): every change of a member's balance is a
 * row with its reason and an idempotency key, never an update. `seq` numbers a member's rows
 * 1, 2, 3…: changes run one at a time under the member's lock, and the unique key on `seq` is the
 * backstop that no two changes ever build on the same balance. `balance` is the balance after
 * the row, never negative.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const pk = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement());
  await db.schema
    .createTable('coin_ledger')
    .addColumn('id', id, pk)
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('delta', 'bigint', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('coin_ledger_seq', ['account_id', 'seq'])
    .addUniqueConstraint('coin_ledger_idempotency', ['account_id', 'idempotency_key'])
    .execute();
}
