import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectAuthStatus } from '../../app/session/session-slice.ts';
import { lazyWithRetry } from '../../shared/browser/lazy-with-retry.ts';
import { useStoredConsent } from './consent-store.ts';
import { useConsentPolicy } from './use-consent-policy.ts';

/** The popups' code is its own chunk, loaded once there is something for it to do. */
const ConsentPopups = lazyWithRetry(() => import('./ConsentPopups.tsx').then((module) => ({ default: module.ConsentPopups })));

/**
 * The cookie-consent popups (spec 1 §2, §4): the one for the visitor's region opens while no
 * consent is stored; a member's choice follows them between devices. The region is asked here,
 * and the popups' code is fetched only with its answer (or for a member, whose choice it keeps in
 * step): nothing of it competes with the page for the network before the page has painted.
 */
export function ConsentHost() {
  const status = useSelector(selectAuthStatus);
  const stored = useStoredConsent();
  const policy = useConsentPolicy({ skip: status === 'unknown' || stored !== null });
  if (status !== 'loggedIn' && (stored !== null || policy === null)) return null;
  return (
    // The popups' code and texts (a lazy namespace) load first: nothing shows until they have.
    <Suspense fallback={null}>
      <ConsentPopups />
    </Suspense>
  );
}
