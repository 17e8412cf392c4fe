import type { Kysely } from 'kysely';

/**
 * Self-removal (issue 5 settings): when a member deleted their account, so the erase job can
 * remove data and photos DELETION_GRACE_DAYS later (DESIGN.md §13 "Deletion"). Null unless the
 * account is self-removed; the index serves the job's scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('self_removed_at', 'bigint').execute();
  await db.schema.createIndex('accounts_self_removed_at').on('accounts').column('self_removed_at').execute();
}
