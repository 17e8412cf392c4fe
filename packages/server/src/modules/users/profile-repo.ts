import type { Transaction, Updateable } from 'kysely';
import type { Dialect } from '../../platform/db/database.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { ProfilesTable } from '../../platform/db/tables/profiles.ts';
import type { ProfileRow } from '../accounts/repo.ts';

export type ProfileChanges = Updateable<Omit<ProfilesTable, 'account_id'>>;

/**
 * SQL of the profile edit, which reads and writes the member's profile row in one transaction
 * (the accounts module creates the row; reads elsewhere go through AccountsService).
 */
export const profileEditRepo = {
  /**
   * The row to edit. PostgreSQL locks it until commit, so two edits at once cannot both pass the
   * age-range check against the same old row; SQLite runs one transaction at a time anyway.
   */
  findForEdit(trx: Transaction<DatabaseSchema>, accountId: number, dialect: Dialect): Promise<ProfileRow | undefined> {
    const select = trx.selectFrom('profiles').selectAll().where('account_id', '=', accountId);
    return (dialect === 'postgres' ? select.forUpdate() : select).executeTakeFirst();
  },

  async update(trx: Transaction<DatabaseSchema>, accountId: number, changes: ProfileChanges): Promise<void> {
    await trx.updateTable('profiles').set(changes).where('account_id', '=', accountId).execute();
  },
};
