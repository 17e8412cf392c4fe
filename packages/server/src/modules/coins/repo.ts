import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { CoinLedgerTable } from '../../platform/db/tables/coin-ledger.ts';

export type CoinLedgerRow = Selectable<CoinLedgerTable>;
export type NewCoinLedgerRow = Omit<CoinLedgerRow, 'id'>;

type Db = Kysely<DatabaseSchema>;

export const coinsRepo = {
  /** The member's newest row: its `balance` is the balance, its `seq` the last number used. */
  last(db: Db, accountId: number): Promise<CoinLedgerRow | undefined> {
    return db.selectFrom('coin_ledger').selectAll().where('account_id', '=', accountId).orderBy('seq', 'desc').limit(1).executeTakeFirst();
  },

  byKey(db: Db, accountId: number, idempotencyKey: string): Promise<CoinLedgerRow | undefined> {
    return db.selectFrom('coin_ledger').selectAll().where('account_id', '=', accountId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  },

  async insert(db: Db, row: NewCoinLedgerRow): Promise<CoinLedgerRow> {
    const { id } = await db.insertInto('coin_ledger').values(row).returning('id').executeTakeFirstOrThrow();
    return { id, ...row };
  },

  /** Oldest first. */
  history(db: Db, accountId: number): Promise<CoinLedgerRow[]> {
    return db.selectFrom('coin_ledger').selectAll().where('account_id', '=', accountId).orderBy('seq').execute();
  },
};
