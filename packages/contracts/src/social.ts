import { z as zod } from 'zod';
import { restResult } from './envelope.ts';

/**
 * Social sign-up (spec 1 §2, §3; DESIGN.md §13): provider 1 = Facebook (OAuth2, social flow 1
 * with the photo step and the Facebook photos import), 2 = Google (OpenID Connect, flow 2).
 *
 * The browser flow, decided here:
 * 1. The web sends the visitor to `GET /apis/social/v1/{provider}/start?redirect=/social/…`.
 * 2. The server answers 302 to the provider with an encrypted `state` (10 min, PKCE verifier
 *    and OIDC nonce inside) and a browser-binding cookie, so a callback URL planted by someone
 *    else (login CSRF) fails.
 * 3. The provider returns to `GET /apis/social/v1/{provider}/callback?code&state`. The server
 *    exchanges the code and verifies the identity, then either
 *    - logs in: the verified e-mail already has an account on this brand → 302 to `/?ak=…`;
 *    - or continues the funnel: 302 to `{redirect}?social_token=…` (default
 *      `/social/{provider}`). The web reads the prefill with
 *      `GET /apis/social/v1/{provider}/identity?social_token=…` and posts the sign-up with
 *      `social_provider_id` + `social_token` (valid 30 min).
 *    A visitor who cancels at the provider comes back to `{redirect}?social_error=…`.
 *
 * Facebook photos import (spec 3 §2, §7), decided here: a member (or visitor) starts the same
 * flow with `purpose=photos&redirect=/photos/facebook`. The callback then never logs anyone in:
 * it returns to `{redirect}?social_token=…` with a photos token (an encrypted, 30-minute grant
 * to read that Facebook account's photos), which `GET /rest/v2/social/facebook/photos` spends.
 */
export const SocialProviderId = { facebook: 1, google: 2 } as const;
export type SocialProviderId = (typeof SocialProviderId)[keyof typeof SocialProviderId];
export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

/** The funnel's social flow per provider (spec 1 §2): 1 adds the photo step, 2 omits it. */
export const SOCIAL_FLOW: Record<SocialProviderName, 1 | 2> = { facebook: 1, google: 2 };

export function socialProviderName(id: number): SocialProviderName | undefined {
  return SOCIAL_PROVIDERS.find((name) => SocialProviderId[name] === id);
}

/** Query keys the callback adds to the web page it returns to. */
export const SOCIAL_TOKEN_PARAM = 'social_token';
export const SOCIAL_ERROR_PARAM = 'social_error';

/** GET /apis/social/v1/providers: the providers this site can sign up with (no buttons for the others). */
export const socialProvidersResponseSchema = zod.object({ providers: zod.array(zod.enum(SOCIAL_PROVIDERS)) });

export const socialProviderParamsSchema = zod.object({ provider: zod.enum(SOCIAL_PROVIDERS) });

/**
 * A path on this site, optionally with a query. Plain segments only: no `//`, `\\`, dot
 * segments or whitespace, which URL normalisation could turn into another origin.
 */
const localPath = zod
  .string()
  .max(200)
  .regex(/^\/(?:[\w-]+\/)*[\w-]*(?:\?[\w\-=&%.]*)?$/);

/** Why the browser goes to the provider: to sign in or up (default), or to import photos. */
export const SOCIAL_PURPOSES = ['signin', 'photos'] as const;
export type SocialPurpose = (typeof SOCIAL_PURPOSES)[number];

/** Where the photos import continues after the provider (spec 1 §2 gallery routes). */
export const FACEBOOK_PHOTOS_PATH = '/photos/facebook';

export const socialStartQuerySchema = zod.object({
  redirect: zod.optional(localPath),
  purpose: zod.enum(SOCIAL_PURPOSES).optional(),
  timestamp: zod.string().optional(),
});

export const socialCallbackQuerySchema = zod.object({
  code: zod.string().min(1).max(2048).optional(),
  state: zod.string().min(1).max(4096).optional(),
  /** The provider's refusal (`access_denied` when the visitor cancels). */
  error: zod.string().max(200).optional(),
  error_description: zod.string().max(2000).optional(),
});

export const socialIdentityQuerySchema = zod.object({ social_token: zod.string().min(1).max(8192), timestamp: zod.string().optional() });

/** What the funnel may prefill from the provider (spec 1 §3 registration data). */
export const socialIdentitySchema = zod.object({
  social_provider_id: zod.number().int(),
  flow: zod.union([zod.literal(1), zod.literal(2)]),
  email: zod.string().nullable(),
  email_verified: zod.boolean(),
  name: zod.string().nullable(),
  gender: zod.enum(['male', 'female']).nullable(),
  /** YYYY-MM-DD */
  birthday: zod.string().nullable(),
  picture_url: zod.string().nullable(),
  /** Facebook photos the photo step can import. */
  photos: zod.array(zod.string()),
});
export type SocialIdentityView = zod.infer<typeof socialIdentitySchema>;

/** `GET /rest/v2/social/facebook/photos?social_token` (spec 3 §7; no login needed: the token is the grant). */
export const facebookPhotosQuerySchema = zod.object({ social_token: zod.string().min(1).max(4096), timestamp: zod.string().optional() });

/**
 * One Facebook photo offered for import: its largest and smallest renditions, and `pass` when
 * the largest already meets our upload minimum (MIN_PHOTO_SIDE), so the web can leave it out.
 */
export const premoderatedPhotoSchema = zod.object({ large_url: zod.string(), small_url: zod.string(), pass: zod.boolean() });
export type PremoderatedPhoto = zod.infer<typeof premoderatedPhotoSchema>;

export const facebookPhotosResultSchema = zod.object({ type: zod.literal('facebook'), premoderated_photos: zod.array(premoderatedPhotoSchema) });
export const facebookPhotosResponseSchema = restResult(facebookPhotosResultSchema);
export type FacebookPhotosResult = zod.infer<typeof facebookPhotosResultSchema>;
