/** A member's choice for one e-mail notification type (migrations/0013_member_settings.ts). */
export interface NotificationSettingsTable {
  account_id: number;
  /** A NotificationType of contracts notification-settings.ts. */
  type: number;
  /** 1 when the member turned the type off. */
  disabled: number;
  updated_at: number;
}
