import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { dismissPush, type Push } from '../../shared/overlays/overlay-slice.ts';
import type { RootState } from '../store.ts';
import styles from './PushHost.module.css';

/** Pushes close by themselves after 5 s (spec 1 §9). */
export const PUSH_AUTO_CLOSE_MS = 5000;

/** The push-toast host (spec 1 §2): short confirmations at the bottom of the screen. */
export function PushHost() {
  const pushes = useSelector((state: RootState) => state.overlays.pushes);
  return (
    <div className={styles.host} role="status" aria-live="polite">
      {pushes.map((push) => (
        <PushToast key={push.id} push={push} />
      ))}
    </div>
  );
}

function PushToast({ push }: { push: Push }) {
  const { t } = useTranslation('common');
  const dispatch = useDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(dismissPush(push.id)), PUSH_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, push.id]);
  return (
    <div className={`${styles.toast} ${styles[push.tone]}`}>
      <span className={styles.mark} aria-hidden="true" />
      <p>{t(push.messageKey)}</p>
      <button type="button" className={styles.close} onClick={() => dispatch(dismissPush(push.id))} aria-label={t('actions.close')}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
