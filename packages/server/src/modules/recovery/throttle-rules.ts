import { HOUR, MINUTE } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Throttle, ThrottleRule } from '../../platform/throttle.ts';
import { normalizeEmail } from '../accounts/index.ts';

/** Recover requests (DESIGN.md §13): per address 1 a minute and 5 an hour; per IP 20 an hour. */
export const RECOVER_THROTTLE = {
  addressMinute: { limit: 1, windowMs: MINUTE },
  addressHour: { limit: 5, windowMs: HOUR },
  ip: { limit: 20, windowMs: HOUR },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Counts one recover request, refusing it with 429 and the retry headers when a limit is
 * reached. Counted before the account is looked up, so the 422 answer cannot be used to sweep
 * addresses quickly. Returns when the next request for this address is allowed (epoch seconds).
 */
export async function countRecoverRequest(throttle: Throttle, input: { brandId: number; email: string; ip: string }): Promise<number> {
  const address = `recover:${input.brandId}:${normalizeEmail(input.email)}`;
  const checks: [string, ThrottleRule][] = [
    [`recover:ip:${input.ip}`, RECOVER_THROTTLE.ip],
    [`${address}:minute`, RECOVER_THROTTLE.addressMinute],
    [`${address}:hour`, RECOVER_THROTTLE.addressHour],
  ];
  let nextAllowedAtS = 0;
  for (const [key, rule] of checks) {
    const verdict = await throttle.hit(key, rule);
    if (!verdict.allowed) throw ApiError.rateLimited(verdict.retryAfterS, verdict.resetAtS);
    if (rule === RECOVER_THROTTLE.addressMinute) nextAllowedAtS = verdict.resetAtS;
  }
  return nextAllowedAtS;
}
