import { lazy, Suspense, useEffect, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { OverlayState } from '../../shared/overlays/overlay-slice.ts';
import { openPopup } from '../../shared/overlays/overlay-slice.ts';
import { selectAuthStatus, type SessionState } from '../../app/session/session-slice.ts';
import { isIos, isStandalone } from './device.ts';
import { installPrompt, keepInstallPrompt } from './install-prompt.ts';
import { clearShows, mayShow, readShows, recordShow } from './show-schedule.ts';
import { useHomescreenTracking } from './use-homescreen-tracking.ts';

/** The popup's code comes with its first show, as the member popups' does (app/overlays/PopupHost). */
const HomeScreenPopup = lazy(() => import('./popups.tsx').then((m) => ({ default: m.HomeScreenPopup })));

/** A visitor first looks around: the popup waits until they have been on the site a minute. */
export const GUEST_DELAY_MS = 60_000;
/** How often the host looks whether the popup may show (the delays are minutes to days). */
export const CHECK_EVERY_MS = 15_000;

/**
 * The add-to-home-screen popup (spec 3 §4): keeps the browser's install prompt and shows the
 * popup when the show counter and its delays allow, never over another popup. A member gets it
 * through the popup host; a visitor (whose popup host does not track) gets it here, after
 * GUEST_DELAY_MS on the site. Without an install prompt it shows only where the manual steps
 * apply (iOS); never inside the installed app.
 */
export function HomeScreenHost() {
  const dispatch = useDispatch();
  const store = useStore<{ overlays: OverlayState; session: SessionState }>();
  const status = useSelector(selectAuthStatus);
  const track = useHomescreenTracking();
  const [guestPopup, setGuestPopup] = useState(false);
  const [arrivedAt] = useState(() => Date.now());

  useEffect(() => {
    const onInstalled = () => {
      installPrompt.forget();
      clearShows();
    };
    window.addEventListener('beforeinstallprompt', keepInstallPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', keepInstallPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  useEffect(() => {
    if (status === 'unknown' || guestPopup) return;
    const member = status === 'loggedIn';
    const check = () => {
      const now = Date.now();
      if (!member && now - arrivedAt < GUEST_DELAY_MS) return;
      if (isStandalone() || !(installPrompt.current() || isIos())) return;
      if (store.getState().overlays.popup !== null || !mayShow(readShows(), now)) return;
      recordShow(now);
      void track('show');
      if (member) dispatch(openPopup('home_screen_popup'));
      else setGuestPopup(true);
    };
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [status, guestPopup, arrivedAt, store, dispatch, track]);

  if (!guestPopup || status === 'loggedIn') return null;
  return (
    <Suspense fallback={null}>
      <HomeScreenPopup onClose={() => setGuestPopup(false)} onAction={() => undefined} />
    </Suspense>
  );
}
