import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { RegistrationDraftsTable } from '../../platform/db/tables/registration-drafts.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export const draftsRepo = {
  async insert(db: Db, draft: RegistrationDraftsTable): Promise<void> {
    await db.insertInto('registration_drafts').values(draft).execute();
  },

  /** The payload of a live draft of this brand. */
  async findLive(db: Db, tokenHash: string, brandId: number, now: number): Promise<string | undefined> {
    const row = await db
      .selectFrom('registration_drafts')
      .select('payload')
      .where('token_hash', '=', tokenHash)
      .where('brand_id', '=', brandId)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.payload;
  },

  async update(db: Db, tokenHash: string, changes: Pick<RegistrationDraftsTable, 'payload' | 'expires_at'>): Promise<void> {
    await db.updateTable('registration_drafts').set(changes).where('token_hash', '=', tokenHash).execute();
  },

  async delete(db: Db, tokenHash: string): Promise<void> {
    await db.deleteFrom('registration_drafts').where('token_hash', '=', tokenHash).execute();
  },

  /** Expired drafts, dropped by a job so the table cannot grow for ever; returns how many. */
  async deleteExpired(db: Db, now: number): Promise<number> {
    const result = await db.deleteFrom('registration_drafts').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
