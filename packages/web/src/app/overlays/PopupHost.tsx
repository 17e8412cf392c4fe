import { useCallback, useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { ProfileRestoredPopup } from '../../features/account-status/ProfileRestoredPopup.tsx';
import { ProfileStepsConfirmPopup, ProfileStepsSuccessPopup, ChecklistSuccessPopup } from '../../features/profile-edit/popups.tsx';
import { PhotoRejectedPopup, PhotoFakeAgePopup, PhotoUploadSuccessPopup } from '../../features/photos/popups.tsx';
import { VerifyPhotoPopup } from '../../features/verification/popups.tsx';
import { RequestProfileInfoPopup, RequestAlreadySubmittedPopup, EmailNotificationsConfirmPopup, VerifyEmailToUnsubscribePopup } from '../../features/settings/popups.tsx';
import { HomeScreenPopup } from '../../features/home-screen/popups.tsx';
import { selectAuthStatus } from '../../features/session/session-slice.ts';
import { closePopup, openPopup, type PopupName } from '../../shared/overlays/overlay-slice.ts';
import type { HostedPopupProps } from '../../shared/overlays/popup-props.ts';
import { POPUP_PARAM } from '../../shared/overlays/popup-route.ts';
import { usePopupLoop } from '../../shared/overlays/use-popup-loop.ts';
import { usePopupTracking } from '../../shared/overlays/use-popup-tracking.ts';
import type { RootState } from '../store.ts';

const POPUPS: Record<PopupName, (props: HostedPopupProps) => ReactNode> = {
  profile_restored_popup: ProfileRestoredPopup,
  profile_steps_confirm_popup: ProfileStepsConfirmPopup,
  profile_steps_success_popup: ProfileStepsSuccessPopup,
  check_list_success_popup: ChecklistSuccessPopup,
  photo_rejected_popup: PhotoRejectedPopup,
  photo_fake_age_popup: PhotoFakeAgePopup,
  photo_upload_success_popup: PhotoUploadSuccessPopup,
  verify_photo_popup: VerifyPhotoPopup,
  request_profile_info: RequestProfileInfoPopup,
  request_already_submitted: RequestAlreadySubmittedPopup,
  settings_email_notifications_confirm_popup: EmailNotificationsConfirmPopup,
  verify_email_to_unsubscribe: VerifyEmailToUnsubscribePopup,
  home_screen_popup: HomeScreenPopup,
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
  return <Popup onClose={onClose} onAction={onAction} />;
}
