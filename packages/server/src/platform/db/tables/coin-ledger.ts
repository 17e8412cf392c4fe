import type { Generated } from 'kysely';

/**
 * The coins ledger (migrations/0016_coins.ts, modules/coins): one row per change of a member's
 * balance, numbered per member by `seq`; `balance` is the balance after it.
 */
export interface CoinLedgerTable {
  id: Generated<number>;
  account_id: number;
  seq: number;
  delta: number;
  balance: number;
  /** Why the balance moved: `operator`, later `purchase`, `gift`, `boost`… */
  reason: string;
  /** Unique per member: the same change sent twice is recorded once. */
  idempotency_key: string;
  created_at: number;
}
