import type { ReactNode } from 'react';
import { Link } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../shared/ui/PageLayout.tsx';
import styles from './RecoveryPages.module.css';

/** The query flag the new-password page adds when it sends an expired link to the request page. */
export const LINK_EXPIRED_FLAG = 'expired';

/** The frame of the recover pages: the page frame with its back link to login. */
export function RecoveryLayout({ children, centered = false }: { children: ReactNode; centered?: boolean }) {
  const { t } = useTranslation('recovery');
  return (
    <PageLayout back={{ to: '/login', label: t('back') }} centered={centered}>
      {children}
    </PageLayout>
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
