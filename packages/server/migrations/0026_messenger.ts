import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * The messenger (issue 18 points 1–3, DESIGN.md §14), owned by modules/messenger:
 * - `messages`: one row per message between two members, `pair_low`/`pair_high` the pair in id
 *   order (the thread's key). `request_id` is the sender's idempotency key: unique per sender, so
 *   a retried send stores nothing new; `payload_hash` tells a retry from another message under a
 *   used key. `is_held` 1 while a free member's first words to a non-match wait for an upgrade
 *   (`sent_at` null until then). A deleted message keeps its row (its request id stays used) with
 *   the content cleared.
 * - `dialogs`: each member's side of a conversation: the last message they see, their unread
 *   count, whether each side wrote, and what they deleted (`cleared_through`: messages up to that
 *   id are gone for them; `hidden` until a newer message comes).
 * - `chat_sequences` and `chat_events`: every chat event of a member numbered 1, 2, 3 … without
 *   gaps, written in the transaction of the change it reports, for live frames and catch-up.
 * Every row goes with either member's account (on delete cascade), as the erase hook also does.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const pk = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement());
  const member = (col: ColumnDefinitionBuilder) => col.notNull().references('accounts.id').onDelete('cascade');

  await db.schema
    .createTable('messages')
    .addColumn('id', id, pk)
    .addColumn('hid', 'text', (c) => c.notNull().unique())
    .addColumn('sender_account_id', 'bigint', member)
    .addColumn('receiver_account_id', 'bigint', member)
    .addColumn('pair_low', 'bigint', (c) => c.notNull())
    .addColumn('pair_high', 'bigint', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.check(sql`length(request_id) <= 64`))
    .addColumn('payload_hash', 'text')
    .addColumn('type', 'text', (c) => c.notNull().check(sql`length(type) <= 32`))
    .addColumn('is_system', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('text', 'text', (c) => c.check(sql`length(text) <= 4000`))
    .addColumn('sticker_type', 'text', (c) => c.check(sql`length(sticker_type) <= 32`))
    .addColumn('gift_type', 'integer')
    .addColumn('greeting_type', 'integer')
    .addColumn('question_id', 'integer')
    .addColumn('reply_to_id', 'bigint')
    .addColumn('action_source', 'text', (c) => c.check(sql`length(action_source) <= 32`))
    .addColumn('coins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_held', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_smart', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addColumn('read_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .addCheckConstraint('messages_pair_order', sql`pair_low < pair_high`)
    .execute();
  // Exactly once: one message per sender and request id (system messages carry their own keys).
  await db.schema.createIndex('messages_request').on('messages').columns(['sender_account_id', 'request_id']).unique().execute();
  // A thread, newest first (keyset on id).
  await db.schema.createIndex('messages_thread').on('messages').columns(['pair_low', 'pair_high', 'id']).execute();
  // Unread messages to a member from one other, and held messages of a sender.
  await db.schema.createIndex('messages_receiver').on('messages').columns(['receiver_account_id', 'sender_account_id', 'read_at']).execute();
  await db.schema.createIndex('messages_held').on('messages').columns(['is_held', 'sender_account_id']).execute();

  await db.schema
    .createTable('dialogs')
    .addColumn('owner_account_id', 'bigint', member)
    .addColumn('other_account_id', 'bigint', member)
    .addColumn('sort_at', 'bigint', (c) => c.notNull())
    .addColumn('last_message_id', 'bigint')
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_incoming', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_outgoing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cleared_through', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dialogs_pk', ['owner_account_id', 'other_account_id'])
    .addCheckConstraint('dialogs_not_self', sql`owner_account_id <> other_account_id`)
    .execute();
  // The dialog list, latest first (keyset on sort_at, then the other member).
  await db.schema.createIndex('dialogs_list').on('dialogs').columns(['owner_account_id', 'sort_at', 'other_account_id']).execute();
  await db.schema.createIndex('dialogs_other').on('dialogs').columns(['other_account_id']).execute();

  await db.schema
    .createTable('chat_sequences')
    .addColumn('account_id', 'bigint', (c) => member(c).primaryKey())
    .addColumn('last_seq', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_events')
    .addColumn('account_id', 'bigint', member)
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_events_pk', ['account_id', 'seq'])
    .execute();
  await db.schema.createIndex('chat_events_created').on('chat_events').columns(['created_at']).execute();
}
