import type { Kysely, Selectable, Transaction } from 'kysely';
import type { FeedActivityType } from '@amora/contracts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { FeedItemsTable } from '../../platform/db/tables/feed-items.ts';
import { newHid } from '../../platform/ids.ts';

/** The database or an open transaction. */
export type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
export type FeedItemRow = Selectable<FeedItemsTable>;

/** Where a feed page starts after: the previous page's last item (newest first). */
export interface FeedCursor {
  updatedAt: number;
  hid: string;
}

/** How a repeated event finds its item (unique per member): one like and one match per member, one visit per visitor and day. */
export const dedupeKey = {
  like: (otherId: number) => `like:${otherId}`,
  match: (otherId: number) => `match:${otherId}`,
  visit: (otherId: number, day: number) => `visit:${otherId}:${day}`,
};

interface NewItem {
  accountId: number;
  kind: FeedActivityType;
  otherId: number | null;
  key: string;
  at: number;
}

/** SQL over `feed_items`, the only place that writes it (platform/db/table-owners.ts). */
export const feedRepo = {
  /** Adds the item unless the member already has one under the key: false then. */
  async addOnce(db: Db, item: NewItem): Promise<boolean> {
    const result = await db
      .insertInto('feed_items')
      .values({ hid: newHid(), account_id: item.accountId, kind: item.kind, other_account_id: item.otherId, dedupe_key: item.key, is_read: 0, created_at: item.at, updated_at: item.at })
      .onConflict((oc) => oc.columns(['account_id', 'dedupe_key']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  /** Adds the item, or brings the member's item under the key back up as new and unread. */
  async upsertFresh(db: Db, item: NewItem): Promise<void> {
    await db
      .insertInto('feed_items')
      .values({ hid: newHid(), account_id: item.accountId, kind: item.kind, other_account_id: item.otherId, dedupe_key: item.key, is_read: 0, created_at: item.at, updated_at: item.at })
      .onConflict((oc) => oc.columns(['account_id', 'dedupe_key']).doUpdateSet({ is_read: 0, updated_at: item.at }))
      .execute();
  },

  /**
   * Whether both accounts still exist: an event may outlive an erased member (or name no account
   * at all), and an item about nobody is no item, not a failed delivery to retry.
   */
  async bothExist(db: Db, memberId: number, otherId: number): Promise<boolean> {
    const rows = await db.selectFrom('accounts').select('id').where('id', 'in', [memberId, otherId]).execute();
    return rows.length === 2;
  },

  /** Whether the member has an item under the key. */
  async has(db: Db, accountId: number, key: string): Promise<boolean> {
    const row = await db.selectFrom('feed_items').select('id').where('account_id', '=', accountId).where('dedupe_key', '=', key).executeTakeFirst();
    return row !== undefined;
  },

  /** Turns the member's item under `from` into a `kind` item under `to`, new and unread (same hid): false when there was none. */
  async upgrade(db: Db, accountId: number, from: string, to: { kind: FeedActivityType; key: string; at: number }): Promise<boolean> {
    const result = await db
      .updateTable('feed_items')
      .set({ kind: to.kind, dedupe_key: to.key, is_read: 0, updated_at: to.at })
      .where('account_id', '=', accountId)
      .where('dedupe_key', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Removes the member's item under the key. */
  async removeKey(db: Db, accountId: number, key: string): Promise<void> {
    await db.deleteFrom('feed_items').where('account_id', '=', accountId).where('dedupe_key', '=', key).execute();
  },

  /** Removes every item of either member about the other (a block); answers whose feeds lost an unread item. */
  async removePair(db: Db, a: number, b: number): Promise<number[]> {
    const rows = await db
      .deleteFrom('feed_items')
      .where((eb) => eb.or([eb.and([eb('account_id', '=', a), eb('other_account_id', '=', b)]), eb.and([eb('account_id', '=', b), eb('other_account_id', '=', a)])]))
      .returning(['account_id', 'is_read'])
      .execute();
    return [...new Set(rows.filter((row) => Number(row.is_read) === 0).map((row) => Number(row.account_id)))];
  },

  /** The members with an unread item about `otherId`: whose unread count follows that member's status. */
  async unreadAbout(db: Db, otherId: number): Promise<number[]> {
    const rows = await db.selectFrom('feed_items').select('account_id').distinct().where('other_account_id', '=', otherId).where('is_read', '=', 0).execute();
    return rows.map((row) => Number(row.account_id));
  },

  /** A page of the member's feed, newest first (ties by hid), after `cursor`. */
  page(db: Db, accountId: number, cursor: FeedCursor | null, limit: number): Promise<FeedItemRow[]> {
    let query = db.selectFrom('feed_items').selectAll().where('account_id', '=', accountId).orderBy('updated_at', 'desc').orderBy('hid', 'desc').limit(limit);
    if (cursor) {
      query = query.where((eb) => eb.or([eb('updated_at', '<', cursor.updatedAt), eb.and([eb('updated_at', '=', cursor.updatedAt), eb('hid', '<', cursor.hid)])]));
    }
    return query.execute();
  },

  /** The member's newest unread items, at most `limit` (who they are about, for the unread count). */
  unread(db: Db, accountId: number, limit: number): Promise<Array<Pick<FeedItemRow, 'other_account_id'>>> {
    return db.selectFrom('feed_items').select('other_account_id').where('account_id', '=', accountId).where('is_read', '=', 0).orderBy('updated_at', 'desc').limit(limit).execute();
  },

  async countUnread(db: Db, accountId: number): Promise<number> {
    const row = await db.selectFrom('feed_items').select((eb) => eb.fn.countAll<number | string>().as('n')).where('account_id', '=', accountId).where('is_read', '=', 0).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Marks the member's unread items read: those of `hids` (another member's hids match nothing), or all. Answers how many. */
  async markRead(db: Db, accountId: number, hids: readonly string[] | 'all'): Promise<number> {
    let query = db.updateTable('feed_items').set({ is_read: 1 }).where('account_id', '=', accountId).where('is_read', '=', 0);
    if (hids !== 'all') query = query.where('hid', 'in', [...hids]);
    return Number((await query.executeTakeFirst()).numUpdatedRows);
  },

  /** Deletes the member's items of `hids` (another member's hids match nothing); answers how many of them were unread. */
  async remove(db: Db, accountId: number, hids: readonly string[]): Promise<number> {
    const rows = await db.deleteFrom('feed_items').where('account_id', '=', accountId).where('hid', 'in', [...hids]).returning('is_read').execute();
    return rows.filter((row) => Number(row.is_read) === 0).length;
  },
};
