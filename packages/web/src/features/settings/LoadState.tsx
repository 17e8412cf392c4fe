import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button.ts';
import styles from './Settings.module.css';

/** What a settings screen shows while its data loads, or when it could not be loaded. */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('settings');
  if (!failed) return <div className={styles.skeleton} role="status" aria-label={t('loading')} />;
  return (
    <div className={styles.card} role="alert">
      <p>{t('loadFailed')}</p>
      <button type="button" className={buttonClass('secondary', { small: true })} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
