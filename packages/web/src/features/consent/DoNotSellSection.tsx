import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      <div className={styles.optOutRow}>
        <label id={`${id}-label`} htmlFor={id} className={styles.categoryTitle}>
          {t('doNotSell.label')}
        </label>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={optedOut}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            save({ ...current, advertising: !event.target.checked, policy });
            setSaved(true);
          }}
        />
      </div>
      <p id={`${id}-hint`} className={styles.text}>
        {optedOut ? t('doNotSell.on') : t('doNotSell.off')}
      </p>
      <p className={styles.saved} role="status">
        {saved ? t('doNotSell.saved') : ''}
      </p>
    </section>
  );
}
