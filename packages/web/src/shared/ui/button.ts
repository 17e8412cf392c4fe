import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** Class names for a button look on <button>, <Link> or <a> alike. */
export function buttonClass(variant: ButtonVariant, options: { block?: boolean; small?: boolean; className?: string } = {}): string {
  return [styles.button, styles[variant], options.block && styles.block, options.small && styles.small, options.className]
    .filter(Boolean)
    .join(' ');
}
