import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button.ts';
import { paywallApi } from './api.ts';
import { MatchesFound } from './MatchesFound.tsx';
import { CASUAL_LOADED_AT_MS, CASUAL_STAGES, FADE_MS, PAYWALL_PHOTOS_PAGE_SIZE } from './timings.ts';
import { useAfter } from './use-after.ts';
import styles from './Paywall.module.css';

const STAGE_KEYS = ['createAccount', 'analysingData', 'selectPhrase'] as const;
const SHOWN_PHOTOS = 3;

/**
 * The casual-dating test variant (spec 1 §4, §9): progress to 33/67/100% at 0.6/1.6/2.6 s; at
 * 4.1 s, once the photos are no longer loading, a 300 ms fade to the loaded step with three
 * photos of the member's real matches, "match found" with their true number (the spec's 57 was
 * a made-up constant; issue 16.7) and the premium button.
 */
export function CasualPaywall({ onPremium, onSkip }: { onPremium: () => void; onSkip: () => void }) {
  const { t } = useTranslation('registration');
  const reached = [useAfter(CASUAL_STAGES[0].atMs), useAfter(CASUAL_STAGES[1].atMs), useAfter(CASUAL_STAGES[2].atMs)];
  const stage = reached.filter(Boolean).length;
  const percent = stage === 0 ? 0 : Math.round(CASUAL_STAGES[stage - 1]!.percent);
  const content = paywallApi.usePaywallContentQuery({ preset: 'avatar_360sm', pageSize: PAYWALL_PHOTOS_PAGE_SIZE });
  const timeUp = useAfter(CASUAL_LOADED_AT_MS);
  const fading = timeUp && !content.isLoading;
  const loaded = useAfter(FADE_MS, fading);

  if (!loaded) {
    return (
      <section className={styles.loading} data-fading={fading} aria-labelledby="paywall-loading-title">
        <h1 id="paywall-loading-title" className={styles.title}>
          {t('paywall.loading.title')}
        </h1>
        <div className={styles.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('paywall.loading.progress')}>
          <span className={styles.barFill} style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.percent}>{percent}%</p>
        <ol className={styles.stages}>
          {STAGE_KEYS.map((key, index) => (
            <li key={key} className={styles.stage} data-done={stage > index}>
              <span className={styles.stageMark} aria-hidden="true">
                {stage > index ? '✓' : ''}
              </span>
              {t(`paywall.loading.${key}`)}
            </li>
          ))}
        </ol>
      </section>
    );
  }

  const urls = (content.data?.photos ?? []).slice(0, SHOWN_PHOTOS).map((photo) => photo.url);
  return (
    <section className={styles.loaded} aria-labelledby="paywall-match-title">
      <button type="button" className={styles.close} onClick={onSkip} aria-label={t('paywall.close')}>
        ×
      </button>
      <div className={styles.photos}>
        {Array.from({ length: SHOWN_PHOTOS }, (_, index) =>
          urls[index] ? (
            <img key={index} src={urls[index]} alt="" className={styles.photo} />
          ) : (
            <span key={index} className={`${styles.photo} ${styles.placeholder}`} aria-hidden="true" />
          ),
        )}
      </div>
      <MatchesFound matches={content.data?.matches} titleId="paywall-match-title" />
      <button type="button" className={buttonClass('primary', { block: true })} onClick={onPremium}>
        {t('paywall.getPremium')}
      </button>
    </section>
  );
}
