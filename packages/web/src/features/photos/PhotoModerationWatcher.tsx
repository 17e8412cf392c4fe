import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import { api } from '../../api/api.ts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { enqueuePopup, pushReceived, type PopupName } from '../../shared/overlays/overlay-slice.ts';

/** The rejected popup shows at most once in this long; the last show is kept in local storage (spec 3 §9). */
export const REJECTED_POPUP_ONCE_MS = 300_000;

/** The store's listener middleware answers `addListener` with the way to remove the listener. */
type ListeningDispatch = ((action: ReturnType<typeof addListener>) => UnsubscribeListener) & AppDispatch;

const POPUP_OF: Partial<Record<string, { name: PopupName; showOnceMs?: number }>> = {
  photo_upload_error: { name: 'photo_rejected_popup', showOnceMs: REJECTED_POPUP_ONCE_MS },
  photo_moderation_fake_age: { name: 'photo_fake_age_popup' },
};

/**
 * Turns photo moderation pushes into the rejected and fake-age popups (spec 3 §4), and refetches
 * the album and profile so the photo's new status and the avatar show without a reload.
 */
export function PhotoModerationWatcher() {
  const dispatch = useDispatch<ListeningDispatch>();
  useEffect(
    () =>
      dispatch(
        addListener({
          actionCreator: pushReceived,
          effect: (action, listenerApi) => {
            const popup = POPUP_OF[action.payload.record.type];
            if (!popup) return;
            listenerApi.dispatch(api.util.invalidateTags(['Album', 'Profile']));
            listenerApi.dispatch(enqueuePopup(popup));
          },
        }),
      ),
    [dispatch],
  );
  return null;
}
