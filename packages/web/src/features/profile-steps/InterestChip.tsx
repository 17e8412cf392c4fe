import styles from './InterestsStep.module.css';

/** One interest as a toggle chip: a real checkbox, so Space toggles it and it reads as checked or not. */
export function InterestChip({ title, checked, onToggle }: { title: string; checked: boolean; onToggle: () => void }) {
  return (
    <label className={styles.chip} data-checked={checked || undefined}>
      <input type="checkbox" className={styles.checkbox} checked={checked} onChange={onToggle} />
      <span>{title}</span>
    </label>
  );
}
