import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { SocialPurpose } from '@amora/contracts';
import type { Platform } from '../../platform/platform.ts';
import { MINUTE } from '../../platform/clock.ts';

/** A sign-in must come back from the provider within 10 minutes. */
export const STATE_TTL_MS = 10 * MINUTE;

/** What a sign-in carries through the provider and back, unreadable and unforgeable on the way. */
export interface SignInState {
  providerId: number;
  brandId: number;
  /** PKCE verifier: secret until the code exchange, hence the encryption. */
  codeVerifier: string;
  nonce: string;
  /** The web path the funnel continues on. */
  redirect: string;
  /** Equals the browser's binding cookie: a callback URL planted in another browser fails. */
  binding: string;
  /** A photos import never logs in; it only hands back a photos token. */
  purpose: SocialPurpose;
}

type StateDeps = Pick<Platform, 'secrets' | 'clock'>;

function stateKey(secrets: Platform['secrets']): Uint8Array {
  return createHash('sha256').update(`social-state:${secrets.jwtKey}`).digest();
}

export function newStateSecrets(): Pick<SignInState, 'codeVerifier' | 'nonce' | 'binding'> {
  return { codeVerifier: randomBytes(32).toString('base64url'), nonce: randomBytes(16).toString('base64url'), binding: randomBytes(24).toString('base64url') };
}

export function codeChallengeOf(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}

/** The `state` parameter: a JWE (dir, A256GCM) that expires on the clock. */
export function sealState({ secrets, clock }: StateDeps, state: SignInState): Promise<string> {
  const iat = Math.floor(clock.now() / 1000);
  return new EncryptJWT({ p: state.providerId, b: state.brandId, v: state.codeVerifier, n: state.nonce, r: state.redirect, k: state.binding, u: state.purpose })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + STATE_TTL_MS / 1000)
    .encrypt(stateKey(secrets));
}

/** The state if it is ours, unexpired and untouched; undefined otherwise. */
export async function openState({ secrets, clock }: StateDeps, sealed: string): Promise<SignInState | undefined> {
  try {
    const { payload: p } = await jwtDecrypt(sealed, stateKey(secrets), { currentDate: new Date(clock.now()), keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] });
    if (typeof p.p !== 'number' || typeof p.b !== 'number' || typeof p.v !== 'string' || typeof p.n !== 'string' || typeof p.r !== 'string' || typeof p.k !== 'string') {
      return undefined;
    }
    return { providerId: p.p, brandId: p.b, codeVerifier: p.v, nonce: p.n, redirect: p.r, binding: p.k, purpose: p.u === 'photos' ? 'photos' : 'signin' };
  } catch {
    return undefined;
  }
}

export function bindingMatches(state: SignInState, cookie: string | undefined): boolean {
  if (!cookie) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(state.binding), digest(cookie));
}
