import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { LoginFormError, validateLoginForm, type Session } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { useTrackFunnelStepMutation } from '../../api/tracking.ts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import formStyles from '../../shared/ui/form.module.css';
import { PageLayout } from '../../shared/ui/PageLayout.tsx';
import pageStyles from '../../shared/ui/PageLayout.module.css';
import { PasswordField } from '../../shared/ui/PasswordField.tsx';
import { EmailField } from '../../shared/ui/TextField.tsx';
import { useLoginMutation } from './api.ts';
import { LoginError } from './LoginError.tsx';
import { emailDrafted, resendBlockedUntil, type LoginState } from './login-slice.ts';
import styles from './LoginPage.module.css';

const EMAIL_ERRORS: readonly string[] = [LoginFormError.emptyEmailAndPassword, LoginFormError.emptyEmail, LoginFormError.wrongEmailFormat];
const PASSWORD_ERRORS: readonly string[] = [LoginFormError.emptyEmailAndPassword, LoginFormError.emptyPassword];

/**
 * The login page (spec 1 §2/§5/§8): validation on submit, errors cleared by any edit, server
 * failures by code. A successful login hands the session to `onLoggedIn` (session start wiring).
 */
export function LoginPage({ onLoggedIn }: { onLoggedIn: (session: Session) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const dispatch = useDispatch();
  const email = useSelector((state: { login: LoginState }) => state.login.email);
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<LoginFormError | null>(null);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  useLoginView();
  const errorId = useId();

  const clearErrors = () => {
    setFormError(null);
    setServerError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clearErrors();
    const form = validateLoginForm({ email, password });
    if (!form.ok) {
      setFormError(form.error);
      return;
    }
    const answer = await login({ product_id: brand.id, email: form.email, password: form.password });
    if ('data' in answer && answer.data) {
      setPassword('');
      await onLoggedIn(answer.data);
      return;
    }
    const error = answer.error as ApiError;
    if ('timeout' in error && error.timeout !== null) dispatch(resendBlockedUntil(error.timeout > 0 ? Date.now() + error.timeout * 1000 : null));
    setServerError(error);
  };

  const emailInvalid = formError !== null && EMAIL_ERRORS.includes(formError);
  const passwordInvalid = formError !== null && PASSWORD_ERRORS.includes(formError);

  return (
    <PageLayout back={{ to: '/', label: t('login.back') }}>
      <h1 className={pageStyles.title}>{t('login.title')}</h1>
      <p className={pageStyles.subtitle}>{t('login.subtitle', { brand: brand.name })}</p>
      <form className={`${formStyles.form} ${styles.form}`} noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby={formError || serverError ? errorId : undefined}>
        <div id={errorId} aria-live="assertive">
          {formError && (
            <div className={styles.error} role="alert">
              <p>{t(formError)}</p>
            </div>
          )}
          {serverError && <LoginError error={serverError} email={email.trim()} />}
        </div>
        <EmailField
          label={t('login.email')}
          hoverable
          value={email}
          invalid={emailInvalid}
          onChange={(event) => {
            clearErrors();
            dispatch(emailDrafted(event.target.value));
          }}
        />
        <PasswordField
          label={t('login.password')}
          hoverable
          autoComplete="current-password"
          value={password}
          invalid={passwordInvalid}
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          onChange={(event) => {
            clearErrors();
            setPassword(event.target.value);
          }}
        />
        <Link to="/sign/recoverrequest" className={styles.forgot}>
          {t('login.forgotPassword')}
        </Link>
        <button type="submit" className={buttonClass('primary', { block: true })} disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <p className={styles.alternative}>
        {t('login.newHere')} <Link to="/">{t('login.createProfile')}</Link>
      </p>
    </PageLayout>
  );
}

/** The funnel view step of the login page (spec 1 §7): 'view', 'login_step' and zeros. */
function useLoginView(): void {
  const [track] = useTrackFunnelStepMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void track({ event_name: 'view', step_name: 'login_step', step_number: 0, step_count: 0, step_type: 0 });
  }, [track]);
}
