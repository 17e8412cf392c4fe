import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';

/** A saved registration (migrations/0005_signup.ts); only this module reads or writes it. */
export interface RegistrationDraftsTable {
  token_hash: string;
  brand_id: number;
  /** The validated sign-up fields as JSON, without the password or the social token. */
  payload: string;
  created_at: number;
  expires_at: number;
}

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** The table belongs to this module alone, so its type stays here rather than in the shared schema. */
function withDrafts(db: Db) {
  return db.withTables<{ registration_drafts: RegistrationDraftsTable }>();
}

export const draftsRepo = {
  async insert(db: Db, draft: RegistrationDraftsTable): Promise<void> {
    await withDrafts(db).insertInto('registration_drafts').values(draft).execute();
  },

  /** The payload of a live draft of this brand. */
  async findLive(db: Db, tokenHash: string, brandId: number, now: number): Promise<string | undefined> {
    const row = await withDrafts(db)
      .selectFrom('registration_drafts')
      .select('payload')
      .where('token_hash', '=', tokenHash)
      .where('brand_id', '=', brandId)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.payload;
  },

  async delete(db: Db, tokenHash: string): Promise<void> {
    await withDrafts(db).deleteFrom('registration_drafts').where('token_hash', '=', tokenHash).execute();
  },

  /** Expired drafts are dropped whenever a new one is saved, so the table cannot grow for ever. */
  async deleteExpired(db: Db, now: number): Promise<void> {
    await withDrafts(db).deleteFrom('registration_drafts').where('expires_at', '<=', now).execute();
  },
};
