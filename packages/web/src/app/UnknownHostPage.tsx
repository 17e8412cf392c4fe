import { useTranslation } from 'react-i18next';
import styles from './UnknownHostPage.module.css';

/** A host no brand claims (spec 1 §1): a plain error page, no brand, no app. */
export function UnknownHostPage({ host }: { host: string }) {
  const { t } = useTranslation('common');
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('unknownHost.title')}</h1>
      <p className={styles.text}>{t('unknownHost.text', { host })}</p>
    </main>
  );
}
