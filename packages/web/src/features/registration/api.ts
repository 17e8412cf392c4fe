import { api, unwrapResult } from '../../api/api.ts';
import type { SocialProviderName } from '@amora/contracts';
import type { AuthTokens } from '../../api/tokens.ts';
import type { SignupPayload } from './signup-payload.ts';

/** A group of values (interests by category), most popular groups first. */
export interface VocabularyGroup {
  id: number;
  label: string;
  is_popular: boolean;
  values: string[];
}

/**
 * A field of the guest vocabulary (spec 1 §3, contracts vocabulary.ts), labels translated by the
 * request language. Typed here because the contract file declares zod schemas.
 */
export interface VocabularyField {
  id: string;
  type: 'select_one' | 'select_many' | 'range';
  label: string;
  /** value id → label, or min/max for a range. */
  values: Record<string, string> | { min: number; max: number };
  /** The value ids to offer, in order. */
  visible: string[];
  group_by?: VocabularyGroup[];
}

export type Vocabulary = Partial<Record<string, VocabularyField>>;

/** POST /rest/v2/signup result (contracts signup.ts): tokens are absent when confirmation comes first. */
export interface SignupResult extends Partial<AuthTokens> {
  isAutoActivated: boolean;
  showPaywall: boolean;
  user: { id: number; hid: string; ok: number };
}

/** A stored funnel photo (contracts photos.ts `funnelPhotosResponseSchema`). */
export interface FunnelPhoto {
  hid: string;
  urls: Record<string, string>;
}

/** POST /apis/photos/v1/funnels/{funnelId}/photos:import body (contracts photos.ts). */
export interface FunnelPhotoImport {
  funnelId: string;
  social_provider_id: number;
  social_token: string;
  urls: string[];
}

/** The registration calls of spec 1 §7; all made without authorisation. */
export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    trackingIdentifier: build.mutation<{ uid: string; funnel_id: string }, void>({
      query: () => ({ url: '/rest/v2/registration/tracking/identifier', method: 'POST', body: {}, noAuth: true }),
      transformResponse: unwrapResult<{ uid: string; funnel_id: string }>,
    }),
    funnelStart: build.mutation<void, { uid: string; funnel_id: string; product_id: number }>({
      query: (body) => ({ url: '/rest/v2/tracking/funnel/start', method: 'POST', body, noAuth: true }),
    }),
    signupData: build.query<{ data: Record<string, unknown>; profile: Record<string, unknown> }, string>({
      query: (token) => ({ url: '/rest/v2/signup/data', params: { token }, noAuth: true }),
      transformResponse: (response: { result: Record<string, unknown> & { profile?: Record<string, unknown> } }) => ({
        data: response.result,
        profile: response.result.profile ?? {},
      }),
    }),
    guestVocabulary: build.query<Vocabulary, string>({
      query: (funnelId) => ({ url: '/rest/v2/user/info/profile/vocabulary/guest', params: { funnel_id: funnelId }, noAuth: true }),
      transformResponse: unwrapResult<Vocabulary>,
    }),
    checkEmail: build.mutation<{ fixed_email?: string | null }, { email: string; product_id: number }>({
      query: (body) => ({ url: '/rest/v2/validation/signup/check-email', method: 'POST', body, noAuth: true }),
      transformResponse: unwrapResult<{ fixed_email?: string | null }>,
    }),
    checkName: build.mutation<unknown, { name: string }>({
      query: (body) => ({ url: '/rest/v2/validation/user/name', method: 'POST', body, noAuth: true }),
    }),
    importFunnelPhotos: build.mutation<FunnelPhoto[], FunnelPhotoImport>({
      query: ({ funnelId, ...body }) => ({ url: `/apis/photos/v1/funnels/${encodeURIComponent(funnelId)}/photos:import`, method: 'POST', body, noAuth: true }),
      transformResponse: (response: { photos?: FunnelPhoto[] }) => response.photos ?? [],
    }),
    signupClick: build.mutation<{ token: string }, SignupPayload>({
      query: (body) => ({ url: '/rest/v2/signup/click', method: 'POST', body, noAuth: true }),
      transformResponse: unwrapResult<{ token: string }>,
    }),
    socialProviders: build.query<SocialProviderName[], void>({
      query: () => ({ url: '/apis/social/v1/providers', noAuth: true }),
      transformResponse: (response: { providers: SocialProviderName[] }) => response.providers,
    }),
    signup: build.mutation<SignupResult, SignupPayload>({
      query: (body) => ({ url: '/rest/v2/signup', method: 'POST', body, noAuth: true }),
      transformResponse: unwrapResult<SignupResult>,
    }),
  }),
});
