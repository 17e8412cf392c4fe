import { useEffect, useRef } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { useLocation } from '../routing/index.ts';
import { popupLoopTurned, type OverlayState } from './overlay-slice.ts';
import { anyPopupOpen } from './open-popups.ts';
import { mayShowNextPopup, nextPopup, POPUP_LOOP_MS } from './popup-queue.ts';
import { isPopupBlockedRoute } from './popup-route.ts';
import { popupShownAt } from './popup-show-once.ts';

/** The popup loop (spec 2 §4): every 3000 ms it opens the next queued popup when mayShowNextPopup allows, never over another popup. */
export function usePopupLoop(loggedIn: boolean) {
  const dispatch = useDispatch();
  const store = useStore<{ overlays: OverlayState }>();
  const location = useLocation();
  // The interval reads the latest page and login state without being restarted by them.
  const now = useRef({ loggedIn, location });
  useEffect(() => {
    now.current = { loggedIn, location };
  }, [loggedIn, location]);

  useEffect(() => {
    const timer = setInterval(() => {
      const { overlays } = store.getState();
      const { pathname, search } = now.current.location;
      const allowed = mayShowNextPopup({
        loggedIn: now.current.loggedIn,
        queued: overlays.popupQueue.length,
        modalOpen: overlays.modal !== null,
        // The queue's own popup, or one a feature opened (greetings, pickers, confirmations).
        popupOpen: overlays.popup !== null || anyPopupOpen(),
        routeBlocked: isPopupBlockedRoute(pathname, search),
      });
      if (allowed) dispatch(popupLoopTurned(nextPopup(overlays.popupQueue, popupShownAt, Date.now())));
    }, POPUP_LOOP_MS);
    return () => clearInterval(timer);
  }, [dispatch, store]);
}
