/**
 * The messenger's per-member event log (migrations/0026_messenger.ts, modules/messenger): `seq`
 * counts 1, 2, 3 … per member without gaps; `chat_sequences` holds each member's last number.
 */
export interface ChatEventsTable {
  account_id: number;
  seq: number;
  type: string;
  /** The event as the frame carries it (contracts ChatEvent), JSON. */
  payload: string;
  created_at: number;
}

export interface ChatSequencesTable {
  account_id: number;
  last_seq: number;
}
