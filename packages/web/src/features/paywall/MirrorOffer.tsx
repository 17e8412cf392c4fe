import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button.ts';
import { PAYWALL_BENEFITS } from './benefits.ts';
import styles from './Paywall.module.css';

/**
 * The mirror-redirect state (spec 1 §4): "try premium free" with the benefits, the repeat price
 * and currency the redirect carried, and the "only after" note.
 */
export function MirrorOffer({ search, onPremium, onSkip }: { search: string; onPremium: () => void; onSkip: () => void }) {
  const { t } = useTranslation('registration');
  const query = new URLSearchParams(search);
  const price = query.get('price');
  const currency = query.get('currency');
  return (
    <section className={styles.loaded} aria-labelledby="paywall-mirror-title">
      <button type="button" className={styles.close} onClick={onSkip} aria-label={t('paywall.close')}>
        ×
      </button>
      <h1 id="paywall-mirror-title" className={styles.title}>
        {t('paywall.mirror.title')}
      </h1>
      <ul className={styles.benefits}>
        {PAYWALL_BENEFITS.map((benefit) => (
          <li key={benefit}>{t(`paywall.benefits.${benefit}`)}</li>
        ))}
      </ul>
      {price && currency && <p className={styles.text}>{t('paywall.mirror.repeatPrice', { price, currency })}</p>}
      <button type="button" className={buttonClass('primary', { block: true })} onClick={onPremium}>
        {t('paywall.mirror.tryFree')}
      </button>
      <p className={styles.note}>{t('paywall.mirror.onlyAfter')}</p>
    </section>
  );
}
