import type { Generated, Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';

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

export type MailSchema = { mail_outbox: MailOutboxTable };

/** The database or an open transaction: where a message is written decides when it exists. */
export type MailExecutor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** The platform's database with the outbox table typed (kept out of the shared schema file). */
export function withOutbox(db: MailExecutor): Kysely<DatabaseSchema & MailSchema> {
  return db.withTables<MailSchema>();
}
