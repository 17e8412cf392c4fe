import type { ReactNode } from 'react';
import { ChevronGlyph } from './glyphs.tsx';
import styles from './Disclosure.module.css';

/**
 * The kit's disclosure: a <details> whose summary (a question, a heading) opens the content
 * under it. Enter or Space on the summary opens and closes it; a chevron turns to show which.
 * Several after one another read as a list, a line between them.
 */
export function Disclosure({ summary, children, open, name, className }: { summary: ReactNode; children: ReactNode; open?: boolean; name?: string; className?: string }) {
  return (
    <details className={className ? `${styles.disclosure} ${className}` : styles.disclosure} open={open} name={name}>
      <summary className={styles.summary}>
        <span className={styles.summaryText}>{summary}</span>
        <ChevronGlyph className={styles.chevron} />
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  );
}
