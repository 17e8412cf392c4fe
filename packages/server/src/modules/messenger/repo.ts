import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { DialogsTable } from '../../platform/db/tables/dialogs.ts';
import type { MessagesTable } from '../../platform/db/tables/messages.ts';

/** The database or an open transaction. */
export type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
export type MessageRow = Selectable<MessagesTable>;
export type NewMessageRow = Omit<Insertable<MessagesTable>, 'id'>;
export type DialogRow = Selectable<DialogsTable>;

/** Two members in id order: the key of their thread. */
export interface Pair {
  low: number;
  high: number;
}
export const pairOf = (a: number, b: number): Pair => (a < b ? { low: a, high: b } : { low: b, high: a });

/** Where a dialog list page starts after: the previous page's last dialog. */
export interface DialogCursor {
  sortAt: number;
  otherId: number;
}

/** The list's filters the SQL applies; the others need the member-view pipeline (service). */
export type DialogRowFilter = 'unread' | 'exchangedMessages' | null;

/** A member's first delivered words to another who has not written back. */
export interface FirstWords {
  senderId: number;
  receiverId: number;
  at: number;
}

/** SQL over `messages`, the only place that writes it (platform/db/table-owners.ts). */
export const messagesRepo = {
  /** Pairs where someone wrote to one of `receiverIds` since `since` (delivered, not deleted) and got no member's word back; oldest first. */
  async firstWordsAwaitingReply(db: Db, receiverIds: readonly number[], since: number, limit: number): Promise<FirstWords[]> {
    if (receiverIds.length === 0) return [];
    const rows = await db
      .selectFrom('messages as m')
      .select(['m.sender_account_id', 'm.receiver_account_id'])
      .select((eb) => eb.fn.min('m.created_at').as('first_at'))
      .where('m.receiver_account_id', 'in', [...receiverIds])
      .where('m.is_system', '=', 0)
      .where('m.is_held', '=', 0)
      .where('m.deleted_at', 'is', null)
      .where('m.created_at', '>=', since)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('messages as back')
              .select('back.id')
              .whereRef('back.sender_account_id', '=', 'm.receiver_account_id')
              .whereRef('back.receiver_account_id', '=', 'm.sender_account_id')
              .where('back.is_system', '=', 0),
          ),
        ),
      )
      .groupBy(['m.sender_account_id', 'm.receiver_account_id'])
      .orderBy('first_at')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ senderId: Number(row.sender_account_id), receiverId: Number(row.receiver_account_id), at: Number(row.first_at) }));
  },

  byRequest(db: Db, senderId: number, requestId: string): Promise<MessageRow | undefined> {
    return db.selectFrom('messages').selectAll().where('sender_account_id', '=', senderId).where('request_id', '=', requestId).executeTakeFirst();
  },

  insert(db: Db, row: NewMessageRow): Promise<MessageRow> {
    return db.insertInto('messages').values(row).returningAll().executeTakeFirstOrThrow();
  },

  byIds(db: Db, ids: readonly number[]): Promise<MessageRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('messages').selectAll().where('id', 'in', [...ids]).execute();
  },

  /** Messages of the pair named by hid, deleted ones included (the caller decides). */
  byHids(db: Db, pair: Pair, hids: readonly string[]): Promise<MessageRow[]> {
    if (hids.length === 0) return Promise.resolve([]);
    return db.selectFrom('messages').selectAll().where('pair_low', '=', pair.low).where('pair_high', '=', pair.high).where('hid', 'in', [...hids]).orderBy('id').execute();
  },

  /**
   * A page of the thread as `viewerId` sees it, newest first, below `beforeId`: not deleted, not
   * cleared by the viewer's dialog deletion, and another's held messages left out.
   */
  threadPage(db: Db, pair: Pair, viewerId: number, options: { beforeId: number | null; clearedThrough: number; limit: number }): Promise<MessageRow[]> {
    let query = visibleTo(db, pair, viewerId, options.clearedThrough).selectAll().orderBy('id', 'desc').limit(options.limit);
    if (options.beforeId !== null) query = query.where('id', '<', options.beforeId);
    return query.execute();
  },

  /** The newest message `viewerId` sees in the thread. */
  latestVisible(db: Db, pair: Pair, viewerId: number, clearedThrough: number): Promise<MessageRow | undefined> {
    return visibleTo(db, pair, viewerId, clearedThrough).selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
  },

  /** Whether any member (not the system) wrote in the thread that `viewerId` sees. */
  async anyMemberMessage(db: Db, pair: Pair, viewerId: number, clearedThrough: number): Promise<boolean> {
    const row = await visibleTo(db, pair, viewerId, clearedThrough).select('id').where('is_system', '=', 0).limit(1).executeTakeFirst();
    return row !== undefined;
  },

  /** Whether `from` wrote to `to` a message `to` received (not held): a message back is a reply. */
  async hasDelivered(db: Db, from: number, to: number): Promise<boolean> {
    const row = await db
      .selectFrom('messages')
      .select('id')
      .where('sender_account_id', '=', from)
      .where('receiver_account_id', '=', to)
      .where('is_system', '=', 0)
      .where('is_held', '=', 0)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Marks read what `receiverId` has unread from `senderId`; how many. */
  async markRead(db: Db, receiverId: number, senderId: number, at: number): Promise<number> {
    const result = await db
      .updateTable('messages')
      .set({ read_at: at })
      .where('receiver_account_id', '=', receiverId)
      .where('sender_account_id', '=', senderId)
      .where('read_at', 'is', null)
      .where('is_held', '=', 0)
      .where('is_system', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Unread messages `receiverId` has from `senderId` after `clearedThrough` (a deletion's recount). */
  async unreadCount(db: Db, receiverId: number, senderId: number, clearedThrough: number): Promise<number> {
    const row = await db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('receiver_account_id', '=', receiverId)
      .where('sender_account_id', '=', senderId)
      .where('read_at', 'is', null)
      .where('is_held', '=', 0)
      .where('is_system', '=', 0)
      .where('deleted_at', 'is', null)
      .where('id', '>', clearedThrough)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The newest message id of the pair (a dialog deletion clears through it). */
  async maxId(db: Db, pair: Pair): Promise<number> {
    const row = await db
      .selectFrom('messages')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('pair_low', '=', pair.low)
      .where('pair_high', '=', pair.high)
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  },

  /** The sender's held messages to `receiverId`, oldest first. */
  held(db: Db, senderId: number, receiverId: number): Promise<MessageRow[]> {
    return db
      .selectFrom('messages')
      .selectAll()
      .where('is_held', '=', 1)
      .where('sender_account_id', '=', senderId)
      .where('receiver_account_id', '=', receiverId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
  },

  /** Whom the sender has held messages for. */
  async heldReceivers(db: Db, senderId: number): Promise<number[]> {
    const rows = await db.selectFrom('messages').select('receiver_account_id').distinct().where('is_held', '=', 1).where('sender_account_id', '=', senderId).where('deleted_at', 'is', null).execute();
    return rows.map((row) => Number(row.receiver_account_id));
  },

  /** Senders with held messages, a batch (the release job). */
  async heldSenders(db: Db, limit: number): Promise<number[]> {
    const rows = await db.selectFrom('messages').select('sender_account_id').distinct().where('is_held', '=', 1).where('deleted_at', 'is', null).orderBy('sender_account_id').limit(limit).execute();
    return rows.map((row) => Number(row.sender_account_id));
  },

  async release(db: Db, ids: readonly number[], at: number): Promise<void> {
    if (ids.length > 0) await db.updateTable('messages').set({ is_held: 0, sent_at: at }).where('id', 'in', [...ids]).execute();
  },

  /** Clears the content of deleted messages: the row stays so its request id stays used. */
  async softDelete(db: Db, ids: readonly number[], at: number): Promise<void> {
    if (ids.length === 0) return;
    await db
      .updateTable('messages')
      .set({ deleted_at: at, text: null, sticker_type: null, gift_type: null, greeting_type: null, question_id: null })
      .where('id', 'in', [...ids])
      .execute();
  },
};

/** The thread as `viewerId` sees it: live messages after their deletion point, another's held ones left out. */
function visibleTo(db: Db, pair: Pair, viewerId: number, clearedThrough: number) {
  return db
    .selectFrom('messages')
    .where('pair_low', '=', pair.low)
    .where('pair_high', '=', pair.high)
    .where('deleted_at', 'is', null)
    .where('id', '>', clearedThrough)
    .where((eb) => eb.or([eb('is_held', '=', 0), eb('sender_account_id', '=', viewerId)]));
}

/** SQL over `dialogs`. */
export const dialogsRepo = {
  find(db: Db, ownerId: number, otherId: number): Promise<DialogRow | undefined> {
    return db.selectFrom('dialogs').selectAll().where('owner_account_id', '=', ownerId).where('other_account_id', '=', otherId).executeTakeFirst();
  },

  findMany(db: Db, ownerId: number, otherIds: readonly number[]): Promise<DialogRow[]> {
    if (otherIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('dialogs').selectAll().where('owner_account_id', '=', ownerId).where('other_account_id', 'in', [...otherIds]).execute();
  },

  /**
   * The owner sees a new message: the dialog comes (back) to the top with it, counted unread when
   * it is incoming from a member. One upsert (a send's hot path): the caller holds the pair, and
   * the new values are computed from the row's own under the conflict's lock.
   */
  async onMessage(db: Db, ownerId: number, otherId: number, message: { id: number; at: number; incoming: boolean; fromMember: boolean }): Promise<void> {
    const unread = message.incoming && message.fromMember ? 1 : 0;
    const incoming = message.incoming && message.fromMember ? 1 : 0;
    const outgoing = !message.incoming && message.fromMember ? 1 : 0;
    await db
      .insertInto('dialogs')
      .values({
        owner_account_id: ownerId,
        other_account_id: otherId,
        sort_at: message.at,
        last_message_id: message.id,
        unread_count: unread,
        has_incoming: incoming,
        has_outgoing: outgoing,
        cleared_through: 0,
        hidden: 0,
        created_at: message.at,
      })
      .onConflict((oc) =>
        oc.columns(['owner_account_id', 'other_account_id']).doUpdateSet((eb) => ({
          // The larger of the stored and the new, written as CASE: SQLite's max() and PostgreSQL's greatest() differ.
          sort_at: eb.case().when('dialogs.sort_at', '>', message.at).then(eb.ref('dialogs.sort_at')).else(message.at).end(),
          last_message_id: eb.case().when('dialogs.last_message_id', '>', message.id).then(eb.ref('dialogs.last_message_id')).else(message.id).end(),
          unread_count: eb('dialogs.unread_count', '+', unread),
          has_incoming: incoming === 1 ? 1 : eb.ref('dialogs.has_incoming'),
          has_outgoing: outgoing === 1 ? 1 : eb.ref('dialogs.has_outgoing'),
          hidden: 0,
        })),
      )
      .execute();
  },

  /** The dialog at the top of the owner's list now, created when missing (the highlight). */
  async bringUp(db: Db, ownerId: number, otherId: number, at: number): Promise<void> {
    await db
      .insertInto('dialogs')
      .values({ owner_account_id: ownerId, other_account_id: otherId, sort_at: at, last_message_id: null, unread_count: 0, has_incoming: 0, has_outgoing: 0, cleared_through: 0, hidden: 0, created_at: at })
      .onConflict((oc) => oc.columns(['owner_account_id', 'other_account_id']).doUpdateSet({ sort_at: at, hidden: 0 }))
      .execute();
  },

  async update(db: Db, ownerId: number, otherId: number, values: Partial<Pick<DialogRow, 'unread_count' | 'last_message_id' | 'hidden' | 'cleared_through'>>): Promise<void> {
    await db.updateTable('dialogs').set(values).where('owner_account_id', '=', ownerId).where('other_account_id', '=', otherId).execute();
  },

  /** A page of the owner's shown dialogs, latest first, after `cursor`. */
  page(db: Db, ownerId: number, filter: DialogRowFilter, cursor: DialogCursor | null, limit: number): Promise<DialogRow[]> {
    let query = db
      .selectFrom('dialogs')
      .selectAll()
      .where('owner_account_id', '=', ownerId)
      .where('hidden', '=', 0)
      .orderBy('sort_at', 'desc')
      .orderBy('other_account_id', 'desc')
      .limit(limit);
    if (filter === 'unread') query = query.where('unread_count', '>', 0);
    if (filter === 'exchangedMessages') query = query.where('has_incoming', '=', 1).where('has_outgoing', '=', 1);
    if (cursor) {
      query = query.where((eb) => eb.or([eb('sort_at', '<', cursor.sortAt), eb.and([eb('sort_at', '=', cursor.sortAt), eb('other_account_id', '<', cursor.otherId)])]));
    }
    return query.execute();
  },

  /** The members whose dialog with the owner has unread messages (the unread dialogs count). */
  async unreadOthers(db: Db, ownerId: number): Promise<number[]> {
    const rows = await db.selectFrom('dialogs').select('other_account_id').where('owner_account_id', '=', ownerId).where('hidden', '=', 0).where('unread_count', '>', 0).execute();
    return rows.map((row) => Number(row.other_account_id));
  },

  /** The members who have unread messages from `otherId` (their counts follow `otherId`'s state). */
  async ownersWithUnreadFrom(db: Db, otherId: number): Promise<number[]> {
    const rows = await db.selectFrom('dialogs').select('owner_account_id').where('other_account_id', '=', otherId).where('hidden', '=', 0).where('unread_count', '>', 0).execute();
    return rows.map((row) => Number(row.owner_account_id));
  },
};
