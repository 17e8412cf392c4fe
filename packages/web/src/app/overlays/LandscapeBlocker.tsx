import { useTranslation } from 'react-i18next';
import styles from './LandscapeBlocker.module.css';

/** Landscape is not supported (spec 1 §2): a phone turned sideways sees this, by CSS alone. */
export function LandscapeBlocker() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.blocker}>
      <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" className={styles.icon}>
        <rect x="15" y="6" width="18" height="36" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M22 37h4" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{t('landscape.title')}</p>
      <p className={styles.text}>{t('landscape.text')}</p>
    </div>
  );
}
