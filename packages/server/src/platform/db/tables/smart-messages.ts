/** A member's smart messages switch (migrations/0028_smart_messages.ts, modules/messenger/smart). */
export interface SmartMessagesTable {
  account_id: number;
  /** 1 while enabled; the job reads it before every send. */
  enabled: number;
  /** The screen the member enabled them from (`context` of the call). */
  context: string | null;
  /** When the member last enabled or disabled them. */
  changed_at: number;
  /** When the job looks at this member next. */
  next_run_at: number;
}
