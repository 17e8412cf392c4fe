import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { openPopup } from '../../shared/overlays/overlay-slice.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { VerifiedMark } from '../../shared/verification/VerifiedMark.tsx';
import { useGetVerificationStateQuery } from './verification-api.ts';
import styles from './Verification.module.css';

/** The own profile's verification entry (spec 3 §4): what to do next for each state. */
export function VerificationCard() {
  return (
    <Suspense fallback={null}>
      <Card />
    </Suspense>
  );
}

function Card() {
  const { t } = useTranslation('verification');
  const dispatch = useDispatch();
  const { data, isLoading, isError, refetch } = useGetVerificationStateQuery();
  const openFlow = () => dispatch(openPopup('verify_photo_popup'));
  const label = t('card.label');

  if (isLoading) {
    return (
      <section className={styles.card} aria-label={label} aria-busy="true">
        <p className={styles.cardText}>{t('card.loading')}</p>
      </section>
    );
  }
  if (isError || !data) {
    return (
      <section className={styles.card} aria-label={label}>
        <p role="alert" className={styles.cardText}>
          {t('card.loadFailed')}
        </p>
        <button type="button" className={buttonClass('secondary', { small: true })} onClick={() => void refetch()}>
          {t('card.retry')}
        </button>
      </section>
    );
  }

  switch (data.status) {
    case 'verified':
      return (
        <section className={styles.card} aria-label={label}>
          <h2 className={styles.cardTitle}>
            <VerifiedMark label={t('badge.label')} />
            {t('card.verified.title')}
          </h2>
          <p className={styles.cardText}>{t('card.verified.text')}</p>
        </section>
      );
    case 'pending':
      return (
        <section className={styles.card} aria-label={label}>
          <h2 className={styles.cardTitle}>{t('card.pending.title')}</h2>
          <p className={styles.cardText}>{t('card.pending.text')}</p>
        </section>
      );
    case 'failed':
      return (
        <section className={styles.card} aria-label={label}>
          <h2 className={styles.cardTitle}>{t('card.failed.title')}</h2>
          <p className={`${styles.cardText} ${styles.failed}`}>{t('card.failed.text')}</p>
          <button type="button" className={buttonClass('primary', { block: true })} onClick={openFlow}>
            {t('card.failed.action')}
          </button>
        </section>
      );
    default:
      return (
        <section className={styles.card} aria-label={label}>
          <h2 className={styles.cardTitle}>{t('card.none.title')}</h2>
          <p className={styles.cardText}>{t('card.none.text')}</p>
          <button type="button" className={buttonClass('primary', { block: true })} onClick={openFlow}>
            {t('card.none.action')}
          </button>
        </section>
      );
  }
}
