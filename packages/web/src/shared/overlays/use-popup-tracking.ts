import { useCallback, useEffect } from 'react';
import { useTrackPopupActionMutation, useTrackPopupShowMutation } from '../../api/tracking.ts';
import type { OpenPopup } from './overlay-slice.ts';
import { rememberPopupShown } from './popup-show-once.ts';

/**
 * Tracks a popup's show (and notes the time for show-once popups) and gives the way to track its
 * actions, all under the show's own popup id (spec 2 §7).
 */
export function usePopupTracking(popup: OpenPopup | null) {
  const [trackShow] = useTrackPopupShowMutation();
  const [trackAction] = useTrackPopupActionMutation();

  // Run in a callback the cleanup can cancel, so a re-run effect tracks a show once.
  useEffect(() => {
    if (!popup) return;
    let cancelled = false;
    void Promise.resolve().then(() => {
      if (cancelled) return;
      rememberPopupShown(popup.name, Date.now());
      void trackShow({ popup_id: popup.popupId, popup_name: popup.name, pay_context_name: null });
    });
    return () => {
      cancelled = true;
    };
  }, [popup, trackShow]);

  return useCallback(
    (action: string, stepNumber?: number) => {
      if (popup) void trackAction({ popup_id: popup.popupId, action, ...(stepNumber === undefined ? {} : { step_number: stepNumber }) });
    },
    [popup, trackAction],
  );
}
