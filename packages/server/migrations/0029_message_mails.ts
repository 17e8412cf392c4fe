import type { Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * The new-message notification e-mails (issue 18, DESIGN.md §14 "Notifications"), owned by
 * modules/notification-mails: one row per receiver and sender (a dialog) holding when the
 * messages waiting to be mailed came, and when the dialog was last mailed. It keeps no words and
 * no message ids. Rows go with either account (on delete cascade), as the erase hook also does.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('message_mails')
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('sender_account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('first_pending_at', 'bigint')
    .addColumn('last_pending_at', 'bigint')
    .addColumn('mailed_at', 'bigint')
    .addPrimaryKeyConstraint('message_mails_pk', ['account_id', 'sender_account_id'])
    .execute();
  // The job's scan: the dialogs waiting longest first.
  await db.schema.createIndex('message_mails_due').on('message_mails').column('first_pending_at').execute();
  // The erase of a sender's rows.
  await db.schema.createIndex('message_mails_sender').on('message_mails').column('sender_account_id').execute();
}
