import type { ReactNode } from 'react';
import styles from './form.module.css';

export type FieldWiring = {
  label: string;
  /** Marks the input invalid; with `error` it also shows that text under the input. */
  invalid?: boolean;
  /** The message under the input (an alert the input is described by). */
  error?: ReactNode;
  /** The id of a message shown elsewhere (a form-level alert) that describes the input. */
  describedBy?: string;
  /** The border darkens on hover (the login page's look). */
  hoverable?: boolean;
};

export function inputClass(hoverable: boolean): string {
  return hoverable ? `${styles.input} ${styles.hoverable}` : `${styles.input}`;
}

/** aria-invalid present only when true; described by the own error, else by `describedBy`. */
export function fieldAria({ invalid, error, describedBy }: Pick<FieldWiring, 'invalid' | 'error' | 'describedBy'>, errorId: string) {
  return {
    'aria-invalid': invalid || Boolean(error) || undefined,
    'aria-describedby': error ? errorId : describedBy,
  };
}
