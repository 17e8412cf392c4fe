import { useTranslation } from 'react-i18next';
import { LoadState } from '../../shared/ui/LoadState.tsx';
import styles from './ProfilePages.module.css';

/** What the profile pages show while the profile loads or when it could not be loaded. */
export function ProfileLoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <LoadState
      failed={failed}
      onRetry={onRetry}
      loadingLabel={t('splash.loading')}
      skeletonClassName={styles.skeleton}
      failure={{ message: t('profile.loadFailed'), retryLabel: t('actions.tryAgain'), className: styles.loadError }}
    />
  );
}
