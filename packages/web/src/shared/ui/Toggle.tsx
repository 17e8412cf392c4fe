import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './Toggle.module.css';

type ToggleProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'className' | 'children'> & {
  /** What the switch turns on; its accessible name. */
  label: ReactNode;
  /** A muted text under the row that describes the switch (aria-describedby). */
  description?: ReactNode;
  /** More classes on the row. */
  className?: string;
};

/**
 * The kit's on/off switch: a native checkbox with role="switch" (Space toggles it, a screen
 * reader says on or off), the label at the start and the track in the brand colour at the end.
 * The label's element has the id `${id}-label`, for a section labelled by it.
 */
export function Toggle({ label, description, className, id, disabled, 'aria-describedby': describedBy, ...input }: ToggleProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const descriptionId = `${inputId}-description`;
  const describers = [description ? descriptionId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${styles.toggle} ${className}` : styles.toggle} data-disabled={disabled || undefined}>
      <label className={styles.row} htmlFor={inputId}>
        <span id={`${inputId}-label`} className={styles.label}>
          {label}
        </span>
        <span className={styles.switch}>
          <input id={inputId} type="checkbox" role="switch" className={styles.input} disabled={disabled} aria-describedby={describers} {...input} />
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
        </span>
      </label>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
    </div>
  );
}
