/**
 * Per receiver and sender (a dialog), the new-message mail being gathered
 * (migrations/0029_message_mails.ts, modules/notification-mails). A missing row: nothing
 * pending, never mailed.
 */
export interface MessageMailsTable {
  /** The receiver, whom the mail goes to. */
  account_id: number;
  sender_account_id: number;
  /** The clock at the first and the newest message waiting to be mailed; null when nothing waits. */
  first_pending_at: number | null;
  last_pending_at: number | null;
  /** When this dialog was last mailed to the receiver; null: never. */
  mailed_at: number | null;
}
