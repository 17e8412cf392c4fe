import { useTranslation } from 'react-i18next';
import { LoadState } from '../../shared/ui/LoadState.tsx';
import styles from './Photos.module.css';

/** An album before it is there: a placeholder while loading, or the failure with a retry. */
export function AlbumState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('photos');
  return (
    <LoadState
      failed={failed}
      onRetry={onRetry}
      loadingLabel={t('loading')}
      skeletonClassName={styles.skeleton}
      failure={{ message: t('loadFailed'), retryLabel: t('retry'), className: styles.alert }}
    />
  );
}
