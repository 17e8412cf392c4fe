import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button.ts';
import styles from './ProfilePages.module.css';

/** A block that could not be loaded: what failed and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <div className={styles.loadError} role="alert">
      <p>{message}</p>
      <button type="button" className={buttonClass('secondary', { small: true })} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
