import { z as zod } from 'zod';
import { restResult } from './envelope.ts';
import { FieldErrorKey } from './errors.ts';
import { EU_COUNTRY_CODES } from './geolocation.ts';

/**
 * Cookie consent (spec 1 §2 "Cookie popups", §3 "Consent", §4 "Consent", §6 regional rules;
 * DESIGN.md §13 "Region rules").
 *
 * GET /rest/v2/consent/policy (no auth) → `{result: {policy, country}}`: which popup a visitor
 * gets. The country is the client IP's (DEFAULT_COUNTRY on loopback). GDPR countries → 'gdpr';
 * the United States → 'strict', except for a member whose profile city lies in a state without
 * a consumer privacy law ('simple'); elsewhere 'simple'. The web also shows the strict popup where
 * the `compliance` flag is on.
 *
 * GET /rest/v2/user/settings/consent → `{result: MemberConsent}`; `configured` false (and every
 * category off) until the member first chooses.
 * PUT /rest/v2/user/settings/consent {functional, performance, advertising, policy} →
 * `{result: MemberConsent}`, stored with the server's time. Necessary cookies are always on.
 */

export const CONSENT_POLICIES = ['simple', 'gdpr', 'strict'] as const;
export type ConsentPolicy = (typeof CONSENT_POLICIES)[number];

/** The categories a visitor may toggle; necessary is fixed on (spec 1 §2). */
export const CONSENT_CATEGORIES = ['functional', 'performance', 'advertising'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentPermissions = Record<ConsentCategory, boolean>;

/**
 * The 28 country codes of spec 1 §6 that get the GDPR popup: the 27 EU member states and the
 * United Kingdom, whose UK GDPR keeps the same consent rules (it was the 28th when the list was drawn).
 */
export const GDPR_COUNTRY_CODES: readonly string[] = [...EU_COUNTRY_CODES, 'GB'];

/**
 * US states with a comprehensive consumer privacy law that gives an opt-out of selling or
 * sharing personal data, as ISO 3166-2 subdivision codes without the `US-` prefix.
 */
export const STRICT_US_STATES: readonly string[] = [
  'CA', 'CO', 'CT', 'VA', 'UT', 'TX', 'OR', 'MT', 'IA', 'DE', 'NH', 'NJ', 'NE', 'TN', 'MN', 'MD', 'IN', 'KY', 'RI',
];

/**
 * The consent cookies the web writes (spec 1 §3: one per flag, and the configured flag), each
 * '1' or '0', with a far-future expiry. `policy` records which popup the choice was made in.
 */
export const CONSENT_COOKIES = {
  configured: 'consent_configured',
  functional: 'consent_functional',
  performance: 'consent_performance',
  advertising: 'consent_advertising',
  policy: 'consent_policy',
} as const;

export const consentPolicyResponseSchema = restResult(
  zod.object({
    policy: zod.enum(CONSENT_POLICIES),
    /** ISO alpha-2 country the decision was made for. */
    country: zod.string().length(2),
  }),
);
export type ConsentPolicyInfo = zod.infer<typeof consentPolicyResponseSchema>['result'];

const permission = zod.boolean({ error: FieldErrorKey.required });

export const memberConsentBodySchema = zod.object({
  functional: permission,
  performance: permission,
  advertising: permission,
  policy: zod.enum(CONSENT_POLICIES, { error: FieldErrorKey.invalid }),
});
export type MemberConsentBody = zod.infer<typeof memberConsentBodySchema>;

export const memberConsentSchema = zod.object({
  configured: zod.boolean(),
  necessary: zod.literal(true),
  functional: zod.boolean(),
  performance: zod.boolean(),
  advertising: zod.boolean(),
  policy: zod.enum(CONSENT_POLICIES).nullable(),
  /** Seconds from the epoch of the last choice; null until configured. */
  updated_at: zod.number().int().nullable(),
});
export type MemberConsent = zod.infer<typeof memberConsentSchema>;
export const memberConsentResponseSchema = restResult(memberConsentSchema);
