import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** The account writes of the settings calls that AccountsService has no method for. */
export const settingsRepo = {
  /**
   * Replaces the password hash only if it is still the one checked, so a concurrent change or
   * reset is not silently overwritten. Unlike a reset by link, this confirms no e-mail address.
   */
  async replacePasswordHash(db: Db, accountId: number, expected: string | null, next: string): Promise<boolean> {
    const result = await db
      .updateTable('accounts')
      .set({ password_hash: next, is_has_password: 1 })
      .where('id', '=', accountId)
      .where((eb) => (expected === null ? eb('password_hash', 'is', null) : eb('password_hash', '=', expected)))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Hides or self-removes an active account; false when it was no longer active. */
  async deactivate(db: Db, accountId: number, change: { ok: number; selfRemovedAt: number | null }): Promise<boolean> {
    const result = await db
      .updateTable('accounts')
      .set({ ok: change.ok, self_removed_at: change.selfRemovedAt })
      .where('id', '=', accountId)
      .where('ok', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
