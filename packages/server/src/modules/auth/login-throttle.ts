import { LoginFailure } from '@amora/contracts';
import { MINUTE } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Throttle, ThrottleRule, ThrottleVerdict } from '../../platform/throttle.ts';
import { normalizeEmail } from '../accounts/repo.ts';

/** Login throttling (DESIGN.md §6): guesses against one account, and from one address. */
export const LOGIN_THROTTLE = {
  account: { limit: 5, windowMs: 15 * MINUTE },
  ip: { limit: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/** An attempt that was let through; tell it when the password turned out right. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/**
 * Counts every attempt before the password is checked, so a throttled attempt never reaches
 * argon2 and a concurrent burst cannot get more guesses than the limit. A correct password then
 * takes its hit back: success clears the account's counter and returns the address's hit.
 * The account key is the address as typed (normalised), whether or not an account has it, so
 * the 103 answer reveals nothing either.
 */
export async function beginLoginAttempt(
  throttle: Throttle,
  attempt: { brandId: number; email: string; ip: string },
): Promise<LoginAttempt> {
  const ipKey = `login:ip:${attempt.ip}`;
  const accountKey = `login:account:${attempt.brandId}:${normalizeEmail(attempt.email)}`;
  const byIp = await throttle.hit(ipKey, LOGIN_THROTTLE.ip);
  if (!byIp.allowed) throw tooManyAttempts(byIp);
  const byAccount = await throttle.hit(accountKey, LOGIN_THROTTLE.account);
  if (!byAccount.allowed) throw tooManyAttempts(byAccount);
  return {
    async succeeded() {
      await throttle.reset(accountKey);
      await throttle.release(ipKey, LOGIN_THROTTLE.ip);
    },
  };
}

function tooManyAttempts(verdict: ThrottleVerdict): ApiError {
  return ApiError.rateLimited(verdict.retryAfterS, verdict.resetAtS, LoginFailure.tooManyAttempts.code);
}
