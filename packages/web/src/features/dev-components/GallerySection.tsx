import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './GallerySection.module.css';

/**
 * One kit component's part of the gallery: its heading (from `sections.<id>`), the component's
 * name as code, and its examples. The id is an anchor, e.g. /dev/components#popup.
 */
export function GallerySection({ id, component, children }: { id: string; component: string; children: ReactNode }) {
  const { t } = useTranslation('dev-components');
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t(`sections.${id}`)}
        </h2>
        <code className={styles.name}>{component}</code>
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
