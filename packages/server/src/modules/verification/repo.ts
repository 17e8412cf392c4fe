import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { VerificationRowStatus, VerificationsTable } from '../../platform/db/tables/verifications.ts';

export type VerificationRow = Selectable<VerificationsTable>;
type Db = Kysely<DatabaseSchema>;

/** A pending verification as the operator lists it, with its owner. */
export interface PendingVerificationRow extends VerificationRow {
  owner_hid: string;
  owner_email: string;
}

/** SQL over the verifications table. */
export const verificationsRepo = {
  async insert(db: Db, row: Insertable<VerificationsTable>): Promise<void> {
    await db.insertInto('verifications').values(row).execute();
  },

  findByHash(db: Db, hash: string): Promise<VerificationRow | undefined> {
    return db.selectFrom('verifications').selectAll().where('hash', '=', hash).executeTakeFirst();
  },

  findManyByHid(db: Db, hids: readonly string[]): Promise<VerificationRow[]> {
    if (hids.length === 0) return Promise.resolve([]);
    return db.selectFrom('verifications').selectAll().where('hid', 'in', [...hids]).orderBy('id').execute();
  },

  /** Moves an issued row to pending with its photo; false when it was not issued any more (a second upload raced it). */
  async submit(db: Db, id: number, storageKey: string, at: number): Promise<boolean> {
    const result = await db
      .updateTable('verifications')
      .set({ status: 'pending', storage_key: storageKey, submitted_at: at })
      .where('id', '=', id)
      .where('status', '=', 'issued')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Records a decision on a pending row; false when it was not pending (decided meanwhile). */
  async decide(db: Db, id: number, decision: { status: Extract<VerificationRowStatus, 'approved' | 'rejected'>; reason: string | null; at: number }): Promise<boolean> {
    const result = await db
      .updateTable('verifications')
      .set({ status: decision.status, reason: decision.reason, decided_at: decision.at, storage_key: null })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** The member's submitted rows, newest first: what their verification state is made of. */
  submittedOf(db: Db, accountId: number): Promise<Pick<VerificationRow, 'status'>[]> {
    return db
      .selectFrom('verifications')
      .select('status')
      .where('account_id', '=', accountId)
      .where('status', 'in', ['pending', 'approved', 'rejected'])
      .orderBy('id', 'desc')
      .execute();
  },

  /** Which members of a page passed verification, in one query. */
  async verifiedAmong(db: Db, accountIds: readonly number[]): Promise<Set<number>> {
    const unique = [...new Set(accountIds)];
    if (unique.length === 0) return new Set();
    const rows = await db.selectFrom('verifications').select('account_id').distinct().where('account_id', 'in', unique).where('status', '=', 'approved').execute();
    return new Set(rows.map((row) => Number(row.account_id)));
  },

  async isVerified(db: Db, accountId: number): Promise<boolean> {
    const row = await db.selectFrom('verifications').select('id').where('account_id', '=', accountId).where('status', '=', 'approved').executeTakeFirst();
    return row !== undefined;
  },

  /** Pending rows, oldest first, with their owner. */
  pendingWithOwner(db: Db, limit: number): Promise<PendingVerificationRow[]> {
    return db
      .selectFrom('verifications')
      .innerJoin('accounts', 'accounts.id', 'verifications.account_id')
      .selectAll('verifications')
      .select(['accounts.hid as owner_hid', 'accounts.email as owner_email'])
      .where('verifications.status', '=', 'pending')
      .orderBy('verifications.id')
      .limit(limit)
      .execute();
  },

  /** Hashes nobody sent a photo with, past their expiry: nothing can use them any more. */
  async deleteExpiredIssued(db: Db, before: number): Promise<void> {
    await db.deleteFrom('verifications').where('status', '=', 'issued').where('expires_at', '<', before).execute();
  },
};
