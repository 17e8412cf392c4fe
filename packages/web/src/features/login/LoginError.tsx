import { useCallback } from 'react';
import { Link } from '../../shared/routing/index.ts';
import { Trans, useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { loginErrorKey } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { showPush } from '../../shared/overlays/overlay-slice.ts';
import { Countdown } from '../../shared/ui/Countdown.tsx';
import formStyles from '../../shared/ui/form.module.css';
import { useResendConfirmationMutation } from './api.ts';
import { resendBlockedUntil, type LoginState } from './login-slice.ts';
import styles from './LoginPage.module.css';

/** The message of a failed login by its code (spec 1 §8), with the help each one calls for. */
export function LoginError({ error, email }: { error: ApiError; email: string }) {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const key = loginErrorKey(typeof error.code === 'number' ? error.code : undefined);
  return (
    <div className={styles.error} role="alert">
      <p>{t(key, { brand: brand.name })}</p>
      {(key === 'login.errors.wrongCredentials' || key === 'login.errors.wrongEmailOrPassword') && (
        <Link to="/sign/recoverrequest">{t('login.help.resetPassword')}</Link>
      )}
      {key === 'login.errors.policyViolation' && (
        <a href={brand.helpArticleUrl} target="_blank" rel="noreferrer">
          {t('login.help.communityRules')}
        </a>
      )}
      {key === 'login.errors.unconfirmedEmail' && <ResendConfirmation email={email} />}
    </div>
  );
}

/** The unconfirmed-e-mail hint: a countdown while a resend is not allowed yet, then a resend link. */
function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const dispatch = useDispatch();
  const resendAvailableAt = useSelector((state: { login: LoginState }) => state.login.resendAvailableAt);
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const onCountdownDone = useCallback(() => dispatch(resendBlockedUntil(null)), [dispatch]);

  const onResend = async () => {
    const answer = await resend({ product_id: brand.id, email });
    if ('data' in answer && answer.data) {
      dispatch(resendBlockedUntil(answer.data.nextResendAt));
      dispatch(showPush({ messageKey: 'pushes.confirmationSent', tone: 'success' }));
    } else if (answer.error && 'retryAfterS' in answer.error && answer.error.retryAfterS) {
      dispatch(resendBlockedUntil(Date.now() + answer.error.retryAfterS * 1000));
    }
  };

  if (resendAvailableAt !== null) {
    return (
      <p className={styles.countdown}>
        <Trans t={t} i18nKey="login.confirm.waitBeforeResend" components={{ timer: <Countdown until={resendAvailableAt} onDone={onCountdownDone} /> }} />
      </p>
    );
  }
  return (
    <button type="button" className={formStyles.linkButton} onClick={() => void onResend()} disabled={isLoading}>
      {t('login.confirm.resend')}
    </button>
  );
}
