import type { ReactNode } from 'react';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import styles from './Settings.module.css';

/** The frame of every settings screen: the header with its back link, then the content column. */
export function SettingsPage({ title, backTo, children }: { title: string; backTo?: string; children: ReactNode }) {
  return (
    <>
      <NavigationHeader title={title} backTo={backTo} />
      <div className={styles.body}>{children}</div>
    </>
  );
}
