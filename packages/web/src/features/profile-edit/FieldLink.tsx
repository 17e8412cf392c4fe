import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronGlyph } from '../../shared/ui/glyphs.tsx';
import styles from './ProfileEdit.module.css';

/** One profile row leading to where it is answered: the field, and its value or "Add". */
export function FieldLink({ to, label, value }: { to: string; label: string; value: string | null }) {
  const { t } = useTranslation('profile');
  return (
    <Link to={to} className={styles.row}>
      <span className={styles.rowText}>
        <span className={styles.rowLabel}>{label}</span>
        <span className={styles.rowValue} data-empty={value === null || undefined}>
          {value ?? t('edit.add')}
        </span>
      </span>
      <ChevronGlyph className={styles.chevron} />
    </Link>
  );
}
