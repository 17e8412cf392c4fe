import { useTranslation } from 'react-i18next';
import { LoadFailed as BlockFailed } from '../ui/LoadState.tsx';
import styles from './LoadFailed.module.css';

/** A profile block that could not be loaded: what failed and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  return <BlockFailed message={message} retryLabel={t('retry')} onRetry={onRetry} className={styles.loadError} />;
}
