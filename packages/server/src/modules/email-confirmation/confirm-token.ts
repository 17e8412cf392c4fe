import { createHmac, timingSafeEqual } from 'node:crypto';
import { DAY } from '../../platform/clock.ts';
import type { Platform } from '../../platform/platform.ts';

/** A confirmation link works for 7 days, like the `ak` it leads to (DESIGN.md §6). */
export const CONFIRM_LINK_TTL_MS = 7 * DAY;

type TokenDeps = Pick<Platform, 'secrets'>;

/**
 * The `token` of a confirmation link: `<accountId>.<t>.<mac>`, the HMAC covering the account,
 * the time and the ADDRESS being confirmed — so after a change of e-mail, a link sent to the
 * old address no longer confirms anything.
 */
export function signConfirmToken({ secrets }: TokenDeps, accountId: number, emailNormalized: string, t: number): string {
  return `${accountId}.${t}.${mac(secrets.jwtKey, accountId, emailNormalized, t)}`;
}

export function parseConfirmToken(token: string): { accountId: number; t: number } | undefined {
  const match = /^(\d{1,15})\.(\d{1,15})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? { accountId: Number(match[1]), t: Number(match[2]) } : undefined;
}

export function verifyConfirmToken(
  deps: TokenDeps,
  token: string,
  account: { id: number; email_normalized: string },
  now: number,
): boolean {
  const claimed = parseConfirmToken(token);
  if (!claimed || claimed.accountId !== account.id) return false;
  if (claimed.t > now || now - claimed.t > CONFIRM_LINK_TTL_MS) return false;
  const expected = Buffer.from(signConfirmToken(deps, account.id, account.email_normalized, claimed.t));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function mac(key: string, accountId: number, emailNormalized: string, t: number): string {
  return createHmac('sha256', key).update(`confirm-email\n${accountId}\n${t}\n${emailNormalized}`).digest('base64url');
}
