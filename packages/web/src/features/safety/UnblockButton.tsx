import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button.ts';
import { useUnblockMemberMutation } from './api.ts';
import styles from './Safety.module.css';

/**
 * The unblock on the profile stub of a member the viewer blocked (spec 1 §6 "Blocked by me: stub
 * with unblock"): the profile reloads in full once the server has it.
 */
export function UnblockButton({ hid }: { hid: string }) {
  const { t } = useTranslation('safety');
  const [unblock, unblocking] = useUnblockMemberMutation();
  return (
    <div className={styles.unblock}>
      <button type="button" className={buttonClass('primary', { block: true })} disabled={unblocking.isLoading} onClick={() => void unblock({ hid, source: 'profile' })}>
        {unblocking.isLoading ? t('stub.unblocking') : t('stub.unblockMember')}
      </button>
      {unblocking.isError && (
        <p role="alert" className={styles.problem}>
          {t('blocklist.actionFailed')}
        </p>
      )}
    </div>
  );
}
