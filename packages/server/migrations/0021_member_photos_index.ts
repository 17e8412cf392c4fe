import type { Kysely } from 'kysely';

/**
 * The approved photos of a page of members (photos repo `listApprovedOfMembers`), which every
 * member-view page is hydrated from — search, nearby, the matches game's pools, other members'
 * profiles: an index on its three equalities (member, album, moderation) in the order it reads
 * them (position, then id). The server never runs ANALYZE on SQLite, and without statistics
 * SQLite took the moderation queue's index (moderation, id) for `moderation = 'approved'` —
 * every approved photo of every member — then sorted: 12–20 ms a page at 100,000 members,
 * against 0.04 ms (10 members) to 1.5 ms (150) on this index (bench/README.md "Discovery").
 * PostgreSQL, with statistics, reads photos_account either way; photos_account stays for a
 * member's own albums.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('photos_member_approved').on('photos').columns(['account_id', 'album_id', 'moderation', 'position', 'id']).execute();
}
