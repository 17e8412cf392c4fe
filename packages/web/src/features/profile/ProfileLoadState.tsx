import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button.ts';
import styles from './ProfilePages.module.css';

/** What the profile pages show while the profile loads or when it could not be loaded. */
export function ProfileLoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('common');
  if (!failed) return <div className={styles.skeleton} role="status" aria-label={t('splash.loading')} />;
  return (
    <div className={styles.loadError} role="alert">
      <p>{t('profile.loadFailed')}</p>
      <button type="button" className={buttonClass('secondary', { small: true })} onClick={onRetry}>
        {t('actions.tryAgain')}
      </button>
    </div>
  );
}
