import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { FunnelPhotosTable } from '../../platform/db/tables/funnel-photos.ts';

export type FunnelPhotoRow = Selectable<FunnelPhotosTable>;
export type NewFunnelPhoto = Insertable<FunnelPhotosTable>;

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** SQL over the funnel_photos table; other modules go through funnel-photos.ts. */
export const funnelPhotosRepo = {
  async insert(db: Db, photo: NewFunnelPhoto): Promise<void> {
    await db.insertInto('funnel_photos').values(photo).execute();
  },

  findByHid(db: Db, hid: string): Promise<FunnelPhotoRow | undefined> {
    return db.selectFrom('funnel_photos').selectAll().where('hid', '=', hid).executeTakeFirst();
  },

  findInFunnel(db: Db, funnelId: string, hids: readonly string[]): Promise<FunnelPhotoRow[]> {
    if (hids.length === 0) return Promise.resolve([]);
    return db.selectFrom('funnel_photos').selectAll().where('funnel_id', '=', funnelId).where('hid', 'in', hids).execute();
  },

  createdBefore(db: Db, time: number): Promise<FunnelPhotoRow[]> {
    return db.selectFrom('funnel_photos').selectAll().where('created_at', '<', time).orderBy('id').execute();
  },

  /** In chunks far below the bind-parameter limits of SQLite and PostgreSQL. */
  async deleteByIds(db: Db, ids: readonly number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 500) {
      await db
        .deleteFrom('funnel_photos')
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
    }
  },
};
