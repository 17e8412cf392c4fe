import { useTranslation } from 'react-i18next';
import { useGetOwnProfileQuery } from '../../../api/profile.ts';
import { MenuItem } from '../../../shared/ui/MenuItem.tsx';
import { LoadState } from '../LoadState.tsx';
import { useGetDeactivationReasonsQuery } from '../settings-api.ts';
import { SettingsPage } from '../SettingsPage.tsx';
import styles from '../Settings.module.css';
import { reasonPath } from './reason-routes.ts';

/**
 * /settings/deactivation and its sub-reasons page (spec 1 §2, §9): the reasons as the server lists
 * them for this member (the lists differ by whether deleting is available).
 */
export function ReasonsPage({ sub = false }: { sub?: boolean }) {
  const { t, i18n } = useTranslation('settings');
  const { data, isError, refetch } = useGetDeactivationReasonsQuery();
  const { data: profile } = useGetOwnProfileQuery();
  const isPayUser = profile?.payments?.is_pay_user ?? false;
  const reasons = sub ? (data?.reasons.find((reason) => reason.sub_reasons.length > 0)?.sub_reasons ?? []) : (data?.reasons ?? []);
  const title = data?.deleting_available ? t('deactivation.titleDelete') : t('deactivation.titleHide');

  return (
    <SettingsPage title={title} backTo={sub ? '/settings/deactivation' : '/settings'}>
      {data ? (
        <>
          <p className={styles.lead}>{sub ? t('deactivation.subLead') : t('deactivation.lead')}</p>
          <nav className={styles.menu} aria-label={t('deactivation.reasonsLabel')}>
            {reasons.map((reason) => (
              <MenuItem key={reason.id} to={reasonPath(reason.id, isPayUser)} title={i18n.exists(`deactivation.reasons.${reason.id}`, { ns: 'settings' }) ? t(`deactivation.reasons.${reason.id}`) : t('deactivation.reasons.other')} />
            ))}
          </nav>
        </>
      ) : (
        <LoadState failed={isError} onRetry={() => void refetch()} />
      )}
    </SettingsPage>
  );
}
