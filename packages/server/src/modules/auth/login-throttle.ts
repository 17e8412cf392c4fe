import { LoginFailure } from '@amora/contracts';
import { MINUTE } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Throttle, ThrottleRule, ThrottleVerdict } from '../../platform/throttle.ts';
import { normalizeEmail } from '../accounts/index.ts';

/**
 * Login throttling (DESIGN.md §6), per OWASP's device-cookie pattern (device-cookies.ts):
 * - an untrusted client (no valid device cookie for the account) is limited per account, 5
 *   attempts per 15 minutes whoever sends them, and per address, 30 per 15 minutes;
 * - a trusted device (a valid device cookie for THIS account) is limited on its own, 5 attempts
 *   per 15 minutes, and neither the account's lockout of untrusted clients nor the address's
 *   stops it. So a stranger's guesses lock out strangers, never the owner's own browser, and a
 *   stolen device cookie still buys no more than 5 guesses a window.
 */
export const LOGIN_THROTTLE = {
  account: { limit: 5, windowMs: 15 * MINUTE },
  ip: { limit: 30, windowMs: 15 * MINUTE },
  device: { limit: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/** An attempt that was let through; tell it when the password turned out right. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/**
 * Counts every attempt before the password is checked, so a throttled attempt never reaches
 * argon2 and a concurrent burst cannot get more guesses than the limit. A correct password then
 * takes its hit back: success clears the counter it was charged to (the account's, or the
 * device's) and returns the address's hit. The account key is the address as typed (normalised),
 * whether or not an account has it, so the 103 answer reveals nothing either.
 *
 * `trustedDevice` is the id of a verified device cookie for this account. Its attempts touch only
 * the device's counter: they neither add to nor clear the account's count of untrusted attempts,
 * so the owner logging in does not hand a locked-out guesser a fresh set of guesses.
 */
export async function beginLoginAttempt(
  throttle: Throttle,
  attempt: { brandId: number; email: string; ip: string; trustedDevice?: string },
): Promise<LoginAttempt> {
  if (attempt.trustedDevice !== undefined) {
    const deviceKey = `login:device:${attempt.trustedDevice}`;
    const byDevice = await throttle.hit(deviceKey, LOGIN_THROTTLE.device);
    if (!byDevice.allowed) throw tooManyAttempts(byDevice);
    return {
      async succeeded() {
        await throttle.reset(deviceKey);
      },
    };
  }
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
