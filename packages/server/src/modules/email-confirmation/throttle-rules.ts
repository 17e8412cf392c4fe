import { HOUR, MINUTE } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Throttle, ThrottleRule, ThrottleVerdict } from '../../platform/throttle.ts';
import { normalizeEmail } from '../accounts/index.ts';

/** Confirmation resends (DESIGN.md §13): 1 a minute per address, 20 an hour per IP. */
export const RESEND_THROTTLE = {
  address: { limit: 1, windowMs: MINUTE },
  ip: { limit: 20, windowMs: HOUR },
} as const satisfies Record<string, ThrottleRule>;

function addressKey(input: { brandId: number; email: string }): string {
  return `confirm-resend:${input.brandId}:${normalizeEmail(input.email)}`;
}

/** Seconds until the address may ask for another confirmation e-mail (the login page's countdown). */
export function resendWaitSeconds(throttle: Throttle, input: { brandId: number; email: string }): Promise<number> {
  return throttle.waitSeconds(addressKey(input), RESEND_THROTTLE.address);
}

/** Counts one resend or refuses it with 429; the address verdict says when the next is allowed. */
export async function countResend(throttle: Throttle, input: { brandId: number; email: string; ip: string }): Promise<ThrottleVerdict> {
  const byIp = await throttle.hit(`confirm-resend:ip:${input.ip}`, RESEND_THROTTLE.ip);
  if (!byIp.allowed) throw ApiError.rateLimited(byIp.retryAfterS, byIp.resetAtS);
  const byAddress = await throttle.hit(addressKey(input), RESEND_THROTTLE.address);
  if (!byAddress.allowed) throw ApiError.rateLimited(byAddress.retryAfterS, byAddress.resetAtS);
  return byAddress;
}
