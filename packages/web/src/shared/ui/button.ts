import styles from './button.module.css';

/** `danger`: an action that removes something for good (delete a message, a chat). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Class names for a button look on <button>, <Link> or <a> alike. */
export function buttonClass(variant: ButtonVariant, options: { block?: boolean; small?: boolean; className?: string } = {}): string {
  return [styles.button, styles[variant], options.block && styles.block, options.small && styles.small, options.className]
    .filter(Boolean)
    .join(' ');
}
