import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { WebpushSubscriptionsTable } from '../../platform/db/tables/webpush-subscriptions.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
export type SubscriptionRow = Selectable<WebpushSubscriptionsTable>;

/** SQL over `webpush_subscriptions`, the only place that writes it (platform/db/table-owners.ts). */
export const subscriptionsRepo = {
  /**
   * Stores the member's subscription on the device, replacing the device's earlier one; any other
   * member's row with the same endpoint goes (one browser, the member who last subscribed in it).
   */
  async save(db: Db, row: Omit<WebpushSubscriptionsTable, 'created_at' | 'updated_at'>, now: number): Promise<void> {
    await db.deleteFrom('webpush_subscriptions').where('endpoint', '=', row.endpoint).where('account_id', '!=', row.account_id).execute();
    await db
      .insertInto('webpush_subscriptions')
      .values({ ...row, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['account_id', 'device_id']).doUpdateSet({ endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth, session_id: row.session_id, updated_at: now }))
      .execute();
  },

  /** Keeps the member's `keep` most recently saved subscriptions and drops the rest. */
  async trim(db: Db, accountId: number, keep: number): Promise<void> {
    const stale = await db
      .selectFrom('webpush_subscriptions')
      .select('device_id')
      .where('account_id', '=', accountId)
      .orderBy('updated_at', 'desc')
      .orderBy('device_id')
      .offset(keep)
      .limit(1000)
      .execute();
    if (stale.length > 0) {
      await db
        .deleteFrom('webpush_subscriptions')
        .where('account_id', '=', accountId)
        .where(
          'device_id',
          'in',
          stale.map((row) => row.device_id),
        )
        .execute();
    }
  },

  async remove(db: Db, accountId: number, deviceId: string): Promise<void> {
    await db.deleteFrom('webpush_subscriptions').where('account_id', '=', accountId).where('device_id', '=', deviceId).execute();
  },

  /**
   * Drops a subscription that is over (its push service said so, or its session ended), unless
   * the device has subscribed anew since.
   */
  async expire(db: Db, row: Pick<SubscriptionRow, 'account_id' | 'device_id' | 'endpoint' | 'session_id'>): Promise<void> {
    await db
      .deleteFrom('webpush_subscriptions')
      .where('account_id', '=', row.account_id)
      .where('device_id', '=', row.device_id)
      .where('endpoint', '=', row.endpoint)
      .where('session_id', '=', row.session_id)
      .execute();
  },

  ofMember(db: Db, accountId: number): Promise<SubscriptionRow[]> {
    return db.selectFrom('webpush_subscriptions').selectAll().where('account_id', '=', accountId).orderBy('device_id').execute();
  },
};
