import { useState } from 'react';
import { Link } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { ALL_ACCEPTED, NECESSARY_ONLY } from './consent-store.ts';
import { PrivacySettingsPopup } from './PrivacySettingsPopup.tsx';
import { useSaveConsent } from './use-save-consent.ts';
import styles from './Consent.module.css';

const LINKS = [
  ['cookiePolicy', '/info/cookie-policy'],
  ['privacySettings', '/info/cookie-privacy-settings'],
  ['privacyPolicy', '/info/privacy-policy'],
] as const;

/**
 * The GDPR popup (spec 1 §2): reject all and accept all with equal weight, and the manager.
 * Following a privacy link stores only the necessary cookies (spec 1 §4: the link closes the
 * popup), which is the GDPR default until the visitor opts in.
 */
export function GdprBanner() {
  const { t } = useTranslation('legal');
  const brand = useBrand();
  const save = useSaveConsent();
  const [managing, setManaging] = useState(false);
  const rejectAll = () => save({ ...NECESSARY_ONLY, policy: 'gdpr' });
  const acceptAll = () => save({ ...ALL_ACCEPTED, policy: 'gdpr' });

  return (
    <>
      <ConsentBanner title={t('consent.gdpr.title')}>
        <p className={styles.text}>{t('consent.gdpr.text', { brand: brand.name })}</p>
        <ul className={styles.links} aria-label={t('consent.links.label')}>
          {LINKS.map(([key, to]) => (
            <li key={key}>
              <Link to={to} onClick={rejectAll}>
                {t(`consent.links.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button type="button" className={buttonClass('primary', { block: true })} onClick={rejectAll}>
            {t('consent.gdpr.rejectAll')}
          </button>
          <button type="button" className={buttonClass('primary', { block: true })} onClick={acceptAll}>
            {t('consent.gdpr.acceptAll')}
          </button>
          <button type="button" className={buttonClass('secondary', { block: true, className: styles.wide })} onClick={() => setManaging(true)}>
            {t('consent.gdpr.manage')}
          </button>
        </div>
      </ConsentBanner>
      {managing && <PrivacySettingsPopup policy="gdpr" onClose={() => setManaging(false)} />}
    </>
  );
}
