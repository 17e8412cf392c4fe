import type { Kysely } from 'kysely';
import { SECOND } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { AuthContext } from '../../platform/auth/authenticate.ts';

/** An `ak` login spends the key, then starts the session in the same request. */
const AK_LOGIN_SPAN_MS = 60 * SECOND;

/**
 * Whether the member's current session began by spending an `ak` of theirs (POST
 * /rest/v2/login/ak): the session family's first token was issued within a minute after one of
 * the account's login keys was used. Sessions record no origin, so the two facts are joined by
 * time; this reads the sessions' and the login keys' tables and writes neither.
 */
export async function sessionBeganWithLoginKey(db: Kysely<DatabaseSchema>, auth: AuthContext): Promise<boolean> {
  const family = await db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.min('created_at').as('started_at'))
    .where('family_id', '=', auth.sessionId)
    .where('account_id', '=', auth.accountId)
    .executeTakeFirst();
  if (family?.started_at === null || family?.started_at === undefined) return false;
  const startedAt = Number(family.started_at);
  const key = await db
    .selectFrom('login_keys')
    .select('account_id')
    .where('account_id', '=', auth.accountId)
    .where('used_at', '>=', startedAt - AK_LOGIN_SPAN_MS)
    .where('used_at', '<=', startedAt)
    .limit(1)
    .executeTakeFirst();
  return key !== undefined;
}
