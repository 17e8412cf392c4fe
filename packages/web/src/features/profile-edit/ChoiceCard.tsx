import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ProfileEdit.module.css';

export interface ChoiceCardProps {
  /** Names the card's heading (`edit-<id>`). */
  id: string;
  title: string;
  /** What the value is, for a screen reader (the row shows only the value). */
  label: string;
  /** The current value in words; null shows "Add". */
  value: string | null;
  saving: boolean;
  disabled: boolean;
  onOpen: () => void;
  /** The chooser the row opens, when open. */
  children?: ReactNode;
}

/**
 * A profile edit card of one value saved at once from a chooser (the mood, the conversation
 * starter): its title, a row with the value or "Add" ("Saving…" meanwhile) that opens the chooser.
 */
export function ChoiceCard({ id, title, label, value, saving, disabled, onOpen, children }: ChoiceCardProps) {
  const { t } = useTranslation('profile');
  return (
    <section className={styles.card} aria-labelledby={`edit-${id}`}>
      <h2 id={`edit-${id}`} className={styles.cardTitle}>
        {title}
      </h2>
      <button type="button" className={styles.row} aria-haspopup="dialog" disabled={disabled || saving} onClick={onOpen}>
        <span className={styles.rowText}>
          <span className="visually-hidden">{label}</span>
          <span className={styles.rowValue} data-empty={value === null || undefined}>
            {saving ? t('edit.saving') : (value ?? t('edit.add'))}
          </span>
        </span>
      </button>
      {children}
    </section>
  );
}
