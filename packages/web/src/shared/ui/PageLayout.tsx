import type { ReactNode } from 'react';
import { Link } from '../routing/index.ts';
import { Logo } from '../brand/Logo.tsx';
import styles from './PageLayout.module.css';
import { TopBar } from './TopBar.tsx';

/** Where the back link of a page leads, and its accessible name. */
export interface PageBack {
  to: string;
  label: string;
}

/**
 * The frame of the logged-out form pages (login, recovery, sign-done): an optional back link and
 * the logo on top, then the page's content column. `centered` is for the message pages.
 * Their title, subtitle and hint take `title`, `subtitle` and `hint` from PageLayout.module.css.
 */
export function PageLayout({ back, centered = false, children }: { back?: PageBack; centered?: boolean; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <TopBar
        start={
          back && (
            <Link to={back.to} className={styles.back} aria-label={back.label}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Link>
          )
        }
        center={<Logo />}
      />
      <main className={centered ? `${styles.main} ${styles.centered}` : styles.main}>{children}</main>
    </div>
  );
}

/** The round tinted badge above a message page's title; the drawing inside is decoration. */
export function PageIllustration({ children }: { children: ReactNode }) {
  return (
    <div className={styles.illustration} aria-hidden="true">
      {children}
    </div>
  );
}
