import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../ui/button.ts';
import { ConfirmEmailPopup } from './ConfirmEmailPopup.tsx';

/**
 * A "confirm e-mail" button that opens the confirm-e-mail popup, for members not confirmed yet.
 * It shows once its texts (a lazy namespace) have loaded, without holding up the page around it.
 */
export function ConfirmEmailAction({ email }: { email: string }) {
  return (
    <Suspense fallback={null}>
      <ConfirmEmailButton email={email} />
    </Suspense>
  );
}

function ConfirmEmailButton({ email }: { email: string }) {
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
