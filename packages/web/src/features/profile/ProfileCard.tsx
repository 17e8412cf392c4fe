import { useTranslation } from 'react-i18next';
import type { ProfileInfo } from '@amora/contracts';
import { VerifiedBadge } from '../../shared/verification/VerifiedBadge.tsx';
import styles from './ProfileCard.module.css';

/** The member's own card: avatar, name, age with the verified badge, and city (spec 1 §3 profile groups). */
export function ProfileCard({ profile }: { profile: ProfileInfo }) {
  const { t } = useTranslation('common');
  const common = profile.common;
  const avatar = profile.photos?.avatar_l ?? profile.photos?.avatar ?? null;
  const city = profile.geo?.city;
  const name = common?.name ?? '';
  return (
    <article className={styles.card} aria-label={t('profile.cardLabel', { name })}>
      <div className={styles.photo}>
        {avatar ? (
          <img src={avatar} alt={t('profile.photoAlt', { name })} className={styles.image} />
        ) : (
          <div className={styles.placeholder} role="img" aria-label={t('profile.noPhoto')}>
            {name.charAt(0).toUpperCase()}
          </div>
        )}
        {profile.additional?.online && (
          <span className={styles.online}>
            <span className={styles.onlineDot} aria-hidden="true" />
            {t('profile.online')}
          </span>
        )}
      </div>
      <div className={styles.info}>
        <h2 className={styles.name}>
          {common ? t('profile.nameAge', { name, age: common.age }) : name}
          <VerifiedBadge profile={profile} />
        </h2>
        {city && (
          <p className={styles.city}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M12 21s-6.5-6.1-6.5-11A6.5 6.5 0 0112 3.5 6.5 6.5 0 0118.5 10c0 4.9-6.5 11-6.5 11z" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <circle cx="12" cy="10" r="2.3" fill="currentColor" />
            </svg>
            {t('profile.cityCountry', { city: city.name, country: city.country.name })}
          </p>
        )}
      </div>
    </article>
  );
}
