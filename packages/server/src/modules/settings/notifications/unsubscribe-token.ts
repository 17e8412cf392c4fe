import { createHmac, timingSafeEqual } from 'node:crypto';
import { isSettingNotificationType, type SettingNotificationType } from '@amora/contracts';
import type { Secrets } from '../../../platform/secrets.ts';

/** What an unsubscribe link is bound to: the account and the address the mail went to. */
export interface UnsubscribeSubject {
  id: number;
  email_normalized: string;
}

/**
 * The token of a notification mail's unsubscribe links: `<accountId>.<type>.<mac>`. Stateless and
 * without expiry (a mail may be read months later), yet unforgeable, and dead once the member
 * changes address: the link belonged to the old mailbox.
 */
export function signUnsubscribeToken(secrets: Secrets, account: UnsubscribeSubject, type: SettingNotificationType): string {
  return `${account.id}.${type}.${mac(secrets.jwtKey, account, type)}`;
}

const TOKEN_PATTERN = /^(\d{1,15})\.(\d{1,6})\.[A-Za-z0-9_-]{43}$/;

/** The account a token claims, before any check; undefined when malformed. */
export function unsubscribeTokenAccount(token: string): number | undefined {
  const match = TOKEN_PATTERN.exec(token);
  return match ? Number(match[1]) : undefined;
}

/** The notification type a token turns off for this account, or undefined when it is not genuine. */
export function verifyUnsubscribeToken(secrets: Secrets, token: string, account: UnsubscribeSubject): SettingNotificationType | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (!match || Number(match[1]) !== account.id) return undefined;
  const type = Number(match[2]);
  if (!isSettingNotificationType(type)) return undefined;
  const expected = Buffer.from(signUnsubscribeToken(secrets, account, type));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? type : undefined;
}

function mac(key: string, account: UnsubscribeSubject, type: number): string {
  // The purpose prefix keeps this MAC from ever matching one made for another kind of link.
  return createHmac('sha256', key).update(`unsubscribe\n${account.id}\n${type}\n${account.email_normalized}`).digest('base64url');
}
