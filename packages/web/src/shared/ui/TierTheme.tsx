import type { CSSProperties, ReactNode } from 'react';
import { brandPalette, type ThemeMode } from '@amora/contracts';
import { useBrand } from '../brand/brand-context.ts';
import { tierPalette, type TierName } from './tier-themes.ts';
import { useColorScheme } from './use-color-scheme.ts';
import styles from './TierTheme.module.css';

/**
 * A region in a tier's colours: sets the --tier-* variables for the brand and mode. Light or dark
 * follows the system unless `mode` forces one (the premium plus paywall is always dark); a forced
 * mode also brings the brand palette of that mode, so kit components inside read correctly.
 * `surface` picks what the region paints: the tier background (default), its gradient, or
 * nothing (variables only).
 */
export function TierTheme({
  tier,
  mode,
  surface = 'bg',
  className,
  children,
}: {
  tier: TierName;
  mode?: ThemeMode;
  surface?: 'bg' | 'gradient' | 'none';
  className?: string;
  children: ReactNode;
}) {
  const brand = useBrand();
  const systemMode = useColorScheme();
  const shown = mode ?? systemMode;
  const style = {
    ...(mode ? brandPalette(brand, mode) : {}),
    ...tierPalette(tier, shown, brand.theme),
    colorScheme: shown,
  } as CSSProperties;
  return (
    <div className={className ? `${styles.theme} ${className}` : styles.theme} data-tier={tier} data-mode={shown} data-surface={surface} style={style}>
      {children}
    </div>
  );
}
