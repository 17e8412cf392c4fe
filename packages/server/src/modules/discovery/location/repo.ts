import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import type { MemberLocationsTable } from '../../../platform/db/tables/member-locations.ts';
import type { SnappedPoint } from './cell.ts';

/** The database or an open transaction: the accounts module places a member inside its own. */
export type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
export type MemberLocationRow = Selectable<MemberLocationsTable>;
export type LocationKind = MemberLocationRow['source'];

/** SQL over `member_locations`, the only place that writes it (platform/db/table-owners.ts). */
export const locationRepo = {
  /** Sets the member's cell of one kind, replacing the one before. */
  async place(db: Db, accountId: number, kind: LocationKind, snapped: SnappedPoint): Promise<void> {
    const { cell, latitude, longitude } = snapped;
    await db
      .insertInto('member_locations')
      .values({ account_id: accountId, source: kind, cell, latitude, longitude })
      .onConflict((oc) => oc.columns(['account_id', 'source']).doUpdateSet({ cell, latitude, longitude }))
      .execute();
  },

  async remove(db: Db, accountId: number, kind: LocationKind): Promise<void> {
    await db.deleteFrom('member_locations').where('account_id', '=', accountId).where('source', '=', kind).execute();
  },

  /** Every row of the members named, in one query. */
  rowsOf(db: Db, accountIds: readonly number[]): Promise<MemberLocationRow[]> {
    const unique = [...new Set(accountIds)];
    if (unique.length === 0) return Promise.resolve([]);
    return db.selectFrom('member_locations').selectAll().where('account_id', 'in', unique).orderBy('account_id').orderBy('source').execute();
  },

  async erase(db: Db, accountId: number): Promise<void> {
    await db.deleteFrom('member_locations').where('account_id', '=', accountId).execute();
  },
};
