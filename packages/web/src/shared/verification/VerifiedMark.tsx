import styles from './VerifiedMark.module.css';

/** The verified check in its circle; `label` names it for assistive technology. */
export function VerifiedMark({ label }: { label: string }) {
  return (
    <span className={styles.badge} role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
