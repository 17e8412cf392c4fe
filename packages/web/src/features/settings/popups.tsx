import { useTranslation } from 'react-i18next';
import type { HostedPopupProps } from '../../shared/overlays/popup-props.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { ConfirmSavePopup } from './notifications/ConfirmSavePopup.tsx';
import { VerifyUnsubscribePopup } from './notifications/VerifyUnsubscribePopup.tsx';

/** request_profile_info: request-my-data sent (spec 1 §2). */
export function RequestProfileInfoPopup({ onClose }: HostedPopupProps) {
  const { t } = useTranslation('settings');
  return <Popup title={t('requestData.sentPopup.title')} description={t('requestData.sentPopup.text')} onClose={onClose} buttons={[{ label: t('requestData.sentPopup.ok'), onClick: onClose }]} />;
}

/** request_already_submitted: a data request is already pending (spec 1 §2, §4). */
export function RequestAlreadySubmittedPopup({ onClose }: HostedPopupProps) {
  const { t } = useTranslation('settings');
  return <Popup title={t('requestData.pendingPopup.title')} description={t('requestData.pendingPopup.text')} onClose={onClose} buttons={[{ label: t('requestData.pendingPopup.ok'), onClick: onClose }]} />;
}

/** settings_email_notifications_confirm_popup: confirms saving the e-mail notification choices (spec 1 §2). */
export const EmailNotificationsConfirmPopup = ConfirmSavePopup;

/** verify_email_to_unsubscribe: e-mail verification before a one-click unsubscribe, 10 minutes and 3 attempts (spec 1 §5). */
export const VerifyEmailToUnsubscribePopup = VerifyUnsubscribePopup;
