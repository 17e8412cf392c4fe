import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toggle } from '../../shared/ui/Toggle.tsx';
import { useConsentChoice } from './use-consent-choice.ts';
import { useSaveConsent } from './use-save-consent.ts';
import styles from './Consent.module.css';

/**
 * The "do not sell or share" opt-out (US state privacy laws): advertising cookies are the ones
 * that share data with partners, so opting out switches them off and opting back in on.
 */
export function DoNotSellSection() {
  const { t } = useTranslation('legal');
  const { current, policy } = useConsentChoice();
  const save = useSaveConsent();
  const [saved, setSaved] = useState(false);
  const id = useId();
  const optedOut = !current.advertising;

  return (
    <section className={styles.optOut} aria-labelledby={`${id}-label`}>
      <Toggle
        id={id}
        label={<span className={styles.categoryTitle}>{t('doNotSell.label')}</span>}
        description={optedOut ? t('doNotSell.on') : t('doNotSell.off')}
        checked={optedOut}
        onChange={(event) => {
          save({ ...current, advertising: !event.target.checked, policy });
          setSaved(true);
        }}
      />
      <p className={styles.saved} role="status">
        {saved ? t('doNotSell.saved') : ''}
      </p>
    </section>
  );
}
