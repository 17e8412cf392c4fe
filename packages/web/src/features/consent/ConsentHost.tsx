import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from '../../shared/routing/index.ts';
import { selectAuthStatus } from '../../app/session/session-slice.ts';
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

/**
 * The cookie-consent popups (spec 1 §2, §4): the one for the visitor's region opens while no
 * consent is stored; a member's choice follows them between devices.
 */
export function ConsentHost() {
  const status = useSelector(selectAuthStatus);
  if (status === 'unknown') return null;
  return (
    // The popups' texts are a lazy namespace: nothing shows until it has loaded.
    <Suspense fallback={null}>
      <ConsentPopups />
    </Suspense>
  );
}

function ConsentPopups() {
  const readingMemberChoice = useMemberConsentSync();
  const stored = useStoredConsent();
  const { pathname } = useLocation();
  const policy = useConsentPolicy({ skip: stored !== null });
  if (stored !== null || policy === null || readingMemberChoice || CONSENT_PAGES.includes(pathname.replace(/\/$/, ''))) return null;
  if (policy === 'gdpr') return <GdprBanner />;
  if (policy === 'strict') return <StrictBanner />;
  return <SimplePolicyBanner />;
}
