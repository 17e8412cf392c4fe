import type { Generated } from 'kysely';

/** Every push sent to a member (migrations/0008_live.ts); only modules/pushes writes it. */
export interface PushesTable {
  id: Generated<number>;
  /** The push record's pushId, what tracking reports name. */
  push_id: string;
  account_id: number;
  /** A PushType of contracts push-types.ts. */
  type: string;
  sender_account_id: number | null;
  /** The PushRecord as sent, JSON. */
  record: string;
  created_at: number;
}
