import { Suspense } from 'react';
import { Outlet } from '../shared/routing/index.ts';
import { useSelector } from 'react-redux';
import { ConsentHost } from '../features/consent/ConsentHost.tsx';
import { lazyWithRetry } from '../shared/browser/lazy-with-retry.ts';
import { Splash } from '../shared/ui/Splash.tsx';
import { selectAuthStatus } from './session/session-slice.ts';
import { LandscapeBlocker } from './overlays/LandscapeBlocker.tsx';
import { ModalHost } from './overlays/ModalHost.tsx';
import { OfflineScreen } from './overlays/OfflineScreen.tsx';
import { PopupHost } from './overlays/PopupHost.tsx';
import { PushHostGate } from './overlays/PushHostGate.tsx';

/** The add-to-home-screen host waits a minute before it offers anything: its code need not be on the first page (DESIGN.md §11). */
// The server's first-page render (ssr/first-page.tsx) paints no overlay, and awaits no chunk.
const IN_BROWSER = typeof window !== 'undefined';
const HomeScreenHost = lazyWithRetry(() => import('../features/home-screen/HomeScreenHost.tsx').then((m) => ({ default: m.HomeScreenHost })));

/** The root of every route: the page, or the splash while auth status is unknown, and the global overlays. */
export function AppRoot() {
  const status = useSelector(selectAuthStatus);
  return (
    <>
      {status === 'unknown' ? <Splash /> : <Outlet />}
      <PopupHost />
      <ModalHost />
      <PushHostGate />
      <ConsentHost />
      {IN_BROWSER && (
        <Suspense fallback={null}>
          <HomeScreenHost />
        </Suspense>
      )}
      <OfflineScreen />
      <LandscapeBlocker />
    </>
  );
}
