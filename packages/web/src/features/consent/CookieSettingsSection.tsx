import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacySettingsManager } from './PrivacySettingsManager.tsx';
import { useConsentChoice } from './use-consent-choice.ts';
import { useSaveConsent } from './use-save-consent.ts';
import styles from './Consent.module.css';

/** The privacy-settings manager as a page (/info and /settings/privacy cookie-privacy-settings). */
export function CookieSettingsSection() {
  const { t } = useTranslation('legal');
  const { current, policy } = useConsentChoice();
  const save = useSaveConsent();
  const [saved, setSaved] = useState(false);
  return (
    <section aria-label={t('manager.title')}>
      <p className={styles.text}>{t('manager.lead')}</p>
      {/* Keyed by the stored choice, so the switches follow a choice made elsewhere (accept all, another tab). */}
      <PrivacySettingsManager
        key={JSON.stringify(current)}
        initial={current}
        onSave={(permissions) => {
          save({ ...permissions, policy });
          setSaved(true);
        }}
      />
      <p className={styles.saved} role="status">
        {saved ? t('manager.saved') : ''}
      </p>
    </section>
  );
}
