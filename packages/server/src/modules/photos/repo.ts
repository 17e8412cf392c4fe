import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { PhotosTable } from '../../platform/db/tables/photos.ts';

export type PhotoRow = Selectable<PhotosTable>;
export type NewPhoto = Insertable<PhotosTable>;

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** Rows per multi-row insert: far below the bind-parameter limits of SQLite and PostgreSQL. */
const INSERT_CHUNK = 500;

/** SQL over the photos table; other modules go through PhotoFiles and the module's index. */
export const photosRepo = {
  async insert(db: Db, photo: NewPhoto): Promise<number> {
    const { id } = await db.insertInto('photos').values(photo).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  },

  async insertMany(db: Db, photos: readonly NewPhoto[]): Promise<void> {
    for (let i = 0; i < photos.length; i += INSERT_CHUNK) {
      await db
        .insertInto('photos')
        .values(photos.slice(i, i + INSERT_CHUNK))
        .execute();
    }
  },

  findByHid(db: Db, hid: string): Promise<PhotoRow | undefined> {
    return db.selectFrom('photos').selectAll().where('hid', '=', hid).executeTakeFirst();
  },

  /** A photo by its hid or its blurred rendition's hid, with its owner's account status (`ok`). */
  findWithOwnerStatus(db: Db, by: { hid: string } | { blurHid: string }): Promise<(PhotoRow & { owner_ok: number }) | undefined> {
    const select = db.selectFrom('photos').innerJoin('accounts', 'accounts.id', 'photos.account_id').selectAll('photos').select('accounts.ok as owner_ok');
    return ('hid' in by ? select.where('photos.hid', '=', by.hid) : select.where('photos.blur_hid', '=', by.blurHid)).executeTakeFirst();
  },

  /** The photos of one album in the member's order (position, then upload order). */
  listAlbum(db: Db, accountId: number, albumId: number, moderation?: PhotoRow['moderation']): Promise<PhotoRow[]> {
    let select = db.selectFrom('photos').selectAll().where('account_id', '=', accountId).where('album_id', '=', albumId);
    if (moderation) select = select.where('moderation', '=', moderation);
    return select.orderBy('position').orderBy('id').execute();
  },

  /**
   * Approved photos of one album of a page of members in one query, each member's in album order
   * (position, then upload order): what others may see of them.
   */
  listApprovedOfMembers(db: Db, accountIds: readonly number[], albumId: number): Promise<PhotoRow[]> {
    const unique = [...new Set(accountIds)];
    if (unique.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('photos')
      .selectAll()
      .where('account_id', 'in', unique)
      .where('album_id', '=', albumId)
      .where('moderation', '=', 'approved')
      .orderBy('account_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
  },

  /** One photo of the member, found by hid; another member's photo is not found. */
  findOwn(db: Db, accountId: number, hid: string): Promise<PhotoRow | undefined> {
    return db.selectFrom('photos').selectAll().where('account_id', '=', accountId).where('hid', '=', hid).executeTakeFirst();
  },

  async deleteById(db: Db, id: number): Promise<void> {
    await db.deleteFrom('photos').where('id', '=', id).execute();
  },

  async setAvatar(db: Db, accountId: number, id: number): Promise<void> {
    await photosRepo.clearAvatar(db, accountId);
    await db.updateTable('photos').set({ is_avatar: 1 }).where('id', '=', id).where('account_id', '=', accountId).execute();
  },

  async setPosition(db: Db, id: number, position: number): Promise<void> {
    await db.updateTable('photos').set({ position }).where('id', '=', id).execute();
  },

  /** The member's current avatar: the newest avatar photo that was not rejected. */
  findAvatar(db: Db, accountId: number): Promise<PhotoRow | undefined> {
    return db
      .selectFrom('photos')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('is_avatar', '=', 1)
      .where('moderation', '!=', 'rejected')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async nextPosition(db: Db, accountId: number, albumId: number): Promise<number> {
    const row = await db
      .selectFrom('photos')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('account_id', '=', accountId)
      .where('album_id', '=', albumId)
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  },

  async isStorageKeyUsed(db: Db, storageKey: string): Promise<boolean> {
    const row = await db.selectFrom('photos').select('id').where('storage_key', '=', storageKey).limit(1).executeTakeFirst();
    return row !== undefined;
  },

  /** Pending photos the moderation job has not checked yet (no hash), oldest first. */
  uncheckedPending(db: Db, limit: number): Promise<PhotoRow[]> {
    return db.selectFrom('photos').selectAll().where('moderation', '=', 'pending').where('dhash', 'is', null).orderBy('id').limit(limit).execute();
  },

  /** Pending photos waiting for the operator, oldest first, with their owner. */
  pendingWithOwner(db: Db, limit: number): Promise<Array<PhotoRow & { owner_hid: string; owner_email: string }>> {
    return db
      .selectFrom('photos')
      .innerJoin('accounts', 'accounts.id', 'photos.account_id')
      .selectAll('photos')
      .select(['accounts.hid as owner_hid', 'accounts.email as owner_email'])
      .where('photos.moderation', '=', 'pending')
      .orderBy('photos.id')
      .limit(limit)
      .execute();
  },

  /** The hashes duplicates are looked for among: every checked photo that was not rejected. */
  comparableHashes(db: Db): Promise<Array<{ id: number; account_id: number; dhash: string }>> {
    return db
      .selectFrom('photos')
      .select(['id', 'account_id', 'dhash'])
      .where('dhash', 'is not', null)
      .where('moderation', '!=', 'rejected')
      .$narrowType<{ dhash: string }>()
      .execute();
  },

  async setHash(db: Db, id: number, dhash: string): Promise<void> {
    await db.updateTable('photos').set({ dhash }).where('id', '=', id).execute();
  },

  async setModeration(db: Db, id: number, decision: { moderation: PhotoRow['moderation']; reason: string | null; at: number }): Promise<void> {
    await db.updateTable('photos').set({ moderation: decision.moderation, moderation_reason: decision.reason, moderated_at: decision.at }).where('id', '=', id).execute();
  },

  findManyByHid(db: Db, hids: readonly string[]): Promise<PhotoRow[]> {
    if (hids.length === 0) return Promise.resolve([]);
    return db.selectFrom('photos').selectAll().where('hid', 'in', hids).orderBy('id').execute();
  },

  async clearAvatar(db: Db, accountId: number): Promise<void> {
    await db.updateTable('photos').set({ is_avatar: 0 }).where('account_id', '=', accountId).where('is_avatar', '=', 1).execute();
  },
};
