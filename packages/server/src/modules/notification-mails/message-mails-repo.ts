import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { MessageMailsTable } from '../../platform/db/tables/message-mails.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
export type MessageMailRow = Selectable<MessageMailsTable>;

/** SQL over `message_mails`, the only place that writes it (platform/db/table-owners.ts). */
export const messageMailsRepo = {
  find(db: Db, accountId: number, senderId: number): Promise<MessageMailRow | undefined> {
    return db.selectFrom('message_mails').selectAll().where('account_id', '=', accountId).where('sender_account_id', '=', senderId).executeTakeFirst();
  },

  async savePending(db: Db, row: Pick<MessageMailRow, 'account_id' | 'sender_account_id' | 'first_pending_at' | 'last_pending_at'>): Promise<void> {
    const { first_pending_at, last_pending_at } = row;
    await db
      .insertInto('message_mails')
      .values({ ...row, mailed_at: null })
      .onConflict((oc) => oc.columns(['account_id', 'sender_account_id']).doUpdateSet({ first_pending_at, last_pending_at }))
      .execute();
  },

  /**
   * Dialogs with messages pending since `gatheredBefore` or earlier that were not mailed after
   * `mailedBefore`, longest waiting first.
   */
  due(db: Db, gatheredBefore: number, mailedBefore: number, limit: number): Promise<MessageMailRow[]> {
    return db
      .selectFrom('message_mails')
      .selectAll()
      .where('first_pending_at', '<=', gatheredBefore)
      .where((eb) => eb.or([eb('mailed_at', 'is', null), eb('mailed_at', '<=', mailedBefore)]))
      .orderBy('first_pending_at')
      .limit(limit)
      .execute();
  },

  /**
   * Empties the dialog's pending mail as it was read; false when it changed since (a newer
   * message came, or another run took it), so each gathered mail is settled once.
   */
  async take(db: Db, row: MessageMailRow): Promise<boolean> {
    const result = await db
      .updateTable('message_mails')
      .set({ first_pending_at: null, last_pending_at: null })
      .where('account_id', '=', row.account_id)
      .where('sender_account_id', '=', row.sender_account_id)
      .where('last_pending_at', '=', row.last_pending_at ?? -1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async markMailed(db: Db, accountId: number, senderId: number, at: number): Promise<void> {
    await db.updateTable('message_mails').set({ mailed_at: at }).where('account_id', '=', accountId).where('sender_account_id', '=', senderId).execute();
  },
};
