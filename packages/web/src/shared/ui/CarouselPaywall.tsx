import { useId, type ReactNode } from 'react';
import { TierTheme } from './TierTheme.tsx';
import type { TierName } from './tier-themes.ts';
import styles from './CarouselPaywall.module.css';

export interface CarouselPaywallProps {
  /** Whose paywall this is; it picks the colours. */
  tier: TierName;
  title: ReactNode;
  carousel: ReactNode;
  tariffs: ReactNode;
  text?: ReactNode;
  button: ReactNode;
}

/**
 * The paywall layout with slots (spec 3 §2): title, carousel, tariff list, text and button.
 * Premium plus is always dark and every other paywall always light, whatever the system
 * prefers: the look belongs to the offer.
 */
export function CarouselPaywall({ tier, title, carousel, tariffs, text, button }: CarouselPaywallProps) {
  const titleId = useId();
  return (
    <TierTheme tier={tier} mode={tier === 'premium plus' ? 'dark' : 'light'} surface="gradient" className={styles.paywall}>
      <section className={styles.layout} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.carousel}>{carousel}</div>
        <div className={styles.tariffs}>{tariffs}</div>
        {text && <div className={styles.text}>{text}</div>}
        <div className={styles.button}>{button}</div>
      </section>
    </TierTheme>
  );
}
