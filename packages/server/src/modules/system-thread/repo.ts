import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { SystemMessagesTable } from '../../platform/db/tables/system-messages.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
export type SystemMessageRow = Selectable<SystemMessagesTable>;
export type NewSystemMessage = Omit<SystemMessageRow, 'id' | 'read_at'>;

/** The SQL of the system thread: its notices, one member's at a time. */
export const systemMessagesRepo = {
  /** False when the member already has a notice under this dedupe key (a redelivered event). */
  async insert(db: Db, row: NewSystemMessage): Promise<boolean> {
    const inserted = await db
      .insertInto('system_messages')
      .values({ ...row, read_at: null })
      .onConflict((conflict) => conflict.columns(['account_id', 'dedupe_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  /** Up to `limit` notices of the member older than `beforeId` (all when null), newest first. */
  page(db: Db, accountId: number, beforeId: number | null, limit: number): Promise<SystemMessageRow[]> {
    let query = db.selectFrom('system_messages').selectAll().where('account_id', '=', accountId);
    if (beforeId !== null) query = query.where('id', '<', beforeId);
    return query.orderBy('id', 'desc').limit(limit).execute();
  },

  async unreadCount(db: Db, accountId: number): Promise<number> {
    const row = await db
      .selectFrom('system_messages')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('account_id', '=', accountId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async markAllRead(db: Db, accountId: number, at: number): Promise<void> {
    await db.updateTable('system_messages').set({ read_at: at }).where('account_id', '=', accountId).where('read_at', 'is', null).execute();
  },

  async deleteAllOf(db: Db, accountId: number): Promise<void> {
    await db.deleteFrom('system_messages').where('account_id', '=', accountId).execute();
  },

  /** Every notice of the member, oldest first (the export). */
  allOf(db: Db, accountId: number): Promise<SystemMessageRow[]> {
    return db.selectFrom('system_messages').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
  },
};
