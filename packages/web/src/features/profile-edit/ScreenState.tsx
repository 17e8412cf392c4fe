import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/profile/LoadFailed.tsx';
import styles from './ProfileEdit.module.css';

/** A profile edit screen before its data is there: a skeleton, or what failed with a retry. */
export function ScreenState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  if (failed) return <LoadFailed message={t('edit.loadFailed')} onRetry={onRetry} />;
  return <div className={styles.skeleton} role="status" aria-label={t('loading')} />;
}
