import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CloseGlyph } from './glyphs.tsx';
import styles from './ActionToast.module.css';

/** One note of the toast. A new `id` is a new note, with its own time. */
export interface ActionToastNote<Id extends string | number = string | number> {
  id: Id;
  message: string;
  /** A way to take back what the note tells of ("Undo"): it ends the note without dismissing it. */
  action?: { label: string; onAction: () => void };
}

export interface ActionToastProps<Id extends string | number> {
  /** The note shown, or none: the region stays, empty, so the next note is announced. */
  note: ActionToastNote<Id> | null;
  closeLabel: string;
  /** How long a note stays before it goes by itself. */
  timeoutMs: number;
  /**
   * The note went without its action: its time ran out, it was closed, or it was replaced by the
   * next note or left the page. Called once a note, never after its action.
   */
  onDismiss: (id: Id) => void;
}

/**
 * A short note above the bottom navigation ("Ana is unblocked · Undo"): a message, an optional
 * action and a close button, gone after `timeoutMs`. It lives in a polite live region, so screen
 * readers read each note without losing their place.
 */
export function ActionToast<Id extends string | number>({ note, closeLabel, timeoutMs, onDismiss }: ActionToastProps<Id>) {
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {note && <Note key={note.id} note={note} closeLabel={closeLabel} timeoutMs={timeoutMs} onDismiss={onDismiss} />}
    </div>
  );
}

function Note<Id extends string | number>({ note, closeLabel, timeoutMs, onDismiss }: { note: ActionToastNote<Id> } & Omit<ActionToastProps<Id>, 'note'>) {
  const settled = useRef({ done: false });
  // A note keeps the time it came with.
  const [lifetime] = useState(timeoutMs);
  const dismiss = useEffectEvent(() => onDismiss(note.id));
  useEffect(() => {
    const state = settled.current;
    const settle = () => {
      if (state.done) return;
      state.done = true;
      dismiss();
    };
    const timer = setTimeout(settle, lifetime);
    // Replaced by the next note or taken off the page: it goes as if its time were up.
    return () => {
      clearTimeout(timer);
      settle();
    };
  }, [lifetime]);
  const { action } = note;
  return (
    <div className={styles.toast}>
      <p className={styles.text}>{note.message}</p>
      {action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            settled.current.done = true;
            action.onAction();
          }}
        >
          {action.label}
        </button>
      )}
      <button
        type="button"
        className={styles.close}
        aria-label={closeLabel}
        onClick={() => {
          if (settled.current.done) return;
          settled.current.done = true;
          onDismiss(note.id);
        }}
      >
        <CloseGlyph />
      </button>
    </div>
  );
}
