import { Link } from '../../shared/routing/index.ts';
import { Trans, useTranslation } from 'react-i18next';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { ALL_ACCEPTED } from './consent-store.ts';
import { useSaveConsent } from './use-save-consent.ts';
import styles from './Consent.module.css';

/** The simple policy popup (spec 1 §2): a notice with an acknowledge button. */
export function SimplePolicyBanner() {
  const { t } = useTranslation('legal');
  const brand = useBrand();
  const save = useSaveConsent();
  const acknowledge = () => save({ ...ALL_ACCEPTED, policy: 'simple' });
  return (
    <ConsentBanner title={t('consent.simple.title', { brand: brand.name })}>
      <p className={styles.text}>
        <Trans t={t} i18nKey="consent.simple.text" values={{ brand: brand.name }} components={{ policy: <Link to="/info/cookie-policy" onClick={acknowledge} /> }} />
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary', { block: true })} onClick={acknowledge}>
          {t('consent.simple.acknowledge')}
        </button>
      </div>
    </ConsentBanner>
  );
}
