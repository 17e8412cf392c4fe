import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Dialect } from '../../platform/db/database.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { AccountsTable } from '../../platform/db/tables/accounts.ts';
import type { ProfilesTable } from '../../platform/db/tables/profiles.ts';

export type AccountRow = Selectable<AccountsTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type NewAccount = Insertable<AccountsTable>;
export type NewProfile = Omit<Insertable<ProfilesTable>, 'account_id'>;
export type ProfileChanges = Updateable<Omit<ProfilesTable, 'account_id'>>;

/** The database or an open transaction: reads and writes inside a caller's transaction pass it. */
export type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * SQL over the accounts and profiles tables, the only place that writes them (architecture
 * table-ownership test); other modules go through AccountsService.
 */
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

  /** The accounts of one address in every brand (an address may sign up on several brands). */
  findAllByEmail(db: Db, email: string): Promise<AccountRow[]> {
    return db.selectFrom('accounts').selectAll().where('email_normalized', '=', normalizeEmail(email)).orderBy('brand_id').execute();
  },

  findById(db: Db, id: number): Promise<AccountRow | undefined> {
    return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async any(db: Db): Promise<boolean> {
    return (await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst()) !== undefined;
  },

  /** Account status `ok` of each account that exists, in one query. */
  async statuses(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db.selectFrom('accounts').select(['id', 'ok']).where('id', 'in', unique).execute();
    return new Map(rows.map((row) => [Number(row.id), Number(row.ok)]));
  },

  findProfile(db: Db, accountId: number): Promise<ProfileRow | undefined> {
    return db.selectFrom('profiles').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  },

  /** The accounts of a page of members in one query, whatever their status; unknown ids are absent. */
  findManyByIds(db: Db, ids: readonly number[]): Promise<AccountRow[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return Promise.resolve([]);
    return db.selectFrom('accounts').selectAll().where('id', 'in', unique).execute();
  },

  /** The accounts of these addresses, each in its brand, in one query (ranges of the unique index on brand and address). */
  findManyByEmails(db: Db, addresses: ReadonlyArray<{ brandId: number; email: string }>): Promise<AccountRow[]> {
    const byBrand = new Map<number, Set<string>>();
    for (const { brandId, email } of addresses) byBrand.set(brandId, (byBrand.get(brandId) ?? new Set()).add(normalizeEmail(email)));
    if (byBrand.size === 0) return Promise.resolve([]);
    return db
      .selectFrom('accounts')
      .selectAll()
      .where((eb) => eb.or([...byBrand].map(([brandId, emails]) => eb.and([eb('brand_id', '=', brandId), eb('email_normalized', 'in', [...emails])]))))
      .execute();
  },

  /** The newest accounts, newest first: a walk back along the primary key that stops after `limit` rows. */
  newest(db: Db, limit: number): Promise<AccountRow[]> {
    return db.selectFrom('accounts').selectAll().orderBy('id', 'desc').limit(limit).execute();
  },

  /** The accounts of a page of members named by hid, in one query; unknown hids are absent. */
  findManyByHids(db: Db, hids: readonly string[]): Promise<AccountRow[]> {
    const unique = [...new Set(hids)];
    if (unique.length === 0) return Promise.resolve([]);
    return db.selectFrom('accounts').selectAll().where('hid', 'in', unique).execute();
  },

  /** The profiles of a page of members in one query. */
  findProfiles(db: Db, accountIds: readonly number[]): Promise<ProfileRow[]> {
    const unique = [...new Set(accountIds)];
    if (unique.length === 0) return Promise.resolve([]);
    return db.selectFrom('profiles').selectAll().where('account_id', 'in', unique).execute();
  },

  /**
   * The profile row to edit. PostgreSQL locks it until commit, so two edits at once cannot both
   * pass a check against the same old row; SQLite runs one transaction at a time anyway.
   */
  findProfileForUpdate(trx: Transaction<DatabaseSchema>, accountId: number, dialect: Dialect): Promise<ProfileRow | undefined> {
    const select = trx.selectFrom('profiles').selectAll().where('account_id', '=', accountId);
    return (dialect === 'postgres' ? select.forUpdate() : select).executeTakeFirst();
  },

  async updateProfile(db: Db, accountId: number, changes: ProfileChanges): Promise<void> {
    await db.updateTable('profiles').set(changes).where('account_id', '=', accountId).execute();
  },

  async update(db: Db, id: number, changes: Partial<Omit<AccountRow, 'id' | 'hid'>>): Promise<void> {
    await db.updateTable('accounts').set(changes).where('id', '=', id).execute();
  },

  /**
   * Replaces the password hash only if it is still `expected`: a compare-and-set, so a concurrent
   * change or reset is not silently overwritten and two uses of one recover link cannot both
   * succeed (PostgreSQL runs them at READ COMMITTED).
   */
  async replacePasswordHash(db: Db, accountId: number, expected: string | null, next: string, options: { confirmEmail: boolean }): Promise<boolean> {
    const result = await db
      .updateTable('accounts')
      .set({ password_hash: next, is_has_password: 1, ...(options.confirmEmail ? { email_confirmed: 1 } : {}) })
      .where('id', '=', accountId)
      .where((eb) => (expected === null ? eb('password_hash', 'is', null) : eb('password_hash', '=', expected)))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * Sets the status of an account whose status is one of `from`; false when it was not (another
   * change came first). `selfRemovedAt` undefined leaves the removal time as it is.
   */
  async changeStatus(db: Db, accountId: number, change: { ok: number; selfRemovedAt?: number | null; from: readonly number[] }): Promise<boolean> {
    const result = await db
      .updateTable('accounts')
      .set({ ok: change.ok, ...(change.selfRemovedAt === undefined ? {} : { self_removed_at: change.selfRemovedAt }) })
      .where('id', '=', accountId)
      .where('ok', 'in', [...change.from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Marks the accounts seen online at `at`; answers the status of each that still exists. */
  async touchOnline(db: Db, ids: readonly number[], at: number): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .updateTable('accounts')
      .set({ last_online_at: at })
      .where('id', 'in', [...ids])
      .returning(['id', 'ok'])
      .execute();
    return new Map(rows.map((row) => [Number(row.id), Number(row.ok)]));
  },

  /** Accounts self-removed (`ok` -1) at or before `cutoff`, longest gone first. */
  async selfRemovedBefore(db: Db, cutoff: number, limit: number): Promise<number[]> {
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
   * Whether the account exists, holding its row until commit so changes about it (a pair's likes,
   * a coin balance) go one at a time. PostgreSQL takes FOR NO KEY UPDATE: it still orders the
   * lockers, but not the rows that merely reference the account (FOR KEY SHARE, taken by every
   * foreign key), so an event subscriber inserting a feed item or push about two members cannot
   * deadlock with a like locking them. SQLite runs one transaction at a time anyway.
   */
  async lock(trx: Transaction<DatabaseSchema>, dialect: Dialect, accountId: number): Promise<boolean> {
    const select = trx.selectFrom('accounts').select('id').where('id', '=', accountId);
    return (await (dialect === 'postgres' ? select.forNoKeyUpdate() : select).executeTakeFirst()) !== undefined;
  },

  /**
   * Whether the account is still self-removed since `cutoff` or before. PostgreSQL locks the row
   * until commit (FOR UPDATE: the erase deletes it), so a restore racing the erase waits and then
   * finds no account; SQLite runs one transaction at a time anyway.
   */
  async lockSelfRemovedBefore(trx: Transaction<DatabaseSchema>, dialect: Dialect, accountId: number, cutoff: number): Promise<boolean> {
    const select = trx.selectFrom('accounts').select('id').where('id', '=', accountId).where('ok', '=', -1).where('self_removed_at', '<=', cutoff);
    return (await (dialect === 'postgres' ? select.forUpdate() : select).executeTakeFirst()) !== undefined;
  },

  /** Deletes the account row and its profile; answers the addresses it had, undefined when gone. */
  async erase(trx: Transaction<DatabaseSchema>, accountId: number): Promise<Pick<AccountRow, 'email' | 'email_normalized'> | undefined> {
    const account = await trx.selectFrom('accounts').select(['email', 'email_normalized']).where('id', '=', accountId).executeTakeFirst();
    if (!account) return undefined;
    await trx.deleteFrom('profiles').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('accounts').where('id', '=', accountId).execute();
    return account;
  },
};
