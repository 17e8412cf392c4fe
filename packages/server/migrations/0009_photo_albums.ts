import type { Kysely } from 'kysely';

/**
 * Member photo albums (issue 5): each photo gets a blurred rendition under its own hid, so a
 * viewer who may only see it blurred never learns the address of the original (DESIGN.md §13).
 * Photos stored before this have no blurred rendition: null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('photos').addColumn('blur_hid', 'text').execute();
  await db.schema.createIndex('photos_blur_hid').unique().on('photos').column('blur_hid').execute();
}
