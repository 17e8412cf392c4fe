import { brandPalette, type BrandThemeId, type ThemeMode } from '@amora/contracts';
import type { IconName } from './icon-names.ts';

/** Tier theme names (spec 3 §3); each exists in light and dark (spec 3 §9). */
export const TIER_NAMES = [
  'brand',
  'coins',
  'boost',
  'premium base',
  'premium plus',
  'vip',
  'smart message',
  'messenger',
  'verification',
  'success',
  'error',
] as const;
export type TierName = (typeof TIER_NAMES)[number];

/** What a TierTheme sets; components inside it colour themselves from these. */
export const TIER_VARS = ['--tier-bg', '--tier-fg', '--tier-accent', '--tier-accent-fg', '--tier-icon', '--tier-gradient'] as const;
export type TierVar = (typeof TIER_VARS)[number];
export type TierPalette = Record<TierVar, string>;

/**
 * One tier in one mode. Text (`fg`) stays at 4.5:1 on `bg` and on both gradient stops, button
 * text (`accentFg`) at 4.5:1 on `accent`; `accent` and `icon` are graphics, 3:1 on `bg`
 * (tier-themes.test.ts checks every tier, mode and brand).
 */
export interface TierTones {
  bg: string;
  fg: string;
  accent: string;
  accentFg: string;
  icon: string;
  gradient: readonly [string, string];
}

type ProductTier = Exclude<TierName, 'brand'>;
type TierModes = Record<ThemeMode, TierTones>;

const TIERS: Record<ProductTier, TierModes> = {
  coins: {
    light: { bg: '#FFF8E1', fg: '#3D2800', accent: '#A35A00', accentFg: '#FFFFFF', icon: '#B86200', gradient: ['#FFF3BF', '#FFD43B'] },
    dark: { bg: '#1F1605', fg: '#FFF1C2', accent: '#FFC940', accentFg: '#1F1605', icon: '#FFC940', gradient: ['#2A1E06', '#4A3508'] },
  },
  boost: {
    light: { bg: '#F3F0FF', fg: '#24124D', accent: '#6741D9', accentFg: '#FFFFFF', icon: '#7048E8', gradient: ['#F3F0FF', '#D0BFFF'] },
    dark: { bg: '#17112B', fg: '#EDE7FF', accent: '#B197FC', accentFg: '#17112B', icon: '#B197FC', gradient: ['#1E1638', '#33255E'] },
  },
  'premium base': {
    light: { bg: '#FFF4E6', fg: '#3B1D05', accent: '#C2410C', accentFg: '#FFFFFF', icon: '#D9480F', gradient: ['#FFF4E6', '#FFC078'] },
    dark: { bg: '#1E1209', fg: '#FFE8CC', accent: '#FFA94D', accentFg: '#1E1209', icon: '#FFA94D', gradient: ['#26170B', '#4A2A12'] },
  },
  // Plus is the gold plan: old gold on warm ivory, and on near-black for the dark paywall.
  'premium plus': {
    light: { bg: '#FBF7EC', fg: '#2B2210', accent: '#7A5A00', accentFg: '#FFFFFF', icon: '#9C7300', gradient: ['#FBF7EC', '#F0DFA8'] },
    dark: { bg: '#121110', fg: '#F7EBC8', accent: '#E9C46A', accentFg: '#121110', icon: '#E9C46A', gradient: ['#1C1A16', '#3A3120'] },
  },
  vip: {
    light: { bg: '#F8F0FC', fg: '#35103F', accent: '#862E9C', accentFg: '#FFFFFF', icon: '#9C36B5', gradient: ['#F8F0FC', '#E5BFF0'] },
    dark: { bg: '#1B0F20', fg: '#F6E6FB', accent: '#DA77F2', accentFg: '#1B0F20', icon: '#DA77F2', gradient: ['#231429', '#3F2049'] },
  },
  'smart message': {
    light: { bg: '#E6FCF5', fg: '#06332A', accent: '#087F5B', accentFg: '#FFFFFF', icon: '#099268', gradient: ['#E6FCF5', '#A6F0D6'] },
    dark: { bg: '#0A1A15', fg: '#D3F9EC', accent: '#63E6BE', accentFg: '#0A1A15', icon: '#63E6BE', gradient: ['#0E231C', '#154536'] },
  },
  messenger: {
    light: { bg: '#E7F5FF', fg: '#0B2A47', accent: '#1864AB', accentFg: '#FFFFFF', icon: '#1971C2', gradient: ['#E7F5FF', '#A5D8FF'] },
    dark: { bg: '#0B1724', fg: '#DCEEFF', accent: '#74C0FC', accentFg: '#0B1724', icon: '#74C0FC', gradient: ['#0F1F31', '#173A5C'] },
  },
  verification: {
    light: { bg: '#E3FAFC', fg: '#062F36', accent: '#0B7285', accentFg: '#FFFFFF', icon: '#0C8599', gradient: ['#E3FAFC', '#99E9F2'] },
    dark: { bg: '#08191C', fg: '#D5F7FB', accent: '#66D9E8', accentFg: '#08191C', icon: '#66D9E8', gradient: ['#0C2327', '#134650'] },
  },
  success: {
    light: { bg: '#EBFBEE', fg: '#0F3317', accent: '#2B7A3B', accentFg: '#FFFFFF', icon: '#2B8A3E', gradient: ['#EBFBEE', '#B2F2BB'] },
    dark: { bg: '#0D1A10', fg: '#DDF8E1', accent: '#69DB7C', accentFg: '#0D1A10', icon: '#69DB7C', gradient: ['#112316', '#1C4526'] },
  },
  error: {
    light: { bg: '#FFF5F5', fg: '#4A0E0E', accent: '#C92A2A', accentFg: '#FFFFFF', icon: '#E03131', gradient: ['#FFF5F5', '#FFC9C9'] },
    dark: { bg: '#1F0D0D', fg: '#FFE3E3', accent: '#FF8787', accentFg: '#1F0D0D', icon: '#FF8787', gradient: ['#2A1111', '#4F1D1D'] },
  },
};

