import { useTranslation } from 'react-i18next';
import { MenuItem } from '../../../shared/ui/MenuItem.tsx';
import styles from '../Settings.module.css';

/** The privacy screens (spec 1 §2): request my data, cookie privacy settings, do not sell. */
export function PrivacyLinks() {
  const { t } = useTranslation('settings');
  return (
    <div className={styles.menu}>
      <MenuItem to="/settings/privacy/request-profile-info" title={t('privacy.requestData')} subtitle={t('privacy.requestDataHint')} />
      <MenuItem to="/settings/privacy/cookie-privacy-settings" title={t('privacy.cookies')} />
      <MenuItem to="/settings/privacy/do-not-sell-my-personal-information" title={t('privacy.doNotSell')} />
    </div>
  );
}
