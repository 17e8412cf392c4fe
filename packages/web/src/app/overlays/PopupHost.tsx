import { Suspense, useCallback, useEffect, type ComponentType } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from '../../shared/routing/index.ts';
import { ProfileRestoredPopup } from '../../features/account-status/ProfileRestoredPopup.tsx';
import { selectAuthStatus } from '../session/session-slice.ts';
import { closePopup, openPopup, type PopupName } from '../../shared/overlays/overlay-slice.ts';
import type { HostedPopupProps } from '../../shared/overlays/popup-props.ts';
import { POPUP_PARAM } from '../../shared/overlays/popup-route.ts';
import { usePopupLoop } from '../../shared/overlays/use-popup-loop.ts';
import { usePopupTracking } from '../../shared/overlays/use-popup-tracking.ts';
import { lazyWithRetry } from '../../shared/browser/lazy-with-retry.ts';
import type { RootState } from '../store.ts';

type HostedPopup = ComponentType<HostedPopupProps>;

/** A feature's popup, loaded with its module the first time it opens, so no first page carries it. */
function lazyPopup<Module>(load: () => Promise<Module>, pick: (module: Module) => HostedPopup): HostedPopup {
  return lazyWithRetry(() => load().then((module) => ({ default: pick(module) })));
}

const profileEditPopups = () => import('../../features/profile-edit/popups.tsx');
const photoPopups = () => import('../../features/photos/popups.tsx');
const settingsPopups = () => import('../../features/settings/popups.tsx');
const likesMePopups = () => import('../../features/activity/likes-me/popups.tsx');

const POPUPS: Record<PopupName, HostedPopup> = {
  profile_restored_popup: ProfileRestoredPopup,
  profile_steps_confirm_popup: lazyPopup(profileEditPopups, (m) => m.ProfileStepsConfirmPopup),
  profile_steps_success_popup: lazyPopup(profileEditPopups, (m) => m.ProfileStepsSuccessPopup),
  check_list_success_popup: lazyPopup(profileEditPopups, (m) => m.ChecklistSuccessPopup),
  photo_rejected_popup: lazyPopup(photoPopups, (m) => m.PhotoRejectedPopup),
  photo_fake_age_popup: lazyPopup(photoPopups, (m) => m.PhotoFakeAgePopup),
  photo_upload_success_popup: lazyPopup(photoPopups, (m) => m.PhotoUploadSuccessPopup),
  verify_photo_popup: lazyPopup(() => import('../../features/verification/popups.tsx'), (m) => m.VerifyPhotoPopup),
  request_profile_info: lazyPopup(settingsPopups, (m) => m.RequestProfileInfoPopup),
  request_already_submitted: lazyPopup(settingsPopups, (m) => m.RequestAlreadySubmittedPopup),
  settings_email_notifications_confirm_popup: lazyPopup(settingsPopups, (m) => m.EmailNotificationsConfirmPopup),
  verify_email_to_unsubscribe: lazyPopup(settingsPopups, (m) => m.VerifyEmailToUnsubscribePopup),
  home_screen_popup: lazyPopup(() => import('../../features/home-screen/popups.tsx'), (m) => m.HomeScreenPopup),
  likes_me_popup: lazyPopup(likesMePopups, (m) => m.LikesMePopup),
  likes_me_matches_popup: lazyPopup(likesMePopups, (m) => m.LikesMeMatchesPopup),
  web_push_popup: lazyPopup(() => import('../../features/webpush/popups.tsx'), (m) => m.WebPushPopup),
};

const isPopupName = (name: string): name is PopupName => Object.hasOwn(POPUPS, name);

/**
 * Renders the popup that is open (spec 1 §2, spec 2 §4): opened by a feature, by the popup loop
 * from the queue, or named by the `popup` query parameter.
 */
export function PopupHost() {
  const dispatch = useDispatch();
  const popup = useSelector((state: RootState) => state.overlays.popup);
  const loggedIn = useSelector(selectAuthStatus) === 'loggedIn';
  const [searchParams, setSearchParams] = useSearchParams();
  const onAction = usePopupTracking(popup);
  usePopupLoop(loggedIn);

  const named = searchParams.get(POPUP_PARAM);
  useEffect(() => {
    if (named && isPopupName(named)) dispatch(openPopup(named));
  }, [named, dispatch]);

  const onClose = useCallback(() => {
    if (!popup) return;
    onAction('close');
    dispatch(closePopup());
    // A popup the address named leaves the address with it, so a reload does not bring it back.
    if (searchParams.get(POPUP_PARAM) === popup.name) {
      const next = new URLSearchParams(searchParams);
      next.delete(POPUP_PARAM);
      setSearchParams(next, { replace: true });
    }
  }, [popup, onAction, dispatch, searchParams, setSearchParams]);

  if (!popup) return null;
  const Popup = POPUPS[popup.name];
  return (
    <Suspense fallback={null}>
      <Popup onClose={onClose} onAction={onAction} />
    </Suspense>
  );
}
