import styles from './HeroIllustration.module.css';

/** Two profile cards leaning towards each other with a heart between them: decorative only. */
export function HeroIllustration() {
  return (
    <svg className={styles.art} viewBox="0 0 320 190" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-avatar-a" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className={styles.stopPrimary} />
          <stop offset="1" className={styles.stopAccent} />
        </linearGradient>
        <linearGradient id="hero-avatar-b" x1="1" y1="0" x2="0" y2="1">
          <stop offset="0" className={styles.stopAccent} />
          <stop offset="1" className={styles.stopPrimary} />
        </linearGradient>
      </defs>
      <circle className={styles.blobPrimary} cx="92" cy="104" r="78" />
      <circle className={styles.blobAccent} cx="236" cy="86" r="66" />
      <g className={styles.cardLeft}>
        <rect className={styles.card} x="46" y="32" width="104" height="136" rx="18" />
        <rect x="56" y="42" width="84" height="78" rx="12" fill="url(#hero-avatar-a)" />
        <circle className={styles.person} cx="98" cy="72" r="15" />
        <path className={styles.person} d="M72 120c2-17 13-26 26-26s24 9 26 26z" />
        <rect className={styles.line} x="58" y="132" width="56" height="8" rx="4" />
        <rect className={styles.lineMuted} x="58" y="148" width="38" height="7" rx="3.5" />
      </g>
      <g className={styles.cardRight}>
        <rect className={styles.card} x="170" y="26" width="104" height="136" rx="18" />
        <rect x="180" y="36" width="84" height="78" rx="12" fill="url(#hero-avatar-b)" />
        <circle className={styles.person} cx="222" cy="66" r="15" />
        <path className={styles.person} d="M196 114c2-17 13-26 26-26s24 9 26 26z" />
        <rect className={styles.line} x="182" y="126" width="50" height="8" rx="4" />
        <rect className={styles.lineMuted} x="182" y="142" width="64" height="7" rx="3.5" />
      </g>
      <g className={styles.heart}>
        <circle className={styles.heartHalo} cx="160" cy="98" r="28" />
        <path
          className={styles.heartShape}
          d="M160 116s-19-11.5-19-24.2c0-6.4 4.9-10.8 10.3-10.8 3.7 0 6.8 2 8.7 5 1.9-3 5-5 8.7-5 5.4 0 10.3 4.4 10.3 10.8 0 12.7-19 24.2-19 24.2z"
        />
      </g>
      <path className={styles.sparkle} d="M40 40l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
      <path className={styles.sparkleAccent} d="M288 150l2.4 5.6 5.6 2.4-5.6 2.4-2.4 5.6-2.4-5.6-5.6-2.4 5.6-2.4z" />
      <circle className={styles.dot} cx="292" cy="40" r="4" />
      <circle className={styles.dotAccent} cx="30" cy="150" r="3" />
    </svg>
  );
}
