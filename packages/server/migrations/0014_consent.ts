import type { Kysely } from 'kysely';

/**
 * Cookie consent of members (issue 5, spec 1 §3 "Consent"): the three optional categories and the
 * popup they were chosen in, with the time of the choice. Erased with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_consents')
    .addColumn('account_id', 'bigint', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('functional', 'integer', (c) => c.notNull())
    .addColumn('performance', 'integer', (c) => c.notNull())
    .addColumn('advertising', 'integer', (c) => c.notNull())
    .addColumn('policy', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
