import type { Generated } from 'kysely';

/**
 * `mail_outbox` (migration 0006): one row per message, written in the causing transaction and
 * sent after commit. `next_attempt_at` is when the dispatcher may try it (null once sent or given
 * up); `headers` is a JSON object of extra headers (e.g. List-Unsubscribe).
 */
export interface MailOutboxTable {
  id: Generated<number>;
  from_address: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  headers: string;
  created_at: number;
  sent_at: number | null;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: number | null;
}
