import { useNavigate } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { ALL_ACCEPTED } from './consent-store.ts';
import { useSaveConsent } from './use-save-consent.ts';
import styles from './Consent.module.css';

/**
 * The strict-compliance popup (spec 1 §2, US state privacy laws): an opt-out model. Continue keeps
 * every category; "do not sell" opts out of advertising cookies — the ones that share data with
 * partners — and opens the page that explains the right and lets the visitor change it.
 */
export function StrictBanner() {
  const { t } = useTranslation('legal');
  const brand = useBrand();
  const save = useSaveConsent();
  const navigate = useNavigate();
  const doNotSell = () => {
    save({ ...ALL_ACCEPTED, advertising: false, policy: 'strict' });
    void navigate('/info/do-not-sell-my-personal-information');
  };

  return (
    <ConsentBanner title={t('consent.strict.title')}>
      <p className={styles.text}>{t('consent.strict.text', { brand: brand.name })}</p>
      <button type="button" className={styles.linkButton} onClick={doNotSell}>
        {t('consent.strict.doNotSell')}
      </button>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary', { block: true })} onClick={() => save({ ...ALL_ACCEPTED, policy: 'strict' })}>
          {t('consent.strict.continue')}
        </button>
      </div>
    </ConsentBanner>
  );
}
