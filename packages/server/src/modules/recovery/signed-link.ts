import { createHmac, timingSafeEqual } from 'node:crypto';
import { isRecoverLinkExpired } from '@amora/contracts';
import type { Platform } from '../../platform/platform.ts';

type LinkDeps = Pick<Platform, 'secrets'>;

/** What a recover link is bound to: the account as it is when the link is made. */
export interface RecoverSubject {
  id: number;
  password_hash: string | null;
  email_normalized: string;
}

/**
 * The `q` of a recover link (`/sign/recover?q=<q>&t=<t>`): `<accountId>.<t>.<mac>`, where the
 * HMAC covers the account, the timestamp, its CURRENT password hash and its address. Stateless,
 * yet single use: once the password changes (by this link or any other way) every earlier link
 * stops verifying, and so does a change of address (the link went to the old mailbox). The
 * timestamp is inside `q` too, because the set-password call sends only `q`.
 */
export function signRecoverQuery({ secrets }: LinkDeps, account: RecoverSubject, t: number): string {
  return `${account.id}.${t}.${mac(secrets.jwtKey, account, t)}`;
}

/** The account id and timestamp a `q` claims, before any check; undefined when malformed. */
export function parseRecoverQuery(q: string): { accountId: number; t: number } | undefined {
  const match = /^(\d{1,15})\.(\d{1,15})\.[A-Za-z0-9_-]{43}$/.exec(q);
  if (!match) return undefined;
  return { accountId: Number(match[1]), t: Number(match[2]) };
}

/** Whether `q` is a live link for this account (its current password hash) at `now`. */
export function verifyRecoverQuery(
  { secrets }: LinkDeps,
  q: string,
  account: RecoverSubject,
  now: number,
): boolean {
  const claimed = parseRecoverQuery(q);
  if (!claimed || claimed.accountId !== account.id || isRecoverLinkExpired(claimed.t, now)) return false;
  const expected = Buffer.from(signRecoverQuery({ secrets }, account, claimed.t));
  const given = Buffer.from(q);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function mac(key: string, account: RecoverSubject, t: number): string {
  // The purpose prefix keeps this MAC from ever matching one made for another kind of link.
  return createHmac('sha256', key)
    .update(`recover\n${account.id}\n${t}\n${account.email_normalized}\n${account.password_hash ?? ''}`)
    .digest('base64url');
}
