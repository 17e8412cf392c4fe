import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/routing/index.ts';
import { ChevronGlyph } from '../../shared/ui/glyphs.tsx';
import styles from './ProfileEdit.module.css';

/**
 * One profile row leading to where it is answered: the field, and its value or "Add". Under a
 * heading that already names the field the label is for screen readers only (`labelHidden`), so
 * the screen does not say it twice; `chips` shows a list value as chips.
 */
export function FieldLink({ to, label, value, labelHidden = false, chips }: { to: string; label: string; value: string | null; labelHidden?: boolean; chips?: string[] }) {
  const { t } = useTranslation('profile');
  return (
    <Link to={to} className={styles.row}>
      <span className={styles.rowText}>
        <span className={labelHidden ? 'visually-hidden' : styles.rowLabel}>{label}</span>
        {value !== null && chips && chips.length > 0 ? (
          <>
            <span className="visually-hidden">{value}</span>
            <span className={styles.valueChips} aria-hidden="true">
              {chips.map((chip) => (
                <span key={chip}>{chip}</span>
              ))}
            </span>
          </>
        ) : (
          <span className={styles.rowValue} data-empty={value === null || undefined}>
            {value ?? t('edit.add')}
          </span>
        )}
      </span>
      <ChevronGlyph className={styles.chevron} />
    </Link>
  );
}
