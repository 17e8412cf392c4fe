import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileInfo } from '@amora/contracts';
import { useGetOwnProfileQuery } from '../../api/profile.ts';
import { LanguageSwitcher } from '../../features/profile/LanguageSwitcher.tsx';
import { ProfileCard } from '../../features/profile/ProfileCard.tsx';
import { ProfileLoadState } from '../../features/profile/ProfileLoadState.tsx';
import { ResetPasswordByEmail } from '../../features/recovery/ResetPasswordByEmail.tsx';
import { VerificationCard } from '../../features/verification/VerificationCard.tsx';
import { ConfirmEmailAction } from '../../shared/email-confirmation/ConfirmEmailAction.tsx';
import { buttonClass } from '../../shared/ui/button.ts';
import { EmailAddress } from '../../shared/ui/EmailAddress.tsx';
import { MenuItem } from '../../shared/ui/MenuItem.tsx';
import styles from './ProfilePage.module.css';

/**
 * Own profile (spec 1 §2): card, verification, the profile menu (edit, preview, photos, checklist,
 * settings), details, e-mail confirmation, language and password reset, and log out. It lives in
 * app/routes because it combines features: the profile's card, verification and recovery.
 */
export function ProfilePage({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('common');
  const { data: profile, isError, refetch } = useGetOwnProfileQuery();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('profile.title')}</h1>
      {profile ? (
        <>
          <ProfileCard profile={profile} />
          <VerificationCard />
          <nav className={styles.menu} aria-label={t('profile.menu.label')}>
            <MenuItem to="/profile/edit" title={t('profile.menu.edit')} subtitle={t('profile.menu.editHint')} />
            <MenuItem to="/profile/preview" title={t('profile.menu.preview')} subtitle={t('profile.menu.previewHint')} />
            <MenuItem to="/photos" title={t('profile.menu.photos')} subtitle={t('profile.menu.photosHint')} />
            <MenuItem to="/profile/checklist" title={t('profile.checklist.title')} subtitle={t('profile.checklist.subtitle')} />
            <MenuItem to="/settings" title={t('profile.menu.settings')} subtitle={t('profile.menu.settingsHint')} />
          </nav>
          <ProfileDetails profile={profile} />
          {profile.common && !profile.common.email_confirmed && <ConfirmEmailAction email={profile.common.email} />}
        </>
      ) : (
        <ProfileLoadState failed={isError} onRetry={() => void refetch()} />
      )}
      <section className={styles.section} aria-labelledby="profile-settings">
        <h2 id="profile-settings" className={styles.sectionTitle}>
          {t('profile.settings')}
        </h2>
        <LanguageSwitcher />
        {profile?.common && <ResetPasswordByEmail email={profile.common.email} />}
      </section>
      <button type="button" className={buttonClass('secondary', { block: true })} onClick={onLogout}>
        {t('actions.logout')}
      </button>
    </div>
  );
}

function ProfileDetails({ profile }: { profile: ProfileInfo }) {
  const { t, i18n } = useTranslation('common');
  const common = profile.common;
  if (!common) return null;
  const birthday = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${common.bday}T00:00:00Z`));
  const rows: [label: string, value: ReactNode][] = [
    [t('profile.details.email'), <EmailAddress key="email" address={common.email} />],
    [t('profile.details.birthday'), birthday],
    [t('profile.details.zodiac'), t(`zodiac.${common.zodiac}`)],
    [t('profile.details.gender'), t(`profile.gender.${common.gender}`)],
    [t('profile.details.lookingFor'), t(`profile.lookingFor.${common.search_gender}`, { from: common.search_age.from, to: common.search_age.to })],
  ];
  return (
    <section className={styles.section} aria-labelledby="profile-details">
      <h2 id="profile-details" className={styles.sectionTitle}>
        {t('profile.details.title')}
      </h2>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detailRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!common.email_confirmed && <p className={styles.notice}>{t('profile.emailNotConfirmed')}</p>}
    </section>
  );
}
