
/**
 * Brand colours as CSS custom properties (DESIGN.md §2: brand × tier × light/dark themes).
 * The web sets these on the document root; the server uses them for theme-color, the manifest
 * and the generated icons. Every palette keeps body text and muted text at WCAG AA (4.5:1) on
 * the background and both surfaces, and button text at 4.5:1 on the primary colour
 * (brand-theme.test.ts checks each brand in each mode).
 */
export const CSS_VARS = [
  '--color-primary',
  '--color-primary-contrast',
  '--color-accent',
  '--color-bg',
  '--color-surface',
  '--color-surface-2',
  '--color-text',
  '--color-text-muted',
  '--color-border',
  '--color-danger',
  '--color-success',
  '--color-focus',
] as const;
export type CssVar = (typeof CSS_VARS)[number];

export type ThemeMode = 'light' | 'dark';
export type Palette = Record<CssVar, string>;

/** Six brands have their own palettes (spec 1 §1); every other brand uses `default`. */
export const BRAND_THEME_IDS = ['default', 'amora', 'lovella', 'flirtania', 'rendezvous', 'luna', 'ember'] as const;
export type BrandThemeId = (typeof BRAND_THEME_IDS)[number];

interface Tones {
  primary: string;
  primaryContrast: string;
  accent: string;
  bg: string;
  surface: string;
  surface2: string;
  text: string;
  textMuted: string;
  border: string;
}

/** Status colours are shared so red always means the same thing across brands. */
const STATUS: Record<ThemeMode, Pick<Palette, '--color-danger' | '--color-success' | '--color-focus'>> = {
  light: { '--color-danger': '#C92A2A', '--color-success': '#2B7A3B', '--color-focus': '#1971C2' },
  dark: { '--color-danger': '#FF8787', '--color-success': '#69DB7C', '--color-focus': '#74C0FC' },
};

const THEMES: Record<BrandThemeId, Record<ThemeMode, Tones>> = {
  // Rose on clean neutrals: friendly, and calm enough for twenty different brands.
  default: {
    light: { primary: '#C2255C', primaryContrast: '#FFFFFF', accent: '#7048E8', bg: '#FFFFFF', surface: '#F8F9FA', surface2: '#F1F3F5', text: '#1B1B1F', textMuted: '#5C5F66', border: '#DEE2E6' },
    dark: { primary: '#F783AC', primaryContrast: '#1B1B1F', accent: '#B197FC', bg: '#141517', surface: '#1F2024', surface2: '#2A2B30', text: '#F1F3F5', textMuted: '#A6A7AB', border: '#373A40' },
  },
  // Warm crimson with an orange spark on a blush-tinted white.
  amora: {
    light: { primary: '#C7253E', primaryContrast: '#FFFFFF', accent: '#C2410C', bg: '#FFFBFA', surface: '#FFF1EE', surface2: '#FFE4DE', text: '#2B1216', textMuted: '#6E4A4F', border: '#F3D3CD' },
    dark: { primary: '#FF8A9B', primaryContrast: '#2B1216', accent: '#FFA94D', bg: '#1A1113', surface: '#25181B', surface2: '#321F24', text: '#FBEDEF', textMuted: '#C4A5AA', border: '#4A2E34' },
  },
  // Violet and pink: romantic, a little dreamy.
  lovella: {
    light: { primary: '#6741D9', primaryContrast: '#FFFFFF', accent: '#C2255C', bg: '#FCFAFF', surface: '#F4F0FF', surface2: '#EAE2FF', text: '#1E1537', textMuted: '#5B5175', border: '#DDD3F7' },
    dark: { primary: '#B197FC', primaryContrast: '#1E1537', accent: '#F783AC', bg: '#151126', surface: '#1F1936', surface2: '#2A2247', text: '#EFEAFF', textMuted: '#B3A9D6', border: '#3D3463' },
  },
  // Playful fuchsia with tangerine.
  flirtania: {
    light: { primary: '#A61E85', primaryContrast: '#FFFFFF', accent: '#C2410C', bg: '#FFF9FD', surface: '#FDF0F9', surface2: '#FAE1F2', text: '#2A0F24', textMuted: '#6B4A63', border: '#F0D0E6' },
    dark: { primary: '#F283D0', primaryContrast: '#2A0F24', accent: '#FFA94D', bg: '#1B0F19', surface: '#271624', surface2: '#341E30', text: '#FCEBF7', textMuted: '#C9A6BF', border: '#4D2D47' },
  },
  // Burgundy and old gold on ivory: an evening out.
  rendezvous: {
    light: { primary: '#8C1C3C', primaryContrast: '#FFFFFF', accent: '#8A5A00', bg: '#FBF8F3', surface: '#F5EFE6', surface2: '#ECE3D5', text: '#241A16', textMuted: '#63574F', border: '#DDD0BE' },
    dark: { primary: '#E89AAE', primaryContrast: '#241A16', accent: '#E0B84F', bg: '#17110F', surface: '#221A17', surface2: '#2E2420', text: '#F5ECE3', textMuted: '#BFAE9F', border: '#45372F' },
  },
  // Night-sky indigo with a moon-gold accent.
  luna: {
    light: { primary: '#3B4CCA', primaryContrast: '#FFFFFF', accent: '#6741D9', bg: '#F8F9FE', surface: '#EEF1FC', surface2: '#E1E6F8', text: '#121833', textMuted: '#4F5878', border: '#CDD4EE' },
    dark: { primary: '#9AA8FF', primaryContrast: '#0B1026', accent: '#FFD43B', bg: '#0B1026', surface: '#141A36', surface2: '#1D2447', text: '#E8EBFA', textMuted: '#A3AACB', border: '#2F3868' },
  },
  // Glowing orange on warm paper; charcoal and embers in the dark.
  ember: {
    light: { primary: '#C2410C', primaryContrast: '#FFFFFF', accent: '#B02A37', bg: '#FFFAF5', surface: '#FFF1E6', surface2: '#FFE3CC', text: '#2A1508', textMuted: '#6B4B36', border: '#F2D3B8' },
    dark: { primary: '#FF8C42', primaryContrast: '#2A1508', accent: '#FF6B6B', bg: '#1A0F09', surface: '#26170E', surface2: '#332014', text: '#FDEEE3', textMuted: '#CFAE96', border: '#4A3020' },
  },
};

export function brandPalette(brand: { theme: BrandThemeId }, mode: ThemeMode): Palette {
  const t = THEMES[brand.theme][mode];
  return {
    '--color-primary': t.primary,
    '--color-primary-contrast': t.primaryContrast,
    '--color-accent': t.accent,
    '--color-bg': t.bg,
    '--color-surface': t.surface,
    '--color-surface-2': t.surface2,
    '--color-text': t.text,
    '--color-text-muted': t.textMuted,
    '--color-border': t.border,
    ...STATUS[mode],
  };
}
