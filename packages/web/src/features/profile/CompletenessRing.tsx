import { useTranslation } from 'react-i18next';
import styles from './ProfileChecklist.module.css';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The total percentage as a ring, exposed as a progress bar named `label`. */
export function CompletenessRing({ percentage, label, size = 'large' }: { percentage: number; label: string; size?: 'large' | 'small' }) {
  const { t } = useTranslation('profile');
  return (
    <div className={styles.ring} data-size={size} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percentage}>
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle className={styles.ringTrack} cx="50" cy="50" r={RADIUS} />
        <circle
          className={styles.ringValue}
          cx="50"
          cy="50"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - percentage / 100)}
        />
      </svg>
      <span className={styles.ringText} aria-hidden="true">
        {t('checklist.percent', { percentage })}
      </span>
    </div>
  );
}
