/** The live verify-e-mail-to-unsubscribe code of a member (migrations/0013_member_settings.ts). */
export interface UnsubscribeCodesTable {
  account_id: number;
  /** The NotificationType the code turns off. */
  notification_type: number;
  /** HMAC of the code; the code itself only travels in the mail. */
  code_hash: string;
  attempts_left: number;
  expires_at: number;
  created_at: number;
}
