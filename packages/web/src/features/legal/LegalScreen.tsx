import type { ReactNode } from 'react';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import styles from './Legal.module.css';

/** The frame of the legal screens: a header with the title and the way back, then the reading column. */
export function LegalScreen({ title, backTo, children }: { title: string; backTo: string; children: ReactNode }) {
  return (
    <div className={styles.screen}>
      <NavigationHeader title={title} backTo={backTo} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
