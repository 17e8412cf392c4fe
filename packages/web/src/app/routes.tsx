import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/home/HomePage.tsx';
import { InterimPage } from '../features/interim/InterimPage.tsx';
import { Splash } from '../shared/ui/Splash.tsx';
import { AppRoot } from './AppRoot.tsx';
import { lazyWithRetry } from './lazy-with-retry.ts';
import { LoginRoute } from './LoginRoute.tsx';
import { CrashScreen } from './overlays/CrashScreen.tsx';
import { DEPRECATED_PATHS, LANGUAGE_PREFIXES, LEGACY_REDIRECTS } from './redirects.ts';
import { LoggedInOnly, LoggedOutOnly, Redirect } from './route-guards.tsx';

/** Everything behind login is one chunk, loaded on first need (spec 1 §2, DESIGN.md §10). */
const LoggedInArea = lazyWithRetry(() => import('./logged-in/LoggedInArea.tsx'));

const redirects = (pairs: readonly (readonly [string, string])[]): RouteObject[] => pairs.map(([from, to]) => ({ path: from, element: <Redirect to={to} /> }));

/** The route table of spec 1 §2. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <CrashScreen />,
    children: [
      { path: '/', element: <LoggedOutOnly><HomePage /></LoggedOutOnly> },
      { path: '/login', element: <LoggedOutOnly><LoginRoute /></LoggedOutOnly> },
      { path: '/social/facebook', element: <LoggedOutOnly><InterimPage area="public" section="social" /></LoggedOutOnly> },
      { path: '/social/google', element: <LoggedOutOnly><InterimPage area="public" section="social" /></LoggedOutOnly> },
      { path: '/registration/*', element: <LoggedOutOnly><InterimPage area="public" section="registration" /></LoggedOutOnly> },
      { path: '/sign/recover', element: <InterimPage area="public" section="recover" /> },
      { path: '/sign/recoverrequest', element: <InterimPage area="public" section="recover" /> },
      { path: '/sign/done', element: <LoggedOutOnly><InterimPage area="public" section="signup" /></LoggedOutOnly> },
      { path: '/sign/click', element: <LoggedOutOnly><InterimPage area="public" section="signup" /></LoggedOutOnly> },
      // The post-signup paywall is for members only; until it exists, skipping it (to matches) is the way on.
      { path: '/sign/activated', element: <LoggedInOnly><Redirect to="/matches" /></LoggedInOnly> },
      { path: '/info/*', element: <InterimPage area="public" section="info" /> },
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
