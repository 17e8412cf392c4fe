import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail } from '@amora/contracts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import formStyles from '../../shared/ui/form.module.css';
import { TextField } from '../../shared/ui/TextField.tsx';
import { useChangeSignupEmailMutation } from './api.ts';
import styles from './SignDonePage.module.css';

type Field = 'email' | 'password' | 'newEmail';

/**
 * The change-of-e-mail form of the sign-done page (spec 1 §2/§8): current e-mail, password and the
 * new address. A refusal sets the e-mail-change error flag, shown until the next edit.
 */
export function ChangeEmailForm({ email, onChanged, onCancel }: { email: string; onChanged: (newEmail: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('recovery');
  const brand = useBrand();
  const [values, setValues] = useState<Record<Field, string>>({ email, password: '', newEmail: '' });
  const [incomplete, setIncomplete] = useState(false);
  const [changeError, setChangeError] = useState(false);
  const [changeEmail, { isLoading }] = useChangeSignupEmailMutation();
  const titleId = useId();

  const onChange = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setIncomplete(false);
    setChangeError(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const current = values.email.trim();
    const next = values.newEmail.trim();
    if (!isEmail(current) || !isEmail(next) || !values.password) {
      setIncomplete(true);
      return;
    }
    const answer = await changeEmail({ product_id: brand.id, email: current, password: values.password, new_email: next });
    if (answer.error) setChangeError(true);
    else onChanged(next);
  };

  const field = (name: Field, label: string, type: 'email' | 'password', autoComplete: string) => (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      value={values[name]}
      invalid={changeError}
      onChange={(event) => onChange(name, event.target.value)}
    />
  );

  return (
    <form className={`${formStyles.form} ${styles.form}`} noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      <h2 id={titleId} className={styles.formTitle}>
        {t('signDone.changeEmailTitle')}
      </h2>
      {field('email', t('signDone.currentEmail'), 'email', 'email')}
      {field('password', t('signDone.password'), 'password', 'current-password')}
      {field('newEmail', t('signDone.newEmail'), 'email', 'off')}
      {(incomplete || changeError) && (
        <p className={formStyles.fieldError} role="alert">
          {t(changeError ? 'signDone.changeEmailError' : 'signDone.changeEmailIncomplete')}
        </p>
      )}
      <button type="submit" className={buttonClass('primary', { block: true })} disabled={incomplete || changeError || isLoading} aria-busy={isLoading}>
        {isLoading ? t('signDone.saving') : t('signDone.save')}
      </button>
      <button type="button" className={buttonClass('ghost', { block: true })} onClick={onCancel}>
        {t('signDone.cancel')}
      </button>
    </form>
  );
}
