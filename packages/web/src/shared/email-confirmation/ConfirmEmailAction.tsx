import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../ui/button.ts';
import { ConfirmEmailPopup } from './ConfirmEmailPopup.tsx';

/** A "confirm e-mail" button that opens the confirm-e-mail popup, for members not confirmed yet. */
export function ConfirmEmailAction({ email }: { email: string }) {
  const { t } = useTranslation('recovery');
  const [open, setOpen] = useState(false);
  const onClose = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className={buttonClass('primary', { block: true })} onClick={() => setOpen(true)}>
        {t('profile.confirmEmail')}
      </button>
      {open && <ConfirmEmailPopup email={email} onClose={onClose} />}
    </>
  );
}
