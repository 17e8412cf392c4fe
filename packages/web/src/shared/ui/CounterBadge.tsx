import styles from './CounterBadge.module.css';

/** Spec 3 §9: counts above this show as "99+". */
export const COUNTER_OVERFLOW = 99;

/** What a counter badge shows for `count`: nothing below `min`, "`max`+" above `max` (spec 3 §5). */
export function counterText(count: number, { min = 1, max = COUNTER_OVERFLOW }: { min?: number; max?: number } = {}): string | null {
  if (count < min) return null;
  return count > max ? `${max}+` : String(count);
}

/** A small round count, e.g. unread messages on a tab; hidden below `min` (default 1). */
export function CounterBadge({ count, min, max }: { count: number; min?: number; max?: number }) {
  const text = counterText(count, { min, max });
  if (text === null) return null;
  return <span className={styles.badge}>{text}</span>;
}
