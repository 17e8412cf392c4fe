import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import { DAY } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { hashSecret } from '../../platform/auth/sessions.ts';
import { newSecret } from '../../platform/ids.ts';

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
  await db
    .insertInto('login_keys')
    .values({ key_hash: hashSecret(key), account_id: accountId, created_at: now, expires_at: now + LOGIN_KEY_TTL_MS, used_at: null })
    .execute();
  return key;
}

/**
 * Spends a login key of the given brand: one atomic update marks it used, so two concurrent
 * uses cannot both succeed. The account id, or undefined for an unknown, used, expired or
 * other-brand key.
 */
export async function consumeLoginKey({ db, clock }: LoginKeyDeps, key: string, brandId: number): Promise<number | undefined> {
  const now = clock.now();
  const row = await db
    .updateTable('login_keys')
    .set({ used_at: now })
    .where('key_hash', '=', hashSecret(key))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('account_id', 'in', (eb) => eb.selectFrom('accounts').select('id').where('brand_id', '=', brandId))
    .returning('account_id')
    .executeTakeFirst();
  return row ? Number(row.account_id) : undefined;
}
