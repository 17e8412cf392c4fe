import { useLocation } from '../../shared/routing/index.ts';
import { useStoredConsent } from './consent-store.ts';
import { GdprBanner } from './GdprBanner.tsx';
import { SimplePolicyBanner } from './SimplePolicyBanner.tsx';
import { StrictBanner } from './StrictBanner.tsx';
import { useConsentPolicy } from './use-consent-policy.ts';
import { useMemberConsentSync } from './use-member-consent-sync.ts';

/** Pages that are themselves the consent controls; a popup over them would only repeat them. */
const CONSENT_PAGES = [
  '/info/cookie-privacy-settings',
  '/info/do-not-sell-my-personal-information',
  '/settings/privacy/cookie-privacy-settings',
  '/settings/privacy/do-not-sell-my-personal-information',
];

/** The popup for the visitor's region while no consent is stored; a member's stored choice kept in step. */
export function ConsentPopups() {
  const readingMemberChoice = useMemberConsentSync();
  const stored = useStoredConsent();
  const { pathname } = useLocation();
  const policy = useConsentPolicy({ skip: stored !== null });
  if (stored !== null || policy === null || readingMemberChoice || CONSENT_PAGES.includes(pathname.replace(/\/$/, ''))) return null;
  if (policy === 'gdpr') return <GdprBanner />;
  if (policy === 'strict') return <StrictBanner />;
  return <SimplePolicyBanner />;
}
