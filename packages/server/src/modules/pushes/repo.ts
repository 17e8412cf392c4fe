import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { PushesTable } from '../../platform/db/tables/pushes.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** SQL over the pushes table. */
export const pushesRepo = {
  async insert(db: Db, push: Insertable<PushesTable>): Promise<void> {
    await db.insertInto('pushes').values(push).execute();
  },

  /** The pushes of `type` sent to any of `accountIds` at `since` or later (the rate limits read them). */
  async sentSince(db: Db, type: string, accountIds: readonly number[], since: number): Promise<Array<{ accountId: number; senderAccountId: number | null; createdAt: number }>> {
    const rows = await db
      .selectFrom('pushes')
      .select(['account_id', 'sender_account_id', 'created_at'])
      .where('account_id', 'in', [...accountIds])
      .where('type', '=', type)
      .where('created_at', '>=', since)
      .execute();
    return rows.map((row) => ({
      accountId: Number(row.account_id),
      senderAccountId: row.sender_account_id === null ? null : Number(row.sender_account_id),
      createdAt: Number(row.created_at),
    }));
  },
};
