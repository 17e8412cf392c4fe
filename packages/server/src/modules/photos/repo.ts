import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { PhotosTable } from '../../platform/db/tables/photos.ts';

export type PhotoRow = Selectable<PhotosTable>;
export type NewPhoto = Insertable<PhotosTable>;

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** Rows per multi-row insert: far below the bind-parameter limits of SQLite and PostgreSQL. */
const INSERT_CHUNK = 500;

/** SQL over the photos table; other modules go through PhotosService. */
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

  async clearAvatar(db: Db, accountId: number): Promise<void> {
    await db.updateTable('photos').set({ is_avatar: 0 }).where('account_id', '=', accountId).where('is_avatar', '=', 1).execute();
  },
};
