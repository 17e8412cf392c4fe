import type { Kysely } from 'kysely';

/**
 * Photo moderation (issue 5): the difference hash of each checked photo (duplicate detection;
 * null until the moderation job has looked at it), why a photo was rejected, and when the last
 * decision was made (the web shows the rejected and fake-age popups from these). The index
 * serves the job's queue: pending photos, oldest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('photos').addColumn('dhash', 'text').execute();
  await db.schema.alterTable('photos').addColumn('moderation_reason', 'text').execute();
  await db.schema.alterTable('photos').addColumn('moderated_at', 'bigint').execute();
  await db.schema.createIndex('photos_moderation_queue').on('photos').columns(['moderation', 'id']).execute();
}
