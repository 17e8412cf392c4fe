/** One member's side of a conversation (migrations/0026_messenger.ts, modules/messenger). */
export interface DialogsTable {
  owner_account_id: number;
  other_account_id: number;
  /** The list's order: the last message's time (or the highlight's). */
  sort_at: number;
  /** The newest message the owner sees; null before any. */
  last_message_id: number | null;
  unread_count: number;
  has_incoming: number;
  has_outgoing: number;
  /** Messages up to this id were deleted with the dialog, for the owner alone. */
  cleared_through: number;
  /** 1 after the owner deleted the dialog, until a newer message. */
  hidden: number;
  created_at: number;
}
