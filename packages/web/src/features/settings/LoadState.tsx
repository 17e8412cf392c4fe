import { useTranslation } from 'react-i18next';
import { LoadState as ScreenLoadState } from '../../shared/ui/LoadState.tsx';
import styles from './Settings.module.css';

/** What a settings screen shows while its data loads, or when it could not be loaded. */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <ScreenLoadState
      failed={failed}
      onRetry={onRetry}
      loadingLabel={t('loading')}
      skeletonClassName={styles.skeleton}
      failure={{ message: t('loadFailed'), retryLabel: t('retry'), className: styles.card }}
    />
  );
}
