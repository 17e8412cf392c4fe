import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { DAY, MINUTE, type Clock } from '../../platform/clock.ts';
import type { Secrets } from '../../platform/secrets.ts';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * once logged in to an account with its password carries a signed proof of it, and its attempts
 * on that account are limited per device instead of by the account's lockout of unknown clients,
 * so a stranger guessing passwords cannot lock the owner out.
 *
 * One cookie per browser holds an entry per account (several people may share a browser), newest
 * first, at most DEVICE_COOKIE_MAX_ENTRIES. An entry is `<login>.<nonce>.<iat>.<mac>`:
 * - login: a keyed digest of brand + normalised e-mail, so the cookie names the account without
 *   carrying the address in clear;
 * - nonce: 16 random bytes, the device's id for its own attempt counter;
 * - iat: issued at, epoch seconds; an entry older than the cookie's lifetime is ignored;
 * - mac: HMAC-SHA256 over all of it AND the account's current password hash, so a password change
 *   or reset un-trusts every device (the next successful login trusts the browser again): someone
 *   who once knew the old password cannot keep a stock of trusted devices to guess the new one.
 * A forged, tampered, expired or other account's entry counts as no cookie at all.
 */
export const DEVICE_COOKIE = 'amora_device';
/** Sent only where it is read. */
export const DEVICE_COOKIE_PATH = '/rest/v2/login';
export const DEVICE_COOKIE_TTL_MS = 365 * DAY;
/** Accounts one browser is trusted for; the least recently used falls out. About 100 bytes each. */
export const DEVICE_COOKIE_MAX_ENTRIES = 10;
/** A cookie longer than a full list is not ours; it is not parsed. */
const MAX_COOKIE_LENGTH = DEVICE_COOKIE_MAX_ENTRIES * 110;
/** An entry issued by a server whose clock runs a little ahead still counts. */
const ISSUED_AT_SKEW_MS = MINUTE;

const ENTRY = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;
const SEPARATOR = '~';

/** What an entry is bound to: the account as it is when the browser logs in. */
export interface DeviceSubject {
  brand_id: number;
  email_normalized: string;
  password_hash: string | null;
}

interface Entry {
  login: string;
  nonce: string;
  iatS: number;
  mac: string;
  raw: string;
}

export class DeviceCookies {
  /** A key of its own, derived from the app secret, so no other MAC of ours can pass as a device entry. */
  private readonly key: Buffer;

  constructor(
    secrets: Pick<Secrets, 'jwtKey'>,
    private readonly clock: Clock,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secrets.jwtKey, 'amora', 'login device cookie v1', 32));
  }

  /**
   * The id of this browser as a trusted device of `account`, or undefined when the cookie holds no
   * valid entry for it (no cookie, unknown e-mail, forged or stale entry, another account's).
   */
  trustedDevice(cookie: string | undefined, account: DeviceSubject | undefined): string | undefined {
    if (!account?.password_hash) return undefined;
    const login = this.loginOf(account);
    const now = this.clock.now();
    for (const entry of parse(cookie)) {
      if (entry.login !== login || !this.isFresh(entry, now)) continue;
      const expected = Buffer.from(this.macOf(entry.login, entry.nonce, entry.iatS, account.password_hash));
      const given = Buffer.from(entry.mac);
      if (expected.length === given.length && timingSafeEqual(expected, given)) return entry.nonce;
    }
    return undefined;
  }

  /**
   * The cookie value after `account` logged in with its password on this browser: a fresh entry
   * for it first, the other accounts' live entries after it, the oldest dropped past the bound.
   */
  issue(cookie: string | undefined, account: DeviceSubject & { password_hash: string }): string {
    const login = this.loginOf(account);
    const now = this.clock.now();
    const nonce = randomBytes(16).toString('base64url');
    const iatS = Math.floor(now / 1000);
    const fresh = `${login}.${nonce}.${iatS}.${this.macOf(login, nonce, iatS, account.password_hash)}`;
    const others = parse(cookie).filter((e) => e.login !== login && this.isFresh(e, now));
    return [fresh, ...others.map((e) => e.raw)].slice(0, DEVICE_COOKIE_MAX_ENTRIES).join(SEPARATOR);
  }

  private isFresh(entry: Entry, now: number): boolean {
    const issuedAt = entry.iatS * 1000;
    return issuedAt <= now + ISSUED_AT_SKEW_MS && now - issuedAt < DEVICE_COOKIE_TTL_MS;
  }

  private loginOf(account: DeviceSubject): string {
    return createHmac('sha256', this.key)
      .update(`device-login\n${account.brand_id}\n${account.email_normalized}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }

  private macOf(login: string, nonce: string, iatS: number, passwordHash: string): string {
    return createHmac('sha256', this.key).update(`device\n${login}\n${nonce}\n${iatS}\n${passwordHash}`).digest('base64url');
  }
}

function parse(cookie: string | undefined): Entry[] {
  if (!cookie || cookie.length > MAX_COOKIE_LENGTH) return [];
  const entries: Entry[] = [];
  for (const raw of cookie.split(SEPARATOR, DEVICE_COOKIE_MAX_ENTRIES)) {
    const match = ENTRY.exec(raw);
    if (match) entries.push({ login: match[1]!, nonce: match[2]!, iatS: Number(match[3]), mac: match[4]!, raw });
  }
  return entries;
}
