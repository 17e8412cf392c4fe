import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectAuthStatus } from '../../app/session/session-slice.ts';
import { lazyWithRetry } from '../../shared/browser/lazy-with-retry.ts';
import { useStoredConsent } from './consent-store.ts';
import { useConsentPolicy } from './use-consent-policy.ts';

/** The popups' code is its own chunk: it loads with the page, beside the region's answer. */
const ConsentPopups = lazyWithRetry(() => import('./ConsentPopups.tsx').then((module) => ({ default: module.ConsentPopups })));

/**
 * The cookie-consent popups (spec 1 §2, §4): the one for the visitor's region opens while no
 * consent is stored; a member's choice follows them between devices. The region is asked here,
 * so its answer and the popups' code arrive together.
 */
export function ConsentHost() {
  const status = useSelector(selectAuthStatus);
  const stored = useStoredConsent();
  useConsentPolicy({ skip: status === 'unknown' || stored !== null });
  if (status === 'unknown') return null;
  return (
    // The popups' code and texts (a lazy namespace) load first: nothing shows until they have.
    <Suspense fallback={null}>
      <ConsentPopups />
    </Suspense>
  );
}
