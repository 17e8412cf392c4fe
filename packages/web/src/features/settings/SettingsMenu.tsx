import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { EU_COUNTRY_CODES, isLanguage, type ProfileInfo } from '@amora/contracts';
import { useGetOwnProfileQuery } from '../../api/profile.ts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { MenuItem } from '../../shared/ui/MenuItem.tsx';
import { nativeLanguageName } from '../../shared/language/language-names.ts';
import { logout } from '../../app/session/logout.ts';
import { PrivacyLinks } from './privacy/PrivacyLinks.tsx';
import { SettingsPage } from './SettingsPage.tsx';
import styles from './Settings.module.css';
import { EmailAddress } from '../../shared/ui/EmailAddress.tsx';

/** The consumer info centre is for members in the European Union (spec 1 §2). */
function inEuropeanUnion(profile: ProfileInfo | undefined): boolean {
  const country = profile?.geo?.city?.country ?? profile?.geo?.registration_country;
  return country ? EU_COUNTRY_CODES.includes(country.iso_code_alpha2) : false;
}

/** /settings: every setting, privacy, legal and help screen, deactivation and log out (spec 1 §2). */
export function SettingsMenu() {
  const { t, i18n } = useTranslation(['settings', 'safety']);
  const dispatch = useDispatch<AppDispatch>();
  const { data: profile } = useGetOwnProfileQuery();
  const language = isLanguage(i18n.language) ? nativeLanguageName(i18n.language) : i18n.language;

  return (
    <SettingsPage title={t('menu.title')} backTo="/profile">
      <nav className={styles.group} aria-labelledby="settings-account">
        <h2 id="settings-account" className={styles.groupTitle}>
          {t('menu.accountGroup')}
        </h2>
        <div className={styles.menu}>
          <MenuItem to="/settings/profile" title={t('menu.account')} subtitle={profile?.common?.email && <EmailAddress address={profile.common.email} />} />
          <MenuItem to="/settings/profile/change-password" title={t('menu.changePassword')} />
          <MenuItem to="/settings/notifications" title={t('menu.notifications')} />
          <MenuItem to="/settings/language" title={t('menu.language')} subtitle={language} />
          <MenuItem to="/settings/blocklist" title={t('safety:blocklist.settingsEntry')} />
        </div>
      </nav>
      <nav className={styles.group} aria-labelledby="settings-privacy">
        <h2 id="settings-privacy" className={styles.groupTitle}>
          {t('menu.privacyGroup')}
        </h2>
        <PrivacyLinks />
      </nav>
      <nav className={styles.group} aria-labelledby="settings-about">
        <h2 id="settings-about" className={styles.groupTitle}>
          {t('menu.aboutGroup')}
        </h2>
        <div className={styles.menu}>
          <MenuItem to="/settings/help-and-support" title={t('menu.help')} />
          <MenuItem to="/settings/legal-documents" title={t('menu.legal')} />
          {inEuropeanUnion(profile) && <MenuItem to="/settings/consumer-info-center" title={t('menu.consumerInfo')} />}
        </div>
      </nav>
      <div className={styles.menu}>
        <MenuItem to="/settings/deactivation" title={t('menu.deactivate')} />
        <button type="button" className={`${styles.row} ${styles.danger}`} onClick={() => void logout(dispatch)}>
          {t('menu.logout')}
        </button>
      </div>
    </SettingsPage>
  );
}
