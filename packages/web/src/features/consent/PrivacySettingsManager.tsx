import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentPermissions } from '@amora/contracts';
import { buttonClass } from '../../shared/ui/button.ts';
import { Toggle } from '../../shared/ui/Toggle.tsx';
import { ALL_ACCEPTED } from './consent-store.ts';
import styles from './Consent.module.css';

/**
 * The privacy-settings manager (spec 1 §2): necessary fixed on, a switch for each other category,
 * confirm the choice or accept all. Used in the GDPR popup and as the cookie-privacy-settings page.
 */
export function PrivacySettingsManager({ initial, onSave }: { initial: ConsentPermissions; onSave: (permissions: ConsentPermissions) => void }) {
  const { t } = useTranslation('legal');
  const [permissions, setPermissions] = useState(initial);
  const toggle = (category: ConsentCategory, on: boolean) => setPermissions((current) => ({ ...current, [category]: on }));

  return (
    <div>
      <ul className={styles.categories}>
        <Category name="necessary" checked fixed />
        {CONSENT_CATEGORIES.map((category) => (
          <Category key={category} name={category} checked={permissions[category]} onChange={(on) => toggle(category, on)} />
        ))}
      </ul>
      <div className={styles.managerActions}>
        <button type="button" className={buttonClass('primary', { block: true })} onClick={() => onSave(permissions)}>
          {t('manager.confirm')}
        </button>
        <button type="button" className={buttonClass('secondary', { block: true })} onClick={() => onSave(ALL_ACCEPTED)}>
          {t('manager.acceptAll')}
        </button>
      </div>
    </div>
  );
}

function Category({ name, checked, fixed = false, onChange }: { name: ConsentCategory | 'necessary'; checked: boolean; fixed?: boolean; onChange?: (on: boolean) => void }) {
  const { t } = useTranslation('legal');
  return (
    <li className={styles.category}>
      <Toggle
        label={
          <>
            <span className={styles.categoryTitle}>{t(`manager.categories.${name}.title`)}</span>
            {fixed && <span className={styles.alwaysOn}>{t('manager.alwaysOn')}</span>}
          </>
        }
        description={t(`manager.categories.${name}.text`)}
        checked={checked}
        disabled={fixed}
        onChange={(event) => onChange?.(event.target.checked)}
      />
    </li>
  );
}
