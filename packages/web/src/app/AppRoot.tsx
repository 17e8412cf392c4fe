import { Outlet } from '../shared/routing/index.ts';
import { useSelector } from 'react-redux';
import { ConsentHost } from '../features/consent/ConsentHost.tsx';
import { HomeScreenHost } from '../features/home-screen/HomeScreenHost.tsx';
import { Splash } from '../shared/ui/Splash.tsx';
import { selectAuthStatus } from './session/session-slice.ts';
import { LandscapeBlocker } from './overlays/LandscapeBlocker.tsx';
import { ModalHost } from './overlays/ModalHost.tsx';
import { OfflineScreen } from './overlays/OfflineScreen.tsx';
import { PopupHost } from './overlays/PopupHost.tsx';
import { PushHostGate } from './overlays/PushHostGate.tsx';

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
      <HomeScreenHost />
      <OfflineScreen />
      <LandscapeBlocker />
    </>
  );
}
