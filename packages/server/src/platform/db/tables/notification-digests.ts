/**
 * Per member and notification type, the digest mail being gathered
 * (migrations/0025_notification_digests.ts, modules/notification-mails). A missing row: nothing
 * pending, never mailed.
 */
export interface NotificationDigestsTable {
  account_id: number;
  /** A NotificationType of contracts notification-settings.ts: likes, matches or profile visitors. */
  type: number;
  /** What happened since the member was last seen (likes, matches or visits); 0 when nothing waits. */
  pending: number;
  /** The clock at the first and the newest of them; null when nothing waits. */
  first_pending_at: number | null;
  last_pending_at: number | null;
  /** When this type was last mailed to the member; null: never. */
  mailed_at: number | null;
}
