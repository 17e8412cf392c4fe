import type { Kysely, Transaction } from 'kysely';
import type { AccountsService } from '../accounts/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { coinsRepo, type CoinLedgerRow } from './repo.ts';

/** Bounds of one change: more than a billion coins at once is a mistake, not a purchase. */
export const COIN_CHANGE_MAX = 1_000_000_000;
export const COIN_REASON_MAX_LENGTH = 64;
export const COIN_KEY_MAX_LENGTH = 128;

export type CoinsErrorCode = 'insufficient' | 'keyReused' | 'invalid';

export class CoinsError extends Error {
  constructor(
    readonly code: CoinsErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'CoinsError';
  }
}

export interface CoinChange {
  accountId: number;
  /** Coins added (positive) or spent (negative); never zero. */
  delta: number;
  /** Why: `operator`, later `purchase`, `gift`, `boost`… */
  reason: string;
  /** The same key twice records the change once: a retried request never pays twice. */
  idempotencyKey: string;
}

export interface CoinEntry {
  delta: number;
  /** The balance after this change. */
  balance: number;
  reason: string;
  idempotencyKey: string;
  createdAt: number;
}

export interface CoinChangeResult {
  entry: CoinEntry;
  /** The key was used before for the same change: nothing new was recorded. */
  replayed: boolean;
}

const entryOf = (row: CoinLedgerRow): CoinEntry => ({ delta: row.delta, balance: row.balance, reason: row.reason, idempotencyKey: row.idempotency_key, createdAt: row.created_at });

function checked(change: CoinChange): CoinChange {
  const reason = change.reason.trim();
  const idempotencyKey = change.idempotencyKey.trim();
  if (!Number.isSafeInteger(change.delta) || change.delta === 0 || Math.abs(change.delta) > COIN_CHANGE_MAX) {
    throw new CoinsError('invalid', `A change is a whole number of coins from 1 to ${COIN_CHANGE_MAX}, added or spent`);
  }
  if (!reason || reason.length > COIN_REASON_MAX_LENGTH) throw new CoinsError('invalid', `A change needs a reason of 1 to ${COIN_REASON_MAX_LENGTH} characters`);
  if (!idempotencyKey || idempotencyKey.length > COIN_KEY_MAX_LENGTH) throw new CoinsError('invalid', `A change needs an idempotency key of 1 to ${COIN_KEY_MAX_LENGTH} characters`);
  return { ...change, reason, idempotencyKey };
}

/**
 * The coins ledger (issue 16 point 1; spec 3 §4 "Coins"): the one place a balance changes. Every
 * change is a row with its reason and idempotency key, the balance never goes below zero, and a
 * change sent twice under one key is recorded once. Payments, gifts and boosts will spend and add
 * through `change`; until payments land the operator's `npm run grant -- … coins ±N` does.
 */
export class CoinsService {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: Clock,
    private readonly accounts: AccountsService,
  ) {}

  async balance(accountId: number): Promise<number> {
    return (await coinsRepo.last(this.db, accountId))?.balance ?? 0;
  }

  async history(accountId: number): Promise<CoinEntry[]> {
    return (await coinsRepo.history(this.db, accountId)).map(entryOf);
  }

  /**
   * Records the change on the current balance. Throws CoinsError `insufficient` when it would
   * take the balance below zero, `keyReused` when the key already recorded a different change,
   * `invalid` for a change out of bounds; nothing is written then.
   */
  change(input: CoinChange): Promise<CoinChangeResult> {
    return this.db.transaction().execute((trx) => this.changeWithin(trx, input));
  }

  /**
   * `change` inside the caller's transaction, so the change commits or rolls back with the
   * caller's own writes (a paid gift and its message: modules/messenger).
   */
  async changeWithin(trx: Transaction<DatabaseSchema>, input: CoinChange): Promise<CoinChangeResult> {
    const change = checked(input);
    // The member's row is held while the balance is read and the next row written, so changes
    // racing on one balance run one after the other and none spends coins another has spent.
    if (!(await this.accounts.lock(trx, change.accountId))) throw new CoinsError('invalid', `No account ${change.accountId}`);
    const earlier = await coinsRepo.byKey(trx, change.accountId, change.idempotencyKey);
    if (earlier) {
      if (earlier.delta !== change.delta || earlier.reason !== change.reason) {
        throw new CoinsError('keyReused', `The idempotency key ${change.idempotencyKey} already recorded another change`);
      }
      return { entry: entryOf(earlier), replayed: true };
    }
    const last = await coinsRepo.last(trx, change.accountId);
    const balance = (last?.balance ?? 0) + change.delta;
    if (balance < 0) throw new CoinsError('insufficient', `The balance is ${last?.balance ?? 0} coins, ${-change.delta} are needed`);
    const row = await coinsRepo.insert(trx, {
      account_id: change.accountId,
      seq: (last?.seq ?? 0) + 1,
      delta: change.delta,
      balance,
      reason: change.reason,
      idempotency_key: change.idempotencyKey,
      created_at: this.clock.now(),
    });
    return { entry: entryOf(row), replayed: false };
  }
}
