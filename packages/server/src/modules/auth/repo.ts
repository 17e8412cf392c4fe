import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { LoginKeysTable } from '../../platform/db/tables/login-keys.ts';

type Db = Kysely<DatabaseSchema>;

/** SQL over the login_keys table. */
export const loginKeysRepo = {
  async insert(db: Db, key: LoginKeysTable): Promise<void> {
    await db.insertInto('login_keys').values(key).execute();
  },

  /** The account of a key that is neither used nor expired at `now`. */
  async findLive(db: Db, keyHash: string, now: number): Promise<number | undefined> {
    const row = await db
      .selectFrom('login_keys')
      .select('account_id')
      .where('key_hash', '=', keyHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row ? Number(row.account_id) : undefined;
  },

  /**
   * Marks a live key of `accountId` used in one atomic update, so of two concurrent uses only one
   * succeeds; false when it was used meanwhile (or expired).
   */
  async spend(db: Db, keyHash: string, accountId: number, now: number): Promise<boolean> {
    const result = await db
      .updateTable('login_keys')
      .set({ used_at: now })
      .where('key_hash', '=', keyHash)
      .where('account_id', '=', accountId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Whether one of the account's keys was used between `from` and `to` (inclusive). */
  async usedBetween(db: Db, accountId: number, from: number, to: number): Promise<boolean> {
    const row = await db
      .selectFrom('login_keys')
      .select('account_id')
      .where('account_id', '=', accountId)
      .where('used_at', '>=', from)
      .where('used_at', '<=', to)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
};
