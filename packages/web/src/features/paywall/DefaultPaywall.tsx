import { useTranslation } from 'react-i18next';
import { useGetOwnProfileQuery } from '../../api/profile.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { paywallApi } from './api.ts';
import { MatchesFound } from './MatchesFound.tsx';
import { DEFAULT_RING_MS, PAYWALL_PHOTOS_PAGE_SIZE, SECOND_BLOCK_DELAY_MS } from './timings.ts';
import { useAfter } from './use-after.ts';
import styles from './Paywall.module.css';

/**
 * The default variant (spec 1 §4, §9): a 4 s progress ring (longer only while the count is still
 * loading), then the photo accordion with the member's own avatar (moderated or not) or a
 * placeholder, "match found" with the true number of their matches (issue 16.7), and the
 * premium button 800 ms later.
 */
export function DefaultPaywall({ onPremium, onSkip }: { onPremium: () => void; onSkip: () => void }) {
  const { t } = useTranslation('registration');
  const { data: profile } = useGetOwnProfileQuery();
  // The casual variant's call: the same answer carries the count (its photos are not shown here).
  const content = paywallApi.usePaywallContentQuery({ preset: 'avatar_360sm', pageSize: PAYWALL_PHOTOS_PAGE_SIZE });
  const ringDone = useAfter(DEFAULT_RING_MS) && !content.isLoading;
  const secondBlock = useAfter(SECOND_BLOCK_DELAY_MS, ringDone);
  const avatar = profile?.photos?.avatar_l ?? profile?.photos?.avatar ?? null;

  if (!ringDone) {
    return (
      <section className={styles.loading} aria-labelledby="paywall-ring-title">
        <svg className={styles.ring} viewBox="0 0 120 120" role="progressbar" aria-label={t('paywall.loading.progress')} style={{ animationDuration: `${DEFAULT_RING_MS}ms` }}>
          <circle cx="60" cy="60" r="52" className={styles.ringTrack} />
          <circle cx="60" cy="60" r="52" className={styles.ringFill} style={{ animationDuration: `${DEFAULT_RING_MS}ms` }} />
        </svg>
        <h1 id="paywall-ring-title" className={styles.title}>
          {t('paywall.loading.title')}
        </h1>
      </section>
    );
  }
  return (
    <section className={styles.loaded} aria-labelledby="paywall-default-title">
      <button type="button" className={styles.close} onClick={onSkip} aria-label={t('paywall.close')}>
        ×
      </button>
      <div className={styles.accordion}>
        {avatar ? <img src={avatar} alt={t('paywall.yourPhoto')} className={styles.avatar} /> : <span className={`${styles.avatar} ${styles.placeholder}`} role="img" aria-label={t('paywall.yourPhoto')} />}
        <span className={styles.heart} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22">
            <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" fill="currentColor" />
          </svg>
        </span>
        <span className={`${styles.avatar} ${styles.placeholder} ${styles.blurred}`} aria-hidden="true" />
      </div>
      <MatchesFound matches={content.data?.matches} titleId="paywall-default-title" />
      {secondBlock && (
        <div className={styles.secondBlock}>
          <button type="button" className={buttonClass('primary', { block: true })} onClick={onPremium}>
            {t('paywall.getPremium')}
          </button>
        </div>
      )}
    </section>
  );
}
