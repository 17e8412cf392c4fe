import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * Member settings (issue 5):
 * - `notification_settings`: the e-mail notification types a member turned on or off; a type
 *   without a row follows the sign-up subscription choice.
 * - `unsubscribe_codes`: the one live verify-e-mail-to-unsubscribe code of a member (hashed),
 *   with its deadline and the wrong attempts left.
 * - `data_requests`: request-my-data, from pending to mailed. `open_key` (the account id while
 *   a request blocks the next one) is unique, so two racing requests cannot both be accepted;
 *   the download token is stored hashed, the archive lives in storage under `storage_key`.
 * - `onboarding_items`: the onboarding tips a member has seen.
 * Every row goes with its account (on delete cascade).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const pk = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement());
  const account = (c: ColumnDefinitionBuilder) => c.notNull().references('accounts.id').onDelete('cascade');

  await db.schema
    .createTable('notification_settings')
    .addColumn('account_id', 'bigint', account)
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_settings_pk', ['account_id', 'type'])
    .execute();

  await db.schema
    .createTable('unsubscribe_codes')
    .addColumn('account_id', 'bigint', (c) => account(c).primaryKey())
    .addColumn('notification_type', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts_left', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('data_requests')
    .addColumn('id', id, pk)
    .addColumn('account_id', 'bigint', account)
    .addColumn('open_key', 'text', (c) => c.unique())
    .addColumn('receiver_email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'bigint')
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('storage_key', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('mailed_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .execute();
  await db.schema.createIndex('data_requests_account').on('data_requests').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('data_requests_status').on('data_requests').columns(['status', 'id']).execute();

  await db.schema
    .createTable('onboarding_items')
    .addColumn('account_id', 'bigint', account)
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('done_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('onboarding_items_pk', ['account_id', 'item'])
    .execute();
}
