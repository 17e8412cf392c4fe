import { useTranslation } from 'react-i18next';
import { ActionToast } from '../../shared/ui/ActionToast.tsx';
import { dismissNote, NOTE_MS, NOTE_WITH_UNDO_MS, useSafetyNote } from './safety-toast.ts';

/**
 * Where the notes of blocking and unblocking show ("Ana is blocked", "Ana is unblocked · Undo"):
 * the kit's toast above the bottom navigation, gone after a few seconds.
 */
export function SafetyToastHost() {
  const { t } = useTranslation('safety');
  const note = useSafetyNote();
  const undo = note?.undo;
  return (
    <ActionToast
      note={
        note && {
          id: note.id,
          message: note.message,
          ...(undo
            ? {
                action: {
                  label: undo.label,
                  onAction: () => {
                    dismissNote(note.id);
                    undo.run();
                  },
                },
              }
            : {}),
        }
      }
      closeLabel={t('toast.close')}
      timeoutMs={undo ? NOTE_WITH_UNDO_MS : NOTE_MS}
      onDismiss={dismissNote}
    />
  );
}
