import type { ReactNode } from 'react';
import { Link } from '../routing/index.ts';
import { ChevronGlyph } from './glyphs.tsx';
import styles from './MenuItem.module.css';

/**
 * One row of a settings-style menu: a link to `to` with its title, an optional subtitle and a
 * chevron. Long titles and subtitles wrap onto more lines rather than being cut off.
 */
export function MenuItem({ to, title, subtitle }: { to: string; title: string; subtitle?: ReactNode }) {
  return (
    <Link to={to} className={styles.item}>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
      </span>
      <ChevronGlyph className={styles.chevron} />
    </Link>
  );
}
