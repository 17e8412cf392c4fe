import { useId, type InputHTMLAttributes } from 'react';
import { fieldAria, inputClass, type FieldWiring } from './field-aria.ts';
import styles from './form.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'>;

/** A labelled input with its error text and aria wiring; other props go to the <input>. */
export function TextField({ label, invalid, error, describedBy, hoverable = false, ...input }: FieldWiring & InputProps) {
  const ids = { input: useId(), error: useId() };
  return (
    <div className={styles.field}>
      <label htmlFor={ids.input}>{label}</label>
      <input id={ids.input} className={inputClass(hoverable)} {...fieldAria({ invalid, error, describedBy }, ids.error)} {...input} />
      {error && (
        <p id={ids.error} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** An e-mail field: the e-mail keyboard, no capitals or spell check. */
export function EmailField(props: FieldWiring & Omit<InputProps, 'type'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
