import type { Generated } from 'kysely';

/** A message between two members (migrations/0026_messenger.ts, modules/messenger). */
export interface MessagesTable {
  id: Generated<number>;
  /** What the API names the message by. */
  hid: string;
  sender_account_id: number;
  receiver_account_id: number;
  /** The pair in id order: the thread's key. */
  pair_low: number;
  pair_high: number;
  /** The sender's idempotency key, unique per sender (system messages carry their own). */
  request_id: string | null;
  /** What was sent under the request id, hashed: a retry matches it, another message does not. */
  payload_hash: string | null;
  /** contracts MessageType. */
  type: string;
  /** 1 for a message the system wrote (a match, an ice breaker). */
  is_system: number;
  text: string | null;
  sticker_type: string | null;
  gift_type: number | null;
  greeting_type: number | null;
  question_id: number | null;
  reply_to_id: number | null;
  action_source: string | null;
  /** Coins the sender paid (a paid gift). */
  coins: number;
  /** 1 while held for the sender's upgrade (DESIGN.md §14). */
  is_held: number;
  is_smart: number;
  created_at: number;
  sent_at: number | null;
  read_at: number | null;
  deleted_at: number | null;
}
