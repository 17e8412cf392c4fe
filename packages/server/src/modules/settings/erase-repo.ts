import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';

/**
 * The SQL of the erase job. Erasing a person reaches across modules on purpose: the account row
 * takes its profile, photos, sessions, login keys, split bindings, pushes, counters and settings
 * with it (foreign keys, on delete cascade); events, client logs and mail to the address (and to
 * the receivers of its data exports) have no foreign key and are removed here.
 */
export const eraseRepo = {
  async dueAccounts(db: Kysely<DatabaseSchema>, cutoff: number, limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('accounts')
      .select('id')
      .where('ok', '=', -1)
      .where('self_removed_at', '<=', cutoff)
      .orderBy('self_removed_at')
      .limit(limit)
      .execute();
    return rows.map((row) => Number(row.id));
  },

  /**
   * Erases one account if it is still self-removed since before `cutoff` (a restore may have
   * come in between); answers the storage keys of its photos (verification photos included) and of its data-export archives, or
   * null when nothing was erased. Settings, unsubscribe codes, data requests and onboarding rows
   * go with the account (on delete cascade).
   */
  async erase(trx: Transaction<DatabaseSchema>, accountId: number, cutoff: number): Promise<{ photoKeys: string[]; exportKeys: string[] } | null> {
    const account = await trx.selectFrom('accounts').select(['email', 'email_normalized']).where('id', '=', accountId).executeTakeFirst();
    if (!account) return null;
    const photos = await trx.selectFrom('photos').select('storage_key').where('account_id', '=', accountId).execute();
    const verifications = await trx.selectFrom('verifications').select('storage_key').where('account_id', '=', accountId).where('storage_key', 'is not', null).execute();
    const exports = await trx.selectFrom('data_requests').select(['storage_key', 'receiver_email']).where('account_id', '=', accountId).execute();
    const deleted = await trx
      .deleteFrom('accounts')
      .where('id', '=', accountId)
      .where('ok', '=', -1)
      .where('self_removed_at', '<=', cutoff)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return null;
    await trx.deleteFrom('events').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('system_log').where('account_id', '=', accountId).execute();
    // Delivered or given-up mail only: a message still queued may be another brand's account
    // with the same address.
    await trx
      .deleteFrom('mail_outbox')
      .where('to_address', 'in', [account.email, account.email_normalized, ...exports.map((request) => request.receiver_email)])
      .where('next_attempt_at', 'is', null)
      .execute();
    return {
      // A verification photo still waiting for its decision has files too.
      photoKeys: [...new Set([...photos.map((photo) => photo.storage_key), ...verifications.flatMap((v) => (v.storage_key ? [v.storage_key] : []))])],
      exportKeys: exports.flatMap((request) => (request.storage_key ? [request.storage_key] : [])),
    };
  },
};
