import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/routing/index.ts';
import { passwordProblem } from '@amora/contracts';
import { useGetOwnProfileQuery } from '../../../api/profile.ts';
import { buttonClass } from '../../../shared/ui/button.ts';
import formStyles from '../../../shared/ui/form.module.css';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { fieldErrorsOf, statusOf, useErrorText } from '../error-text.ts';
import { useChangePasswordMutation } from '../settings-api.ts';
import { SettingsPage } from '../SettingsPage.tsx';
import styles from '../Settings.module.css';

/**
 * /settings/profile/change-password (spec 1 §4): the current password and a new one under the
 * sign-up rule. Other sessions end; the `password_changed` push arrives over the realtime channel.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const { data: profile } = useGetOwnProfileQuery();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [change, { isLoading }] = useChangePasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(next, { email: profile?.common?.email, name: profile?.common?.name });
    if (problem) {
      setErrors({ new_password: problem.key });
      return;
    }
    // An account made by the e-mail flow has no password yet; the server asks for one only when it has.
    const answer = await change({ old_password: current || null, new_password: next });
    if (!('error' in answer)) {
      setDone(true);
      setCurrent('');
      setNext('');
      return;
    }
    const fields = fieldErrorsOf(answer.error);
    if (Object.keys(fields).length > 0) setErrors(fields);
    else setErrors({ form: statusOf(answer.error) === 429 ? 'tooManyAttempts' : 'generic' });
  };

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors({});
    setDone(false);
  };

  return (
    <SettingsPage title={t('password.title')} backTo="/settings/profile">
      {done && (
        <div className={styles.card} role="status">
          <p className={styles.success}>{t('password.done')}</p>
          <p className={styles.muted}>{t('password.doneText')}</p>
          <Link to="/settings" className={buttonClass('secondary', { small: true })}>
            {t('password.backToSettings')}
          </Link>
        </div>
      )}
      <form className={`${styles.card} ${formStyles.form}`} onSubmit={(event) => void submit(event)} noValidate>
        <PasswordField
          label={t('password.current')}
          autoComplete="current-password"
          value={current}
          error={errorText(errors.old_password)}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          onChange={(event) => edit(setCurrent)(event.target.value)}
        />
        <p className={styles.muted}>{t('password.currentHint')}</p>
        <PasswordField
          label={t('password.new')}
          autoComplete="new-password"
          value={next}
          error={errorText(errors.new_password)}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          onChange={(event) => edit(setNext)(event.target.value)}
        />
        <p className={styles.muted}>{t('password.rule')}</p>
        {errors.form && (
          <p className={styles.danger} role="alert">
            {errorText(errors.form)}
          </p>
        )}
        <button type="submit" className={buttonClass('primary', { block: true })} disabled={isLoading || next === ''} aria-busy={isLoading}>
          {t('password.submit')}
        </button>
      </form>
    </SettingsPage>
  );
}
