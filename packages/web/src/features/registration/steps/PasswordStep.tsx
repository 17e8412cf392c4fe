import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepBodyProps } from '../step-props.ts';
import { MIN_PASSWORD_LENGTH } from '../validation.ts';
import { FieldError } from './FieldError.tsx';
import styles from '../Registration.module.css';

/** The password, at least 8 characters (spec 1 §9), with show / hide. */
export function PasswordStep({ data, errors, onChange }: StepBodyProps) {
  const { t } = useTranslation('registration');
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor="reg-password" className={styles.label}>
        {t('password.label')}
      </label>
      <div className={styles.passwordRow}>
        <input
          id="reg-password"
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          className={styles.input}
          value={data.password ?? ''}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={`password-rule${errors.password ? ' password-error' : ''}`}
          onChange={(event) => onChange({ password: event.target.value })}
        />
        <button type="button" className={styles.reveal} aria-pressed={visible} onClick={() => setVisible(!visible)}>
          {visible ? t('password.hide') : t('password.show')}
        </button>
      </div>
      <p id="password-rule" className={styles.note}>
        {t('password.rule', { min: MIN_PASSWORD_LENGTH })}
      </p>
      <FieldError id="password-error" error={errors.password} />
    </div>
  );
}
