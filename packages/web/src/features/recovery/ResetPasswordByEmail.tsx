import { Suspense, useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { ApiError } from '../../api/base-query.ts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { showPush } from '../../shared/overlays/overlay-slice.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { rateLimitedUntil, useRequestRecoveryMutation } from './api.ts';
import styles from './RecoveryPages.module.css';
import { SecondsLeft } from './SecondsLeft.tsx';
import { EmailAddress } from '../../shared/ui/EmailAddress.tsx';

/**
 * The logged-in "send reset e-mail" variant (spec 1 §2): a member who forgot the password asks
 * for the reset link at their own address. The send button waits out the server's countdown;
 * success closes the dialog with a push.
 */
export function ResetPasswordByEmail({ email }: { email: string }) {
  return (
    // Shown once its texts (a lazy namespace) have loaded, without holding up the page around it.
    <Suspense fallback={null}>
      <ResetPasswordAction email={email} />
    </Suspense>
  );
}

function ResetPasswordAction({ email }: { email: string }) {
  const { t } = useTranslation('recovery');
  const brand = useBrand();
  const dispatch = useDispatch();
  const [open, setOpen] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [requestRecovery, { isLoading }] = useRequestRecoveryMutation();
  const onWaitOver = useCallback(() => setResendAt(null), []);
  const onClose = useCallback(() => setOpen(false), []);

  const onSend = async () => {
    setFailed(false);
    const answer = await requestRecovery({ product_id: brand.id, email });
    if ('data' in answer && answer.data) {
      setResendAt(answer.data.resendAt);
      setOpen(false);
      dispatch(showPush({ messageKey: 'recovery:pushes.resetEmailSent', tone: 'success' }));
      return;
    }
    const until = rateLimitedUntil(answer.error as ApiError);
    if (until !== null) setResendAt(until);
    else setFailed(true);
  };

  return (
    <>
      <button type="button" className={buttonClass('ghost', { block: true })} onClick={() => setOpen(true)}>
        {t('resetByEmail.action')}
      </button>
      {open && (
        <Popup
          title={t('resetByEmail.title')}
          onClose={onClose}
          actions={
            <button type="button" className={buttonClass('primary', { block: true })} disabled={resendAt !== null || isLoading} aria-busy={isLoading} onClick={() => void onSend()}>
              {t('resetByEmail.send')}
            </button>
          }
        >
          <p>
            <Trans t={t} i18nKey="resetByEmail.text" components={{ email: <EmailAddress as="strong" address={email} /> }} />
          </p>
          {resendAt !== null && (
            <p className={styles.countdown} aria-live="polite">
              <Trans t={t} i18nKey="resetByEmail.wait" components={{ timer: <SecondsLeft until={resendAt} onDone={onWaitOver} /> }} />
            </p>
          )}
          {failed && (
            <p className={styles.error} role="alert">
              {t('resetByEmail.failed')}
            </p>
          )}
        </Popup>
      )}
    </>
  );
}
