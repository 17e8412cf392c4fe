import { Link } from '../routing/index.ts';
import { useTranslation } from 'react-i18next';
import { BackGlyph } from './glyphs.tsx';
import styles from './NavigationHeader.module.css';

/** A screen's header: its title, and a back button to `backTo` when the screen has a parent. */
export function NavigationHeader({ title, backTo }: { title: string; backTo?: string }) {
  const { t } = useTranslation('ui');
  return (
    <header className={styles.header}>
      {backTo !== undefined && (
        <Link to={backTo} className={styles.back} aria-label={t('back')}>
          <BackGlyph />
        </Link>
      )}
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
