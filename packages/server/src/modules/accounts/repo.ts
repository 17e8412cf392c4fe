import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { AccountsTable } from '../../platform/db/tables/accounts.ts';
import type { ProfilesTable } from '../../platform/db/tables/profiles.ts';

export type AccountRow = Selectable<AccountsTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type NewAccount = Insertable<AccountsTable>;
export type NewProfile = Omit<Insertable<ProfilesTable>, 'account_id'>;

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** SQL over the accounts and profiles tables; other modules go through AccountsService. */
export const accountsRepo = {
  async insert(db: Db, account: NewAccount, profile: NewProfile): Promise<number> {
    const { id } = await db.insertInto('accounts').values(account).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('profiles')
      .values({ ...profile, account_id: id })
      .execute();
    return Number(id);
  },

  findByEmail(db: Db, brandId: number, email: string): Promise<AccountRow | undefined> {
    return db
      .selectFrom('accounts')
      .selectAll()
      .where('brand_id', '=', brandId)
      .where('email_normalized', '=', normalizeEmail(email))
      .executeTakeFirst();
  },

  findById(db: Db, id: number): Promise<AccountRow | undefined> {
    return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findProfile(db: Db, accountId: number): Promise<ProfileRow | undefined> {
    return db.selectFrom('profiles').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  },

  async update(db: Db, id: number, changes: Partial<Omit<AccountRow, 'id' | 'hid'>>): Promise<void> {
    await db.updateTable('accounts').set(changes).where('id', '=', id).execute();
  },
};
