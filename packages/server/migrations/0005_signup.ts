import type { Kysely } from 'kysely';

/**
 * Saved registrations (POST /rest/v2/signup/click): the partial sign-up data of a visitor, found
 * again by the `registration_token` cookie (spec 1 §4 step 1). Only the token's hash is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registration_drafts')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'integer', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registration_drafts_expires').on('registration_drafts').column('expires_at').execute();
}