/**
 * Brand variants with their own take on a tier (spec 3 §9), where the shared tier colour would
 * clash with the brand's palette. A brand not listed here, or a tier a brand leaves out, uses
 * TIERS.
 */
export const TIER_OVERRIDES: Partial<Record<BrandThemeId, Partial<Record<ProductTier, TierModes>>>> = {
  // Luna's night sky: plus is moon-gold on indigo rather than gold on black.
  luna: {
    'premium plus': {
      light: { bg: '#F4F5FC', fg: '#141A3A', accent: '#3B4CCA', accentFg: '#FFFFFF', icon: '#8A6A00', gradient: ['#F4F5FC', '#D5DBF7'] },
      dark: { bg: '#0B1026', fg: '#FFF3BF', accent: '#FFD43B', accentFg: '#0B1026', icon: '#FFD43B', gradient: ['#0B1026', '#222C66'] },
    },
  },
  // Ember's boost burns in the brand's own orange instead of the shared violet.
  ember: {
    boost: {
      light: { bg: '#FFF1E6', fg: '#2A1508', accent: '#B02A37', accentFg: '#FFFFFF', icon: '#C2410C', gradient: ['#FFF1E6', '#FFC09F'] },
      dark: { bg: '#1A0F09', fg: '#FDEEE3', accent: '#FF8C42', accentFg: '#1A0F09', icon: '#FF8C42', gradient: ['#26170E', '#5A2A12'] },
    },
  },
  // Rendezvous keeps plus in burgundy and old gold, its evening-out colours.
  rendezvous: {
    'premium plus': {
      light: { bg: '#FBF8F3', fg: '#241A16', accent: '#8C1C3C', accentFg: '#FFFFFF', icon: '#8A5A00', gradient: ['#FBF8F3', '#ECD9B8'] },
      dark: { bg: '#17110F', fg: '#F5ECE3', accent: '#E0B84F', accentFg: '#17110F', icon: '#E0B84F', gradient: ['#221A17', '#4A2430'] },
    },
  },
};

/** The icon a tier shows when a component is given none (IconBadge, widgets). */
export const TIER_ICONS: Record<TierName, IconName> = {
  brand: 'heart',
  coins: 'coins',
  boost: 'rocket',
  'premium base': 'star',
  'premium plus': 'crown',
  vip: 'diamond',
  'smart message': 'sparkle',
  messenger: 'message',
  verification: 'verified',
  success: 'check',
  error: 'error',
};

/** The `brand` tier is the brand palette itself, so it follows every brand without a table. */
function brandTones(brandTheme: BrandThemeId, mode: ThemeMode): TierTones {
  const palette = brandPalette({ theme: brandTheme }, mode);
  return {
    bg: palette['--color-surface'],
    fg: palette['--color-text'],
    accent: palette['--color-primary'],
    accentFg: palette['--color-primary-contrast'],
    icon: palette['--color-primary'],
    gradient: [palette['--color-surface'], palette['--color-surface-2']],
  };
}

export function tierTones(tier: TierName, mode: ThemeMode, brandTheme: BrandThemeId): TierTones {
  if (tier === 'brand') return brandTones(brandTheme, mode);
  return (TIER_OVERRIDES[brandTheme]?.[tier] ?? TIERS[tier])[mode];
}

export function tierPalette(tier: TierName, mode: ThemeMode, brandTheme: BrandThemeId): TierPalette {
  const tones = tierTones(tier, mode, brandTheme);
  return {
    '--tier-bg': tones.bg,
    '--tier-fg': tones.fg,
    '--tier-accent': tones.accent,
    '--tier-accent-fg': tones.accentFg,
    '--tier-icon': tones.icon,
    '--tier-gradient': `linear-gradient(135deg, ${tones.gradient[0]}, ${tones.gradient[1]})`,
  };
}
