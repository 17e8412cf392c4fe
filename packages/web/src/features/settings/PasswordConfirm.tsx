import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button.ts';
import { PasswordField } from '../../shared/ui/PasswordField.tsx';
import styles from './Settings.module.css';

interface PasswordConfirmProps {
  passwordLabel: string;
  password: string;
  onPasswordChange: (password: string) => void;
  /** The password's field error, already in words. */
  passwordError: string | undefined;
  /** What failed for the form as a whole, already in words. */
  formError: string | undefined;
  submitLabel: string;
  busy: boolean;
}

/** The end of a settings form the account password confirms: the password, what failed, the submit. */
export function PasswordConfirm({ passwordLabel, password, onPasswordChange, passwordError, formError, submitLabel, busy }: PasswordConfirmProps) {
  const { t } = useTranslation('settings');
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="current-password"
        value={password}
        error={passwordError}
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      {formError && (
        <p className={styles.danger} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={buttonClass('primary', { block: true })} disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
    </>
  );
}
