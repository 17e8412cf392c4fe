import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import type { StepBodyProps } from '../step-props.ts';
import { MIN_PASSWORD_LENGTH } from '../validation.ts';
import { FieldError } from './FieldError.tsx';
import styles from '../Registration.module.css';

/** The password, at least 8 characters (spec 1 §9), with the kit's show / hide eye button. */
export function PasswordStep({ data, errors, onChange }: StepBodyProps) {
  const { t } = useTranslation('registration');
  return (
    <div className={styles.field}>
      <PasswordField
        id="reg-password"
        label={t('password.label')}
        autoComplete="new-password"
        value={data.password ?? ''}
        invalid={Boolean(errors.password)}
        describedBy={`password-rule${errors.password ? ' password-error' : ''}`}
        onChange={(event) => onChange({ password: event.target.value })}
      />
      <p id="password-rule" className={styles.note}>
        {t('password.rule', { min: MIN_PASSWORD_LENGTH })}
      </p>
      <FieldError id="password-error" error={errors.password} />
    </div>
  );
}
