import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { MessageMailsTable } from '../../platform/db/tables/message-mails.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
export type MessageMailRow = Selectable<MessageMailsTable>;

/** SQL over `message_mails`, the only place that writes it (platform/db/table-owners.ts). */
export const messageMailsRepo = {
  /**
   * A message came at `now`: the dialog is pending until `now`, and its gathering starts at `now`
   * when it was not pending, or when the receiver was seen (`lastOnlineAt`) after its last
   * pending message (away.ts `seenSince`). One upsert, decided on the row under the conflict's lock.
   */
  async notePending(db: Db, accountId: number, senderId: number, now: number, lastOnlineAt: number | null): Promise<void> {
    // Never seen: no pending message is before that.
    const seenAt = lastOnlineAt ?? Number.MIN_SAFE_INTEGER;
    await db
      .insertInto('message_mails')
      .values({ account_id: accountId, sender_account_id: senderId, first_pending_at: now, last_pending_at: now, mailed_at: null })
      .onConflict((oc) =>
        oc.columns(['account_id', 'sender_account_id']).doUpdateSet((eb) => ({
          first_pending_at: eb
            .case()
            .when('message_mails.first_pending_at', 'is', null)
            .then(now)
            .when(eb.and([eb('message_mails.last_pending_at', 'is not', null), eb('message_mails.last_pending_at', '<', seenAt)]))
            .then(now)
            .else(eb.ref('message_mails.first_pending_at'))
            .end(),
          last_pending_at: now,
        })),
      )
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
