import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldAria, inputClass, type FieldWiring } from './field-aria.ts';
import styles from './form.module.css';

/**
 * A labelled password input with the show/hide toggle, its error text and aria wiring: the one
 * password field of the product (login, sign-up, recovery, settings). The toggle, an eye icon
 * button, is there only while there is a value (spec 3 §4); its names are the kit's own ("Show
 * password"), or the caller's. `id` names the input, for a page that links to it.
 */
export function PasswordField({
  label,
  invalid,
  error,
  describedBy,
  hoverable = false,
  id,
  value,
  autoComplete,
  showLabel,
  hideLabel,
  onChange,
}: FieldWiring & { id?: string; value: string; autoComplete: string; showLabel?: string; hideLabel?: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const { t } = useTranslation('ui');
  const [shown, setShown] = useState(false);
  // An emptied field hides its text again, so the next password typed is not on show.
  if (shown && value === '') setShown(false);
  const ownIds = { input: useId(), error: useId() };
  const ids = { input: id ?? ownIds.input, error: ownIds.error };
  return (
    <div className={styles.field}>
      <label htmlFor={ids.input}>{label}</label>
      <div className={hoverable ? `${styles.passwordBox} ${styles.hoverable}` : styles.passwordBox}>
        <input
          id={ids.input}
          className={inputClass(hoverable)}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          {...fieldAria({ invalid, error, describedBy }, ids.error)}
          onChange={onChange}
        />
        {value !== '' && (
          <button type="button" className={styles.reveal} aria-pressed={shown} aria-label={shown ? (hideLabel ?? t('password.hide')) : (showLabel ?? t('password.show'))} onClick={() => setShown((current) => !current)}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
              <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.7" />
              {shown && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />}
            </svg>
          </button>
        )}
      </div>
      {error && (
        <p id={ids.error} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
