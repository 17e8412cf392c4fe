import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useSearchParams } from '../../../shared/routing/index.ts';
import { UNSUBSCRIBE_QUERY_PARAM } from '@amora/contracts';
import { openPopup } from '../../../shared/overlays/overlay-slice.ts';
import { buttonClass } from '../../../shared/ui/button.ts';
import { Toggle } from '../../../shared/ui/Toggle.tsx';
import { LoadState } from '../LoadState.tsx';
import { useGetNotificationSettingsQuery, useSaveNotificationSettingsMutation } from '../settings-api.ts';
import { SettingsPage } from '../SettingsPage.tsx';
import styles from '../Settings.module.css';
import { choiceOf, isDirty, isReceiving, SAVE_NOTIFICATIONS_KEY, setPendingChoice, type NotificationDraft } from './notification-choice.ts';

/**
 * /settings/notifications: the e-mail notification switches (spec 1 §2, §3). Save is offered once
 * something changed and asks for confirmation first; an unsubscribe link opens the e-mail
 * verification popup.
 */
export function NotificationsPage() {
  const { t } = useTranslation('settings');
  const dispatch = useDispatch();
  const [searchParams] = useSearchParams();
  const { data: settings, isError, refetch } = useGetNotificationSettingsQuery();
  const [, { isLoading: saving }] = useSaveNotificationSettingsMutation({ fixedCacheKey: SAVE_NOTIFICATIONS_KEY });
  const [draft, setDraft] = useState<NotificationDraft>({});
  const unsubscribeToken = searchParams.get(UNSUBSCRIBE_QUERY_PARAM);

  useEffect(() => {
    if (unsubscribeToken) dispatch(openPopup('verify_email_to_unsubscribe'));
  }, [unsubscribeToken, dispatch]);

  const dirty = settings ? isDirty(settings, draft) : false;
  const save = () => {
    if (!settings) return;
    setPendingChoice(choiceOf(settings, draft));
    dispatch(openPopup('settings_email_notifications_confirm_popup'));
  };

  return (
    <SettingsPage title={t('notifications.title')} backTo="/settings">
      <p className={styles.lead}>{t('notifications.lead')}</p>
      {!settings ? (
        <LoadState failed={isError} onRetry={() => void refetch()} />
      ) : settings.length === 0 ? (
        <p className={styles.card}>{t('notifications.empty')}</p>
      ) : (
        <>
          <fieldset className={styles.menu}>
            <legend className="visually-hidden">{t('notifications.title')}</legend>
            {settings.map((setting) => (
              <Toggle
                key={setting.id}
                className={styles.toggle}
                label={setting.label}
                checked={isReceiving(setting, draft)}
                onChange={(event) => setDraft({ ...draft, [setting.id]: event.target.checked })}
              />
            ))}
          </fieldset>
          <button type="button" className={buttonClass('primary', { block: true })} disabled={!dirty || saving} aria-busy={saving} onClick={save}>
            {t('notifications.save')}
          </button>
        </>
      )}
    </SettingsPage>
  );
}
