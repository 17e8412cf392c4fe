import type { SocialProviderName } from '@amora/contracts';
import { cleanRegistrationData, type RegistrationData } from './registration-data.ts';
import type { Flow } from './steps.ts';

/** What `GET /apis/social/v1/{provider}/identity` answers (contracts social.ts). */
export interface SocialIdentity {
  social_provider_id: number;
  flow: 1 | 2;
  email: string | null;
  email_verified: boolean;
  name: string | null;
  gender: 'male' | 'female' | null;
  birthday: string | null;
  picture_url: string | null;
  photos: string[];
}

/** The sign-up fields a social registration adds (spec 1 §3). */
export interface SocialSignup {
  social_provider_id: number;
  social_token: string;
}

/**
 * The Facebook photo step's import offer: the provider's photo addresses, imported through
 * `POST /apis/photos/v1/funnels/{funnelId}/photos:import` with the sign-up's social fields.
 */
export interface SocialPhotoImport extends SocialSignup {
  photos: string[];
}

interface SavedSocial {
  provider: SocialProviderName;
  token: string;
  identity: SocialIdentity;
}

/** The funnel flow of each provider (spec 1 §2). */
export const SOCIAL_FLOWS: Readonly<Record<SocialProviderName, Flow>> = { facebook: 'social1', google: 'social2' };

/** Kept for the tab only (the token is valid 30 minutes), so a reload of the funnel keeps it. */
const STORAGE_KEY = 'amora.social';

export function saveSocialPrefill(provider: SocialProviderName, token: string, identity: SocialIdentity): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ provider, token, identity } satisfies SavedSocial));
}

function load(flow: Flow): SavedSocial | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as SavedSocial | null;
    return saved && SOCIAL_FLOWS[saved.provider] === flow && typeof saved.token === 'string' ? saved : null;
  } catch {
    return null;
  }
}

/** The provider's identity as registration data (steps it answers are disabled) and the sign-up fields. */
export function readSocialPrefill(flow: Flow): { data: RegistrationData; signup: SocialSignup; photos: string[] } | null {
  const saved = load(flow);
  if (!saved) return null;
  // The provider's photos are addresses to import, not funnel photo hids: they leave the photo step open.
  const { photos, ...identity } = saved.identity;
  return {
    data: cleanRegistrationData(identity),
    signup: { social_provider_id: saved.identity.social_provider_id, social_token: saved.token },
    photos: Array.isArray(photos) ? photos.filter((url) => typeof url === 'string') : [],
  };
}

export function clearSocialPrefill(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
