import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { isRecoverLinkExpired, NewPasswordError, validateNewPassword, type NewPasswordErrors } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import formStyles from '../../shared/ui/form.module.css';
import { PageIllustration } from '../../shared/ui/PageLayout.tsx';
import pageStyles from '../../shared/ui/PageLayout.module.css';
import { PasswordField } from '../../shared/ui/PasswordField.tsx';
import { useRecoverPasswordMutation } from './api.ts';
import { LINK_EXPIRED_FLAG, RecoveryLayout, SupportLink } from './RecoveryLayout.tsx';
import styles from './RecoveryPages.module.css';

const REQUEST_PAGE = '/sign/recoverrequest';
const EXPIRED_REQUEST_PAGE = `${REQUEST_PAGE}?${LINK_EXPIRED_FLAG}=1`;

/**
 * `/sign/recover?q&t` (spec 1 §2/§4/§5): a missing query goes to the request page; a link older
 * than 1 hour, or one the server refuses, goes there as "link expired"; otherwise the form, then
 * the success page once the password is changed.
 */
export default function NewPasswordPage() {
  const [searchParams] = useSearchParams();
  const signedQuery = searchParams.get('q') ?? '';
  const t = searchParams.get('t') ?? '';
  const [checkedAt] = useState(() => Date.now());
  const [changed, setChanged] = useState(false);
  if (changed) return <PasswordChangedView />;
  if (!signedQuery || !t) return <Navigate to={REQUEST_PAGE} replace />;
  if (isRecoverLinkExpired(t, checkedAt)) return <Navigate to={EXPIRED_REQUEST_PAGE} replace />;
  return <NewPasswordForm signedQuery={signedQuery} onChanged={() => setChanged(true)} />;
}

function NewPasswordForm({ signedQuery, onChanged }: { signedQuery: string; onChanged: () => void }) {
  const { t } = useTranslation('recovery');
  const brand = useBrand();
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [offline, setOffline] = useState(false);
  const [recoverPassword, { isLoading }] = useRecoverPasswordMutation();
  const hasErrors = Boolean(errors.password || errors.confirmPassword || offline);

  const onChange = (field: 'password' | 'confirmPassword', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setOffline(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    if (found.password || found.confirmPassword) return;
    const answer = await recoverPassword({ signed_query: signedQuery, password: values.password });
    if (!answer.error) {
      onChanged();
      return;
    }
    const error = answer.error as ApiError;
    if (!('fields' in error)) return setOffline(true);
    // A password the server's rules refuse stays on the form; any other refusal means the link
    // can no longer be used (spec 1 §4), so the member asks for a new one.
    const passwordError = Object.values(NewPasswordError).find((key) => key === error.fields.password);
    if (passwordError) setErrors({ password: passwordError });
    else navigate(EXPIRED_REQUEST_PAGE, { replace: true });
  };

  return (
    <RecoveryLayout>
      <h1 className={pageStyles.title}>{t('recoverPassword.title')}</h1>
      <p className={pageStyles.subtitle}>{t('recoverPassword.subtitle')}</p>
      <form className={`${formStyles.form} ${styles.form}`} noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          label={t('recoverPassword.password')}
          value={values.password}
          error={errors.password && t(errors.password)}
          autoComplete="new-password"
          showLabel={t('recoverPassword.showPassword')}
          hideLabel={t('recoverPassword.hidePassword')}
          onChange={(event) => onChange('password', event.target.value)}
        />
        <PasswordField
          label={t('recoverPassword.confirmPassword')}
          value={values.confirmPassword}
          error={errors.confirmPassword && t(errors.confirmPassword)}
          autoComplete="new-password"
          showLabel={t('recoverPassword.showPassword')}
          hideLabel={t('recoverPassword.hidePassword')}
          onChange={(event) => onChange('confirmPassword', event.target.value)}
        />
        {offline && (
          <p className={styles.error} role="alert">
            {t('recoverPassword.offline', { brand: brand.name })}
          </p>
        )}
        <button type="submit" className={buttonClass('primary', { block: true })} disabled={hasErrors || isLoading} aria-busy={isLoading}>
          {isLoading ? t('recoverPassword.submitting') : t('recoverPassword.submit')}
        </button>
      </form>
      <SupportLink />
    </RecoveryLayout>
  );
}

/** Spec 1 §2: "a success page once changed", with the way to log in. */
function PasswordChangedView() {
  const { t } = useTranslation('recovery');
  const brand = useBrand();
  return (
    <RecoveryLayout centered>
      <PageIllustration>
        <svg viewBox="0 0 48 48" width="48" height="48">
          <path d="M12 25l8 8 16-18" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </PageIllustration>
      <h1 className={pageStyles.title}>{t('recoverPassword.successTitle')}</h1>
      <p className={pageStyles.subtitle}>{t('recoverPassword.successText', { brand: brand.name })}</p>
      <div className={styles.actions}>
        <Link to="/login" className={buttonClass('primary', { block: true })}>
          {t('recoverPassword.login')}
        </Link>
      </div>
    </RecoveryLayout>
  );
}
