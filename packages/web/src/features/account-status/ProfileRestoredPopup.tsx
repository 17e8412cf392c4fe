import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button.ts';
import { Popup } from '../../shared/ui/Popup.tsx';

/** profile_restored_popup (spec 1 §2): shown after a successful restore. */
export function ProfileRestoredPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Popup
      title={t('restore.popup.title')}
      onClose={onClose}
      actions={
        <button type="button" className={buttonClass('primary', { block: true })} onClick={onClose}>
          {t('restore.popup.button')}
        </button>
      }
    >
      <p>{t('restore.popup.text')}</p>
    </Popup>
  );
}
