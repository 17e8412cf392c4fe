import { Suspense } from 'react';
import type { RouteObject } from '../shared/routing/index.ts';
import { HomePage } from '../features/home/HomePage.tsx';
import { RegistrationEntry } from '../features/registration/RegistrationEntry.tsx';
import { Splash } from '../shared/ui/Splash.tsx';
import { lazyWithRetry } from '../shared/browser/lazy-with-retry.ts';
import { AppRoot } from './AppRoot.tsx';
import { LoginRoute } from './LoginRoute.tsx';
import { CrashScreen } from './overlays/CrashScreen.tsx';
import { DEPRECATED_PATHS, LANGUAGE_PREFIXES, LEGACY_REDIRECTS } from './redirects.ts';
import { LoggedInOnly, LoggedOutOnly, Redirect } from './route-guards.tsx';

/** Everything behind login is one chunk, loaded on first need (spec 1 §2, DESIGN.md §10). */
const LoggedInArea = lazyWithRetry(() => import('./logged-in/LoggedInArea.tsx'));
/** The post-signup paywall is its own chunk (the registration funnel's chunk loads in RegistrationEntry). */
const SignupPaywallPage = lazyWithRetry(() => import('../features/paywall/SignupPaywallPage.tsx'));
/** Recover and sign-done pages are their own small chunks, kept out of the home page's bundle. */
const RecoverRequestPage = lazyWithRetry(() => import('../features/recovery/RecoverRequestPage.tsx'));
const NewPasswordPage = lazyWithRetry(() => import('../features/recovery/NewPasswordPage.tsx'));
const SignDonePage = lazyWithRetry(() => import('../features/sign-done/SignDonePage.tsx'));
/** The component gallery: only a demo server serves its path, so the chunk never loads in production. */
const DevComponentsPage = lazyWithRetry(() => import('../features/dev-components/DevComponentsPage.tsx'));
/** The social sign-in return and the interim sign-up page: rare arrivals, kept off the home page's bundle. */
const SocialEntry = lazyWithRetry(() => import('../features/registration/SocialEntry.tsx').then((module) => ({ default: module.SocialEntry })));
const InterimPage = lazyWithRetry(() => import('../features/interim/InterimPage.tsx').then((module) => ({ default: module.InterimPage })));
/** Public legal and company pages (/info/*). */
const InfoPage = lazyWithRetry(() => import('./routes/InfoPage.tsx'));

const redirects = (pairs: readonly (readonly [string, string])[]): RouteObject[] => pairs.map(([from, to]) => ({ path: from, element: <Redirect to={to} /> }));

/** The route table of spec 1 §2. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <CrashScreen />,
    children: [
      { path: '/', element: <LoggedOutOnly><HomePage /></LoggedOutOnly> },
      { path: '/login', element: <LoggedOutOnly><LoginRoute /></LoggedOutOnly> },
      { path: '/social/facebook', element: <LoggedOutOnly><Suspense fallback={<Splash />}><SocialEntry provider="facebook" /></Suspense></LoggedOutOnly> },
      { path: '/social/google', element: <LoggedOutOnly><Suspense fallback={<Splash />}><SocialEntry provider="google" /></Suspense></LoggedOutOnly> },
      { path: '/registration/*', element: <RegistrationEntry /> },
      { path: '/sign/recover', element: <Suspense fallback={<Splash />}><NewPasswordPage /></Suspense> },
      { path: '/sign/recoverrequest', element: <Suspense fallback={<Splash />}><RecoverRequestPage /></Suspense> },
      { path: '/sign/done', element: <LoggedOutOnly><Suspense fallback={<Splash />}><SignDonePage /></Suspense></LoggedOutOnly> },
      { path: '/sign/click', element: <LoggedOutOnly><Suspense fallback={<Splash />}><InterimPage area="public" section="signup" /></Suspense></LoggedOutOnly> },
      { path: '/sign/activated', element: <LoggedInOnly><Suspense fallback={<Splash />}><SignupPaywallPage /></Suspense></LoggedInOnly> },
      { path: '/info/*', element: <Suspense fallback={<Splash />}><InfoPage /></Suspense> },
      { path: '/dev/components', element: <Suspense fallback={<Splash />}><DevComponentsPage /></Suspense> },
      ...redirects(LEGACY_REDIRECTS),
      ...redirects(DEPRECATED_PATHS),
      ...LANGUAGE_PREFIXES.flatMap((prefix) => redirects([[`/${prefix}`, '/'], [`/${prefix}/*`, '/']])),
      {
        path: '*',
        element: (
          <LoggedInOnly>
            <Suspense fallback={<Splash />}>
              <LoggedInArea />
            </Suspense>
          </LoggedInOnly>
        ),
      },
    ],
  },
];
