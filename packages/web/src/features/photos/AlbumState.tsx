import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button.ts';
import styles from './Photos.module.css';

/** An album before it is there: a placeholder while loading, or the failure with a retry. */
export function AlbumState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('photos');
  if (!failed) return <div className={styles.skeleton} role="status" aria-label={t('loading')} />;
  return (
    <div className={styles.alert} role="alert">
      <p>{t('loadFailed')}</p>
      <button type="button" className={buttonClass('secondary', { small: true })} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
