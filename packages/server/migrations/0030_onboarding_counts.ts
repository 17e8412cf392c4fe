import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * Tutorial tooltips (issue 18 point 7, spec 2 §4 "Tutorials"), owned by modules/onboarding: each
 * onboarding item counts how many times the member was shown it, so a tooltip with a limit above
 * one (the thread-list smart message) can be shown again. A row that exists was shown once.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('onboarding_items')
    .addColumn('shown_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update onboarding_items set shown_count = 1`.execute(db);
}
