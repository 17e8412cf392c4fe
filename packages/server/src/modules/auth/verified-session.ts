import { SECOND } from '../../platform/clock.ts';
import type { AuthContext } from '../../platform/auth/authenticate.ts';
import type { Platform } from '../../platform/platform.ts';
import { loginKeysRepo } from './repo.ts';

/** An `ak` login spends the key, then starts the session in the same request. */
const AK_LOGIN_SPAN_MS = 60 * SECOND;

/**
 * Whether the member's current session began by spending an `ak` of theirs (POST
 * /rest/v2/login/ak): the session family's first token was issued within a minute after one of
 * the account's login keys was used. Sessions record no origin, so the two facts are joined by
 * time: the session's start from the sessions, the key's use from the login keys.
 */
export async function sessionBeganWithLoginKey(platform: Pick<Platform, 'db' | 'sessions'>, auth: AuthContext): Promise<boolean> {
  const startedAt = await platform.sessions.familyStartedAt(auth.sessionId, auth.accountId);
  if (startedAt === undefined) return false;
  return loginKeysRepo.usedBetween(platform.db, auth.accountId, startedAt - AK_LOGIN_SPAN_MS, startedAt);
}
