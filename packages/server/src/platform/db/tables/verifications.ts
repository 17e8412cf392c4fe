import type { Generated } from 'kysely';

/** Where one verification stands: hash handed out, photo waiting for the decision, decided. */
export type VerificationRowStatus = 'issued' | 'pending' | 'approved' | 'rejected';

/** One verification hash of a member and the photo sent with it (migrations/0012_verification.ts). */
export interface VerificationsTable {
  id: Generated<number>;
  /** What the operator names the verification by. */
  hid: string;
  /** What the member's client holds; unguessable. */
  hash: string;
  account_id: number;
  /** A VerificationGesture of contracts verification.ts. */
  gesture: string;
  status: VerificationRowStatus;
  /** The photo's renditions while it waits for the decision; null before the photo and after the decision. */
  storage_key: string | null;
  /** Why the operator refused it. */
  reason: string | null;
  created_at: number;
  expires_at: number;
  submitted_at: number | null;
  decided_at: number | null;
}
