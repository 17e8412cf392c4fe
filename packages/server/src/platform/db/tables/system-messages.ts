import type { Generated } from 'kysely';

/**
 * The notices of a member's system thread (migrations/0031_system_messages.ts,
 * modules/system-thread): a kind and its params, never rendered text.
 */
export interface SystemMessagesTable {
  id: Generated<number>;
  /** The notice's opaque id outside the server. */
  hid: string;
  account_id: number;
  /** contracts SystemMessageKind. */
  kind: string;
  /** JSON of the kind's params (contracts system-thread.ts). */
  params: string;
  /** What the notice is about, unique per member: a redelivered event writes nothing new. */
  dedupe_key: string;
  created_at: number;
  /** Null while unread. */
  read_at: number | null;
}
