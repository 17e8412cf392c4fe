import { z as zod } from 'zod';
import { restResult } from './envelope.ts';
import { LANGUAGES } from './languages.ts';

/**
 * GET /rest/v2/site-info/{page}?product_id (spec 1 §7, no auth) → `{result: {page, title, html,
 * updated, language}}`: a legal or company page of the host's brand in the request language
 * (accept-language, else the `lang` cookie, else en-US), its company and contact details filled
 * in. `html` is rendered by the server from its own Markdown (no raw HTML passes); `updated` is
 * the date of the last revision, YYYY-MM-DD. An unknown page answers 404; `product_id` must be an
 * integer when given, and the host decides the brand (an id that is not the host's is ignored).
 */

export const SITE_INFO_PAGES = [
  'additional-payments',
  'company',
  'complaints-handling',
  'conformity-duty',
  'contract',
  'delivery-restrictions',
  'digital-service-act',
  'online-dispute-resolution',
  'payment-accepted-means',
  'payment-and-delivery',
  'withdrawal-rights',
  'contacts',
  'office-address',
  'consent-policy',
  'cookie-policy',
  'info-privacy',
  'info-tips',
  'info-billing',
  'terms',
  'ccpa',
  'info-payment-text',
] as const;
export type SiteInfoPage = (typeof SITE_INFO_PAGES)[number];

export function isSiteInfoPage(value: unknown): value is SiteInfoPage {
  return typeof value === 'string' && (SITE_INFO_PAGES as readonly string[]).includes(value);
}

/** The consumer info centre under /settings/consumer-info-center (spec 1 §2), in menu order. */
export const CONSUMER_INFO_PAGES = [
  'company',
  'payment-and-delivery',
  'additional-payments',
  'contract',
  'payment-accepted-means',
  'delivery-restrictions',
  'conformity-duty',
  'complaints-handling',
  'withdrawal-rights',
  'online-dispute-resolution',
  'digital-service-act',
] as const satisfies readonly SiteInfoPage[];

/**
 * The route names of the legal documents (/info/*, /settings/legal-documents/*) and the page
 * each shows (DESIGN.md §13 "/info pages").
 */
export const LEGAL_DOCUMENT_PAGES = {
  terms: 'terms',
  contacts: 'contacts',
  'subscription-terms': 'info-billing',
  'privacy-policy': 'info-privacy',
  'cookie-policy': 'cookie-policy',
  'do-not-sell-my-personal-information': 'ccpa',
  tips: 'info-tips',
  'consent-policy': 'consent-policy',
} as const satisfies Record<string, SiteInfoPage>;
export type LegalDocumentRoute = keyof typeof LEGAL_DOCUMENT_PAGES;

export const siteInfoParamsSchema = zod.object({ page: zod.string().max(100) });
export const siteInfoQuerySchema = zod.object({ product_id: zod.coerce.number().int().min(0).max(2_147_483_647).optional() });

export const siteInfoSchema = zod.object({
  page: zod.enum(SITE_INFO_PAGES),
  title: zod.string(),
  html: zod.string(),
  updated: zod.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  language: zod.enum(LANGUAGES),
});
export type SiteInfo = zod.infer<typeof siteInfoSchema>;
export const siteInfoResponseSchema = restResult(siteInfoSchema);
