import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { SocialProviderId } from '@amora/contracts';
import type { Platform } from '../../platform/platform.ts';
import { MINUTE } from '../../platform/clock.ts';

/** A photos import must start within 30 minutes of the provider's consent. */
export const PHOTOS_TOKEN_TTL_MS = 30 * MINUTE;

type TokenDeps = Pick<Platform, 'secrets' | 'clock'>;

/** Its own key, so neither a sign-in state nor any other token of ours opens as a photos token. */
function photosKey(secrets: Platform['secrets']): Uint8Array {
  return createHash('sha256').update(`social-photos:${secrets.jwtKey}`).digest();
}

/**
 * The `social_token` of a photos import: the provider's access token, encrypted (JWE dir,
 * A256GCM) so the browser carries a grant it cannot read or reuse at the provider, and short-lived.
 */
export function createPhotosToken({ secrets, clock }: TokenDeps, providerId: SocialProviderId, accessToken: string): Promise<string> {
  const iat = Math.floor(clock.now() / 1000);
  return new EncryptJWT({ spid: providerId, at: accessToken })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + PHOTOS_TOKEN_TTL_MS / 1000)
    .encrypt(photosKey(secrets));
}

/** The provider access token a photos token grants, if it is ours, unexpired and for this provider. */
export async function openPhotosToken({ secrets, clock }: TokenDeps, providerId: SocialProviderId, token: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtDecrypt(token, photosKey(secrets), {
      currentDate: new Date(clock.now()),
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    return payload.spid === providerId && typeof payload.at === 'string' ? payload.at : undefined;
  } catch {
    return undefined;
  }
}
