import { useTranslation } from 'react-i18next';
import { Logo } from '../brand/Logo.tsx';
import styles from './Splash.module.css';

/** The branded splash while the session status is still unknown (spec 1 §4). */
export function Splash() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.splash} role="status" aria-live="polite">
      <div className={styles.logo}>
        <Logo scale={1.5} />
      </div>
      <span className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="visually-hidden">{t('splash.loading')}</span>
    </div>
  );
}
