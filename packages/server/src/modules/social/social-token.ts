import { SignJWT, jwtVerify } from 'jose';
import { FieldErrorKey, socialProviderName, type SocialProviderId } from '@amora/contracts';
import type { Platform } from '../../platform/platform.ts';
import { MINUTE } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { normalizeEmail } from '../accounts/index.ts';
import type { SocialIdentity } from './provider.ts';

/** The funnel has 30 minutes from the provider's answer to the sign-up. */
export const SOCIAL_TOKEN_TTL_MS = 30 * MINUTE;
const PURPOSE = 'social';

type TokenDeps = Pick<Platform, 'secrets' | 'clock'>;

/**
 * The `social_token` the funnel carries to the sign-up: the verified identity, signed and
 * short-lived, so the server keeps no draft and the browser cannot change what the provider said.
 * Signed with a `purpose`, so it never passes as an access token.
 */
export function createSocialToken({ secrets, clock }: TokenDeps, providerId: SocialProviderId, identity: SocialIdentity): Promise<string> {
  const iat = Math.floor(clock.now() / 1000);
  return new SignJWT({
    purpose: PURPOSE,
    spid: providerId,
    email: identity.email,
    ev: identity.emailVerified,
    name: identity.name,
    gender: identity.gender,
    bday: identity.birthday,
    pic: identity.pictureUrl,
    photos: identity.photos,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(identity.providerUserId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SOCIAL_TOKEN_TTL_MS / 1000)
    .sign(new TextEncoder().encode(secrets.jwtKey));
}

const optionalString = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * The identity a sign-up's `social_provider_id` + `social_token` stand for. 400 with a field
 * error for a disabled or unknown provider, and for a forged, expired or other provider's token.
 */
export async function verifySocialToken(platform: TokenDeps & Pick<Platform, 'config'>, providerId: number, token: string): Promise<SocialIdentity> {
  const name = socialProviderName(providerId);
  if (!name || !platform.config.social[name]) {
    throw ApiError.validation({ social_provider_id: FieldErrorKey.invalid }, `Social provider ${providerId} is not enabled`);
  }
  const invalid = ApiError.validation({ social_token: FieldErrorKey.invalid }, 'social_token is invalid or expired');
  let payload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(platform.secrets.jwtKey), { algorithms: ['HS256'], currentDate: new Date(platform.clock.now()) }));
  } catch {
    throw invalid;
  }
  if (payload.purpose !== PURPOSE || payload.spid !== providerId || typeof payload.sub !== 'string') throw invalid;
  const gender = payload.gender === 'male' || payload.gender === 'female' ? payload.gender : undefined;
  return {
    providerUserId: payload.sub,
    email: optionalString(payload.email),
    emailVerified: payload.ev === true,
    name: optionalString(payload.name),
    gender,
    birthday: optionalString(payload.bday),
    pictureUrl: optionalString(payload.pic),
    photos: Array.isArray(payload.photos) ? payload.photos.filter((p): p is string => typeof p === 'string') : undefined,
  };
}

/**
 * The sign-up's check of `social_provider_id` + `social_token` (the shape modules/signup asks
 * for): throws like verifySocialToken, and vouches for the e-mail only when the provider
 * verified that very address — a visitor who edits the e-mail step confirms it by mail.
 */
export function createSocialVerifier(platform: TokenDeps & Pick<Platform, 'config'>) {
  return {
    async verify(providerId: number, token: string, email: string): Promise<{ emailVerified: boolean }> {
      const identity = await verifySocialToken(platform, providerId, token);
      return { emailVerified: identity.emailVerified && identity.email !== undefined && normalizeEmail(identity.email) === normalizeEmail(email) };
    },
  };
}
