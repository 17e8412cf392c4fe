import { Suspense } from 'react';
import { Link } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { useGetOwnProfileQuery } from '../../api/profile.ts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { CompactChecklist, CompactChecklistSkeleton } from './CompactChecklist.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { ProfileLoadState } from './ProfileLoadState.tsx';
import styles from './ProfilePages.module.css';

/** The post-login landing (DESIGN.md §13): a welcome, the profile checklist in brief and the member's own card. */
export function MatchesPage() {
  const { t } = useTranslation('common');
  const brand = useBrand();
  const { data: profile, isError, refetch } = useGetOwnProfileQuery();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{profile?.common ? t('matches.welcome', { name: profile.common.name }) : t('matches.welcomeAnonymous')}</h1>
      <p className={styles.lead}>{t('matches.lead', { brand: brand.name })}</p>
      {/* Its texts load with the `profile` namespace; the rest of the page does not wait for them. */}
      <Suspense fallback={<CompactChecklistSkeleton />}>
        <CompactChecklist />
      </Suspense>
      {profile ? <ProfileCard profile={profile} /> : <ProfileLoadState failed={isError} onRetry={() => void refetch()} />}
      <div className={styles.tip}>
        <h2 className={styles.tipTitle}>{t('matches.tipTitle')}</h2>
        <p>{t('matches.tipText')}</p>
        <Link to="/profile" className={buttonClass('secondary', { small: true })}>
          {t('matches.openProfile')}
        </Link>
      </div>
    </div>
  );
}
