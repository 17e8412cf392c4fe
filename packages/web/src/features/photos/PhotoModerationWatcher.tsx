import type { PushRecord } from '@amora/contracts';
import { api } from '../../api/api.ts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { enqueuePopup, type PopupName } from '../../shared/overlays/overlay-slice.ts';
import { usePushListener } from '../../shared/overlays/use-push-listener.ts';

/** The rejected popup shows at most once in this long; the last show is kept in local storage (spec 3 §9). */
export const REJECTED_POPUP_ONCE_MS = 300_000;

const POPUP_OF: Partial<Record<string, { name: PopupName; showOnceMs?: number }>> = {
  photo_upload_error: { name: 'photo_rejected_popup', showOnceMs: REJECTED_POPUP_ONCE_MS },
  photo_moderation_fake_age: { name: 'photo_fake_age_popup' },
};

function onPush(push: PushRecord, dispatch: AppDispatch) {
  const popup = POPUP_OF[push.type];
  if (!popup) return;
  dispatch(api.util.invalidateTags(['Album', 'Profile']));
  dispatch(enqueuePopup(popup));
}

/**
 * Turns photo moderation pushes into the rejected and fake-age popups (spec 3 §4), and refetches
 * the album and profile so the photo's new status and the avatar show without a reload.
 */
export function PhotoModerationWatcher() {
  usePushListener(onPush);
  return null;
}
