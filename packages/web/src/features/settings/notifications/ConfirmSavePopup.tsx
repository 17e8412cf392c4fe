import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showPush } from '../../../shared/overlays/overlay-slice.ts';
import type { HostedPopupProps } from '../../../shared/overlays/popup-props.ts';
import { Popup } from '../../../shared/ui/Popup.tsx';
import { useSaveNotificationSettingsMutation } from '../settings-api.ts';
import { SAVE_NOTIFICATIONS_KEY, setPendingChoice, usePendingChoice } from './notification-choice.ts';

/** settings_email_notifications_confirm_popup (spec 1 §2): confirms, then saves the page's choice. */
export function ConfirmSavePopup({ onClose, onAction }: HostedPopupProps) {
  const { t } = useTranslation('settings');
  const dispatch = useDispatch();
  const choice = usePendingChoice();
  const [save, { isLoading }] = useSaveNotificationSettingsMutation({ fixedCacheKey: SAVE_NOTIFICATIONS_KEY });

  const confirm = async () => {
    if (!choice) return;
    onAction('confirm');
    const answer = await save(choice);
    if ('error' in answer) {
      dispatch(showPush({ messageKey: 'pushes.somethingWentWrong', tone: 'error' }));
    } else {
      setPendingChoice(null);
      dispatch(showPush({ type: 'email_notification_settings_saved', messageKey: 'settings:notifications.saved', tone: 'success' }));
    }
    onClose();
  };

  return (
    <Popup
      title={t('notifications.confirm.title')}
      description={t('notifications.confirm.text')}
      onClose={onClose}
      buttons={[
        { label: t('notifications.confirm.save'), onClick: () => void confirm(), disabled: !choice || isLoading },
        { label: t('notifications.confirm.cancel'), onClick: onClose },
      ]}
    />
  );
}
