import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { NotificationDigestsTable } from '../../platform/db/tables/notification-digests.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
export type DigestRow = Selectable<NotificationDigestsTable>;

/** SQL over `notification_digests`, the only place that writes it (platform/db/table-owners.ts). */
export const digestsRepo = {
  find(db: Db, accountId: number, type: number): Promise<DigestRow | undefined> {
    return db.selectFrom('notification_digests').selectAll().where('account_id', '=', accountId).where('type', '=', type).executeTakeFirst();
  },

  async savePending(db: Db, row: Pick<DigestRow, 'account_id' | 'type' | 'pending' | 'first_pending_at' | 'last_pending_at'>): Promise<void> {
    const { pending, first_pending_at, last_pending_at } = row;
    await db
      .insertInto('notification_digests')
      .values({ ...row, mailed_at: null })
      .onConflict((oc) => oc.columns(['account_id', 'type']).doUpdateSet({ pending, first_pending_at, last_pending_at }))
      .execute();
  },

  /**
   * Digests with something pending since `gatheredBefore` or earlier whose type was not mailed
   * within its window (`windows`: the window of each type in ms), longest waiting first.
   */
  due(db: Db, now: number, gatheredBefore: number, windows: ReadonlyMap<number, number>, limit: number): Promise<DigestRow[]> {
    return db
      .selectFrom('notification_digests')
      .selectAll()
      .where('first_pending_at', '<=', gatheredBefore)
      .where('pending', '>', 0)
      .where((eb) =>
        eb.or([...windows].map(([type, windowMs]) => eb.and([eb('type', '=', type), eb.or([eb('mailed_at', 'is', null), eb('mailed_at', '<=', now - windowMs)])]))),
      )
      .orderBy('first_pending_at')
      .limit(limit)
      .execute();
  },

  /**
   * Empties the digest as it was read; false when it changed since (a new item came, or another
   * run took it), so each gathered digest is settled once.
   */
  async take(db: Db, row: DigestRow): Promise<boolean> {
    const result = await db
      .updateTable('notification_digests')
      .set({ pending: 0, first_pending_at: null, last_pending_at: null })
      .where('account_id', '=', row.account_id)
      .where('type', '=', row.type)
      .where('pending', '=', row.pending)
      .where('last_pending_at', '=', row.last_pending_at ?? -1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async markMailed(db: Db, accountId: number, type: number, at: number): Promise<void> {
    await db.updateTable('notification_digests').set({ mailed_at: at }).where('account_id', '=', accountId).where('type', '=', type).execute();
  },
};
