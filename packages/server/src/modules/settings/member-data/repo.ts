import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** SQL over the data_requests table: each request-my-data, its claim, its archive and its link. */
export const dataRequestsRepo = {
  /**
   * Closes the member's mailed requests sent at `before` or earlier, so they no longer block a
   * new one; then opens a new request unless one is still open (`open_key` is unique: of two
   * racing requests only one row gets in). Answers whether it was opened.
   */
  async open(trx: Transaction<DatabaseSchema>, request: { accountId: number; receiverEmail: string; now: number; mailedBefore: number }): Promise<boolean> {
    await trx
      .updateTable('data_requests')
      .set({ open_key: null })
      .where('account_id', '=', request.accountId)
      .where('status', '=', 'mailed')
      .where('mailed_at', '<=', request.mailedBefore)
      .execute();
    const row = await trx
      .insertInto('data_requests')
      .values({ account_id: request.accountId, open_key: String(request.accountId), receiver_email: request.receiverEmail, status: 'pending', created_at: request.now })
      .onConflict((oc) => oc.column('open_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Pending requests no run holds at `now`, oldest first. */
  unclaimed(db: Db, now: number, limit: number) {
    return db
      .selectFrom('data_requests')
      .select(['id', 'account_id', 'receiver_email'])
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** Takes a pending request for this run until `until`; false when another run holds it. */
  async claim(db: Db, id: number, now: number, until: number): Promise<boolean> {
    const claimed = await db
      .updateTable('data_requests')
      .set({ claimed_until: until })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  },

  /** Records the built archive and its link; false when the request is no longer pending. */
  async markMailed(db: Db, id: number, mailed: { tokenHash: string; storageKey: string; mailedAt: number; expiresAt: number }): Promise<boolean> {
    const updated = await db
      .updateTable('data_requests')
      .set({ status: 'mailed', claimed_until: null, token_hash: mailed.tokenHash, storage_key: mailed.storageKey, mailed_at: mailed.mailedAt, expires_at: mailed.expiresAt })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  },

  /** Mailed requests whose link expired at `now` or before. */
  expired(db: Db, now: number, limit: number) {
    return db.selectFrom('data_requests').select(['id', 'storage_key']).where('status', '=', 'mailed').where('expires_at', '<=', now).orderBy('id').limit(limit).execute();
  },

  async delete(db: Db, id: number): Promise<void> {
    await db.deleteFrom('data_requests').where('id', '=', id).execute();
  },

  /** The mailed request a download token (by its hash) opens. */
  mailedByTokenHash(db: Db, tokenHash: string) {
    return db.selectFrom('data_requests').select(['storage_key', 'expires_at', 'account_id']).where('token_hash', '=', tokenHash).where('status', '=', 'mailed').executeTakeFirst();
  },

  /** Deletes every request of the member; answers their archives and the addresses they went to. */
  async eraseAccount(trx: Transaction<DatabaseSchema>, accountId: number): Promise<{ storageKeys: string[]; receivers: string[] }> {
    const rows = await trx.selectFrom('data_requests').select(['storage_key', 'receiver_email']).where('account_id', '=', accountId).execute();
    await trx.deleteFrom('data_requests').where('account_id', '=', accountId).execute();
    return { storageKeys: rows.flatMap((row) => (row.storage_key ? [row.storage_key] : [])), receivers: rows.map((row) => row.receiver_email) };
  },
};
