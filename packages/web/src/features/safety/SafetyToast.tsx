import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseGlyph } from '../../shared/ui/glyphs.tsx';
import { dismissNote, NOTE_MS, NOTE_WITH_UNDO_MS, useSafetyNote } from './safety-toast.ts';
import styles from './Safety.module.css';

/**
 * Where the notes of blocking and unblocking show ("Ana is blocked", "Ana is unblocked · Undo"):
 * a polite live region above the bottom navigation, gone after a few seconds.
 */
export function SafetyToastHost() {
  const note = useSafetyNote();
  return (
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {note && <Note key={note.id} id={note.id} message={note.message} undo={note.undo} />}
    </div>
  );
}

function Note({ id, message, undo }: { id: number; message: string; undo: { label: string; run: () => void } | undefined }) {
  const { t } = useTranslation('safety');
  useEffect(() => {
    const timer = setTimeout(() => dismissNote(id), undo ? NOTE_WITH_UNDO_MS : NOTE_MS);
    return () => clearTimeout(timer);
  }, [id, undo]);
  return (
    <div className={styles.toast}>
      <p className={styles.toastText}>{message}</p>
      {undo && (
        <button
          type="button"
          className={styles.toastUndo}
          onClick={() => {
            dismissNote(id);
            undo.run();
          }}
        >
          {undo.label}
        </button>
      )}
      <button type="button" className={styles.toastClose} aria-label={t('toast.close')} onClick={() => dismissNote(id)}>
        <CloseGlyph />
      </button>
    </div>
  );
}
