import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import { DAY } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { hashSecret } from '../../platform/auth/sessions.ts';
import { newSecret } from '../../platform/ids.ts';
import { loginKeysRepo } from './repo.ts';

/** An `ak` from an e-mail link works once, for 7 days (DESIGN.md §6). */
export const LOGIN_KEY_TTL_MS = 7 * DAY;

interface LoginKeyDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
}

/**
 * Issues a single-use login key for an e-mail link (`?ak=…`). Only its hash is stored, so a
 * database leak yields no working links.
 */
export async function createLoginKey({ db, clock }: LoginKeyDeps, accountId: number): Promise<string> {
  const key = newSecret();
  const now = clock.now();
  await loginKeysRepo.insert(db, { key_hash: hashSecret(key), account_id: accountId, created_at: now, expires_at: now + LOGIN_KEY_TTL_MS, used_at: null });
  return key;
}

/** The account a login key is for while it is unused and unexpired; undefined for any other key. */
export function loginKeyAccount({ db, clock }: LoginKeyDeps, key: string): Promise<number | undefined> {
  return loginKeysRepo.findLive(db, hashSecret(key), clock.now());
}

/**
 * Spends the login key of `accountId` (once the caller checked the account is of the brand
 * asking): one atomic update marks it used, so two concurrent uses cannot both succeed. False
 * for a key used or expired meanwhile.
 */
export function spendLoginKey({ db, clock }: LoginKeyDeps, key: string, accountId: number): Promise<boolean> {
  return loginKeysRepo.spend(db, hashSecret(key), accountId, clock.now());
}
