import { useTranslation } from 'react-i18next';
import { Popup } from '../../shared/ui/Popup.tsx';

/**
 * Delete or cancel, before something goes for good (spec 2 §2 remove-message confirmation): a
 * message of the thread, or the chosen dialogs of the list; `title` and `text` say which.
 */
export function RemoveConfirmation({ title, text, onConfirm, onClose }: { title: string; text: string; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation('messenger');
  return (
    <Popup
      title={title}
      description={text}
      buttons={[
        { label: t('thread.remove.confirm'), variant: 'danger', onClick: onConfirm },
        { label: t('thread.remove.cancel'), variant: 'secondary', onClick: onClose },
      ]}
      onClose={onClose}
    />
  );
}
