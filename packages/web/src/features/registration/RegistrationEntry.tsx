import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from '../../shared/routing/index.ts';
import { useSelector } from 'react-redux';
import { lazyWithRetry } from '../../shared/browser/lazy-with-retry.ts';
import { selectAuthStatus } from '../../app/session/session-slice.ts';
import { Splash } from '../../shared/ui/Splash.tsx';
import { isPaywallPending } from '../../shared/signup/paywall-pending.ts';

/** The funnel itself is a lazy chunk, off the home page's bundle. */
const RegistrationRoute = lazyWithRetry(() => import('./RegistrationRoute.tsx'));

/**
 * `/registration/*` (spec 1 §2): a logged-in member goes at once to the signup-activated paywall
 * when the sign-up just asked for it, otherwise to matches; a visitor gets the funnel.
 */
export function RegistrationEntry() {
  const status = useSelector(selectAuthStatus);
  const { i18n } = useTranslation();
  // The funnel's texts (a lazy namespace) download beside its code, not after it.
  useEffect(() => {
    void i18n.loadNamespaces('registration');
  }, [i18n]);
  if (status === 'loggedIn') return <Navigate to={isPaywallPending() ? '/sign/activated' : '/matches'} replace />;
  return (
    <Suspense fallback={<Splash />}>
      <RegistrationRoute />
    </Suspense>
  );
}
