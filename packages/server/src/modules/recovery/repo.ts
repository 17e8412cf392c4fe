import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';

/**
 * The one write recovery needs that AccountsService has no method for: replace the password
 * hash only if it is still the one the link was signed over. A compare-and-set, so two
 * concurrent uses of one link cannot both succeed (PostgreSQL runs them at READ COMMITTED).
 * The link came to the account's mailbox, so following it also confirms the address.
 */
export async function replacePasswordHash(
  trx: Transaction<DatabaseSchema>,
  accountId: number,
  expected: string | null,
  next: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('accounts')
    .set({ password_hash: next, is_has_password: 1, email_confirmed: 1 })
    .where('id', '=', accountId)
    .where((eb) => (expected === null ? eb('password_hash', 'is', null) : eb('password_hash', '=', expected)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
