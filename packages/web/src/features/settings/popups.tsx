import type { HostedPopupProps } from '../../shared/overlays/popup-props.ts';

/** request_profile_info: request-my-data sent (spec 1 §2). */
export function RequestProfileInfoPopup(_props: HostedPopupProps) {
  return null;
}

/** request_already_submitted: a data request is already pending (spec 1 §2, §4). */
export function RequestAlreadySubmittedPopup(_props: HostedPopupProps) {
  return null;
}

/** settings_email_notifications_confirm_popup: confirms saving the e-mail notification choices (spec 1 §2). */
export function EmailNotificationsConfirmPopup(_props: HostedPopupProps) {
  return null;
}

/** verify_email_to_unsubscribe: e-mail verification before a one-click unsubscribe, 10 minutes and 3 attempts (spec 1 §5). */
export function VerifyEmailToUnsubscribePopup(_props: HostedPopupProps) {
  return null;
}
