import { SignJWT, jwtVerify } from 'jose';
import type { Platform } from '../../platform/platform.ts';
import { MINUTE } from '../../platform/clock.ts';

/** A payment return logs the member back in within 15 minutes (DESIGN.md §6). */
export const PAUTH_TTL_MS = 15 * MINUTE;
const PURPOSE = 'pauth';

type PauthDeps = Pick<Platform, 'secrets' | 'clock'>;

/**
 * Signs the `pauth` a payment return URL carries. Stateless and short-lived: a reloaded return
 * page still works, and it is signed with a `purpose` so it never passes as an access token.
 * The brand is the account's: the login refuses it on another brand's host.
 */
export function createPauth({ secrets, clock }: PauthDeps, accountId: number): Promise<string> {
  const iat = Math.floor(clock.now() / 1000);
  return new SignJWT({ purpose: PURPOSE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(accountId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + PAUTH_TTL_MS / 1000)
    .sign(new TextEncoder().encode(secrets.jwtKey));
}

/** The account of a valid pauth; undefined for a forged, expired or other token. */
export async function verifyPauth({ secrets, clock }: PauthDeps, pauth: string): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(pauth, new TextEncoder().encode(secrets.jwtKey), {
      algorithms: ['HS256'],
      // A pauth without `exp` would log in forever; only what createPauth makes passes.
      requiredClaims: ['exp', 'iat', 'sub'],
      currentDate: new Date(clock.now()),
    });
    const accountId = Number(payload.sub);
    return payload.purpose === PURPOSE && Number.isSafeInteger(accountId) ? accountId : undefined;
  } catch {
    return undefined;
  }
}
