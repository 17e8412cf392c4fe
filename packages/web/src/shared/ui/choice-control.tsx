import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './choice.module.css';

export type ChoiceLook = 'row' | 'card' | 'chip';

export type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> & {
  /** What the option says; its accessible name. */
  label: ReactNode;
  /** A muted line under the label. */
  description?: ReactNode;
  /** row: the mark, then the label · card: a bordered option · chip: a pill that fills when chosen. */
  look?: ChoiceLook;
  /** More classes on the wrapping label (spacing, borders between rows). */
  className?: string;
  /** The language of the label, when it differs from the page's (a language list). */
  lang?: string;
};

/** A native radio or checkbox inside its label, drawn by choice.module.css. */
export function ChoiceControl({ type, label, description, look = 'row', className, lang, disabled, ...input }: ChoiceProps & { type: 'radio' | 'checkbox' }) {
  const classes = [styles.choice, styles[type], styles[look], className].filter(Boolean).join(' ');
  const id = useId();
  // With a description the label alone names the input and the description describes it.
  const wiring = description ? { 'aria-labelledby': `${id}-label`, 'aria-describedby': `${id}-description` } : {};
  return (
    <label className={classes} data-look={look} data-disabled={disabled || undefined} lang={lang}>
      <input type={type} className={styles.input} disabled={disabled} {...wiring} {...input} />
      <span className={styles.text}>
        <span id={`${id}-label`}>{label}</span>
        {description && (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
