import { useCallback, useState } from 'react';
import { Link, useLocation, useSearchParams } from '../../shared/routing/index.ts';
import { Trans, useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { ApiError } from '../../api/base-query.ts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { showPush } from '../../shared/overlays/overlay-slice.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { Countdown } from '../../shared/ui/Countdown.tsx';
import { EnvelopeIllustration } from '../../shared/ui/EnvelopeIllustration.tsx';
import formStyles from '../../shared/ui/form.module.css';
import { PageLayout } from '../../shared/ui/PageLayout.tsx';
import pageStyles from '../../shared/ui/PageLayout.module.css';
import { useResendEmailConfirmationMutation } from '../../api/email-confirmation.ts';
import { ChangeEmailForm } from './ChangeEmailForm.tsx';
import styles from './SignDonePage.module.css';
import { EmailAddress } from '../../shared/ui/EmailAddress.tsx';

/**
 * The address arrives as navigation state from the registration (`{ state: { email } }`) or in
 * the query (`/sign/done?email=…`, also what a change of address writes); both survive a reload.
 */
export const SIGN_DONE_EMAIL_PARAM = 'email';

function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * `/sign/done` (spec 1 §2/§4): after a sign-up that needs e-mail confirmation. Shows the address,
 * resends the confirmation with the server's countdown, and lets a mistyped address be changed.
 */
export default function SignDonePage() {
  const { t } = useTranslation('recovery');
  const brand = useBrand();
  const dispatch = useDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const email = (searchParams.get(SIGN_DONE_EMAIL_PARAM) ?? emailFromState(location.state)).trim();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [resendFailed, setResendFailed] = useState(false);
  const [changing, setChanging] = useState(false);
  const [resend, { isLoading }] = useResendEmailConfirmationMutation();
  const onWaitOver = useCallback(() => setResendAt(null), []);

  const onResend = async () => {
    setResendFailed(false);
    const answer = await resend({ product_id: brand.id, email });
    if ('data' in answer && answer.data) {
      setResendAt(answer.data.nextAllowedAt);
      dispatch(showPush({ messageKey: 'pushes.confirmationSent', tone: 'success' }));
      return;
    }
    const error = answer.error as ApiError;
    if (error.status === 429 && 'retryAfterS' in error && error.retryAfterS) setResendAt(Date.now() + error.retryAfterS * 1000);
    else setResendFailed(true);
  };

  const onChanged = (newEmail: string) => {
    setChanging(false);
    setResendAt(null);
    setSearchParams({ [SIGN_DONE_EMAIL_PARAM]: newEmail }, { replace: true });
    dispatch(showPush({ messageKey: 'recovery:pushes.emailChanged', tone: 'success' }));
  };

  return (
    <PageLayout centered>
      <EnvelopeIllustration />
      <h1 className={pageStyles.title}>{t('signDone.title')}</h1>
      <p className={`${pageStyles.subtitle} ${styles.text}`}>
        {email ? (
          <Trans t={t} i18nKey="signDone.text" values={{ brand: brand.name }} components={{ email: <EmailAddress as="strong" address={email} /> }} />
        ) : (
          t('signDone.textNoEmail', { brand: brand.name })
        )}
      </p>
      <p className={pageStyles.hint}>{t('signDone.spam')}</p>
      {email && (
        <div className={styles.resend}>
          {resendAt !== null ? (
            <p className={styles.wait} aria-live="polite">
              <Trans t={t} i18nKey="signDone.wait" components={{ timer: <Countdown until={resendAt} onDone={onWaitOver} /> }} />
            </p>
          ) : (
            <button type="button" className={buttonClass('secondary', { block: true })} disabled={isLoading} aria-busy={isLoading} onClick={() => void onResend()}>
              {t('signDone.resend')}
            </button>
          )}
          {resendFailed && (
            <p className={formStyles.fieldError} role="alert">
              {t('signDone.resendFailed')}
            </p>
          )}
        </div>
      )}
      {changing ? (
        <ChangeEmailForm email={email} onChanged={onChanged} onCancel={() => setChanging(false)} />
      ) : (
        <p className={styles.change}>
          {t('signDone.wrongAddress')}{' '}
          <button type="button" className={formStyles.linkButton} onClick={() => setChanging(true)}>
            {t('signDone.changeEmail')}
          </button>
        </p>
      )}
      <Link to="/login" className={`${buttonClass('ghost', { block: true })} ${styles.login}`}>
        {t('signDone.login')}
      </Link>
    </PageLayout>
  );
}
