import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { enqueuePopup } from '../../shared/overlays/overlay-slice.ts';
import { mayOfferWebPush } from './popup-schedule.ts';
import { useWebPushSubscribe } from './use-web-push-subscribe.ts';
import { pushRegistration, webPushState } from './web-push-state.ts';

/** How often the watcher looks again (the threshold is a day; a member may keep the app open that long). */
export const WEB_PUSH_CHECK_MS = 10 * 60 * 1000;

/**
 * The web push prompt (spec 2 §4 "Web push"): queued for the popup loop only where push is
 * supported, a token is possible (a service worker is registered to receive the pushes) and the
 * browser has not been answered yet (permission default), once the threshold has passed. Where
 * the member already allowed notifications, this browser's subscription is saved for them in this
 * session instead, without asking: the server keeps a subscription only as long as the session
 * that saved it, and another member may have used this browser since. Denied means denied:
 * nothing is offered again.
 */
export function WebPushWatcher() {
  const dispatch = useDispatch();
  const subscribe = useWebPushSubscribe();
  const synced = useRef(false);

  useEffect(() => {
    let active = true;
    const check = async () => {
      const { isWebPushSupported, notificationPermission } = webPushState();
      if (!isWebPushSupported) return;
      if (notificationPermission === 'granted') {
        if (!synced.current) {
          synced.current = true;
          await subscribe();
        }
        return;
      }
      if (notificationPermission !== 'default' || !(await pushRegistration()) || !active) return;
      if (mayOfferWebPush(Date.now())) dispatch(enqueuePopup({ name: 'web_push_popup' }));
    };
    void check();
    const timer = setInterval(() => void check(), WEB_PUSH_CHECK_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [dispatch, subscribe]);

  return null;
}
