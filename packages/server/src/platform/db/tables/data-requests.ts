import type { Generated } from 'kysely';

/** Where a request-my-data stands: waiting for the export job, or built and mailed. */
export type DataRequestStatus = 'pending' | 'mailed';

/** One request-my-data of a member and its archive (migrations/0013_member_settings.ts). */
export interface DataRequestsTable {
  id: Generated<number>;
  account_id: number;
  /** The account id while this request blocks a new one, else null (unique). */
  open_key: string | null;
  receiver_email: string;
  status: DataRequestStatus;
  /** A job run building it holds it until then, so another process leaves it alone. */
  claimed_until: number | null;
  /** SHA-256 of the download token; null until mailed and after expiry. */
  token_hash: string | null;
  /** The archive in Storage; null until built. */
  storage_key: string | null;
  created_at: number;
  mailed_at: number | null;
  /** When the download link stops working. */
  expires_at: number | null;
}
