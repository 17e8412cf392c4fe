import type { ReactNode } from 'react';
import styles from './TopBar.module.css';

/** The header of logged-out pages: a start slot, the centre (usually the logo) and an end slot. */
export function TopBar({ start, center, end }: { start?: ReactNode; center?: ReactNode; end?: ReactNode }) {
  return (
    <header className={styles.bar}>
      <div className={styles.start}>{start}</div>
      <div className={styles.center}>{center}</div>
      <div className={styles.end}>{end}</div>
    </header>
  );
}
