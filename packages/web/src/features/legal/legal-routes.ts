import { LEGAL_DOCUMENT_PAGES, type LegalDocumentRoute, type SiteInfoPage } from '@amora/contracts';

export function isLegalDocumentRoute(value: string): value is LegalDocumentRoute {
  return Object.hasOwn(LEGAL_DOCUMENT_PAGES, value);
}

/** Pages shown under a document besides its own: the contacts page also gives the office address. */
export const MORE_PAGES: Partial<Record<LegalDocumentRoute, readonly SiteInfoPage[]>> = {
  contacts: ['office-address'],
};

/** The legal documents of the settings (spec 1 §2), in menu order. */
export const SETTINGS_DOCUMENTS = ['terms', 'privacy-policy', 'subscription-terms', 'cookie-policy', 'tips', 'consent-policy'] as const satisfies readonly LegalDocumentRoute[];

/** The consent controls, which are pages of their own rather than texts. */
export const COOKIE_SETTINGS = 'cookie-privacy-settings';
export const DO_NOT_SELL = 'do-not-sell-my-personal-information';
