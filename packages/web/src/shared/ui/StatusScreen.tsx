import type { ReactNode } from 'react';
import styles from './StatusScreen.module.css';

/**
 * A full-page message: the offline, crash, banned, restore, 404 and interim screens share it.
 * `overlay` covers everything beneath (global overlays); otherwise it sits in the page flow.
 */
export function StatusScreen({
  illustration,
  title,
  children,
  actions,
  top,
  overlay = false,
}: {
  illustration?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  top?: ReactNode;
  overlay?: boolean;
}) {
  return (
    <section className={overlay ? `${styles.screen} ${styles.overlay}` : styles.screen} aria-labelledby="status-screen-title" role={overlay ? 'alertdialog' : undefined} aria-modal={overlay || undefined}>
      {top && <div className={styles.top}>{top}</div>}
      <div className={styles.body}>
        {illustration && <div className={styles.illustration} aria-hidden="true">{illustration}</div>}
        <h1 id="status-screen-title" className={styles.title}>
          {title}
        </h1>
        {children && <div className={styles.text}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </section>
  );
}
