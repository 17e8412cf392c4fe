import { Icon } from './Icon.tsx';
import type { IconName } from './icon-names.ts';
import { TIER_ICONS, type TierName } from './tier-themes.ts';
import { TierTheme } from './TierTheme.tsx';
import styles from './IconBadge.module.css';

export type IconBadgeProps = {
  /** The symbol shown; without it, the tier's own icon. */
  icon?: IconName;
  /** Colours the badge in a tier theme; the brand's colours without one. */
  tier?: TierName;
  /** Names the icon for assistive technology; decorative without it. */
  label?: string;
};

/** An icon in a small round badge (spec 3 §2), e.g. the tier mark on a user's avatar. */
export function IconBadge({ icon, tier, label }: IconBadgeProps) {
  const name = icon ?? (tier === undefined ? undefined : TIER_ICONS[tier]);
  // Spec 3 §8 names this error; a badge with nothing in it is a programming mistake.
  if (name === undefined) throw new Error('Icon cannot be empty.');
  const symbol = <Icon name={name} label={label} size={14} />;
  if (tier === undefined) return <span className={styles.badge}>{symbol}</span>;
  return (
    <TierTheme tier={tier} surface="none" className={styles.badge}>
      {symbol}
    </TierTheme>
  );
}
