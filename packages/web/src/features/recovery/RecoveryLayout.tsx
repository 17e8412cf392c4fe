import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/brand/Logo.tsx';
import { TopBar } from '../../shared/ui/TopBar.tsx';
import styles from './RecoveryPages.module.css';

/** The query flag the new-password page adds when it sends an expired link to the request page. */
export const LINK_EXPIRED_FLAG = 'expired';

/** The frame of the recover pages: a back link to login, the logo, then the page. */
export function RecoveryLayout({ children, centered = false }: { children: ReactNode; centered?: boolean }) {
  const { t } = useTranslation('recovery');
  return (
    <div className={styles.page}>
      <TopBar
        start={
          <Link to="/login" className={styles.back} aria-label={t('back')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Link>
        }
        center={<Logo />}
      />
      <main className={centered ? `${styles.main} ${styles.centered}` : styles.main}>{children}</main>
    </div>
  );
}

/** The envelope drawn above the "check your inbox" texts. */
export function EnvelopeIllustration() {
  return (
    <div className={styles.illustration} aria-hidden="true">
      <svg viewBox="0 0 48 48" width="48" height="48">
        <rect x="6" y="11" width="36" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M7 13l17 13 17-13" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

/** The go-to-support link of the recover pages (spec 1 §2): the brand's contacts page. */
export function SupportLink() {
  const { t } = useTranslation('recovery');
  return (
    <p className={styles.support}>
      {t('recoverRequest.needHelp')} <Link to="/info/contacts">{t('supportLink')}</Link>
    </p>
  );
}
