import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseGlyph } from '../../shared/ui/glyphs.tsx';
import styles from './Activity.module.css';

/** How long a removal can be taken back before it is sent. */
export const UNDO_MS = 5000;

/**
 * "Ana removed · Undo" above the bottom navigation. The removal is sent when the note goes (its
 * time is up, it is closed, or the member leaves the list), never before, so Undo costs nothing.
 */
export function UndoToast({ message, onUndo, onCommit }: { message: string; onUndo: () => void; onCommit: () => void }) {
  const { t } = useTranslation('activity');
  const settled = useRef({ done: false });
  const commit = useEffectEvent(onCommit);
  useEffect(() => {
    const state = settled.current;
    const settle = () => {
      if (state.done) return;
      state.done = true;
      commit();
    };
    const timer = setTimeout(settle, UNDO_MS);
    // Replaced by the next removal or the list left: what was not taken back is sent.
    return () => {
      clearTimeout(timer);
      settle();
    };
  }, []);
  return (
    <div className={styles.toast} role="status">
      <p className={styles.toastText}>{message}</p>
      <button
        type="button"
        className={styles.toastUndo}
        onClick={() => {
          settled.current.done = true;
          onUndo();
        }}
      >
        {t('removed.undo')}
      </button>
      <button
        type="button"
        className={styles.toastClose}
        aria-label={t('removed.close')}
        onClick={() => {
          settled.current.done = true;
          onCommit();
        }}
      >
        <CloseGlyph />
      </button>
    </div>
  );
}
