import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands.ts';
import { contrastRatio as contrast, relativeLuminance as luminance } from './contrast.ts';
import { brandPalette, CSS_VARS, type CssVar, type Palette, type ThemeMode } from './brand-theme.ts';

const MODES: ThemeMode[] = ['light', 'dark'];
const cases = BRANDS.flatMap((brand) => MODES.map((mode) => [brand.shortName, mode, brandPalette(brand, mode)] as const));

/** [foreground, background, minimum ratio]: AA for text (4.5), 3 for focus rings and accents. */
const PAIRS: [CssVar, CssVar, number][] = [
  ['--color-text', '--color-bg', 4.5],
  ['--color-text', '--color-surface', 4.5],
  ['--color-text', '--color-surface-2', 4.5],
  ['--color-text-muted', '--color-bg', 4.5],
  ['--color-text-muted', '--color-surface', 4.5],
  ['--color-text-muted', '--color-surface-2', 4.5],
  ['--color-primary-contrast', '--color-primary', 4.5],
  ['--color-primary', '--color-bg', 4.5],
  ['--color-danger', '--color-bg', 4.5],
  ['--color-danger', '--color-surface', 4.5],
  ['--color-success', '--color-bg', 4.5],
  ['--color-accent', '--color-bg', 3],
  ['--color-focus', '--color-bg', 3],
];

describe('brand palettes', () => {
  it.each(cases)('%s %s sets exactly the CSS variables the web uses, as #RRGGBB', (_name, _mode, palette) => {
    expect(Object.keys(palette).sort()).toEqual([...CSS_VARS].sort());
    for (const value of Object.values(palette)) expect(value).toMatch(/^#[0-9A-F]{6}$/);
  });

  it.each(cases)('%s %s meets WCAG contrast', (_name, _mode, palette: Palette) => {
    for (const [fg, bg, min] of PAIRS) {
      const ratio = contrast(palette[fg], palette[bg]);
      expect({ pair: `${fg} on ${bg}`, ok: ratio >= min, ratio: Number(ratio.toFixed(2)) }).toMatchObject({ ok: true });
    }
  });

  it('gives dark mode a dark background and light text', () => {
    for (const brand of BRANDS) {
      const dark = brandPalette(brand, 'dark');
      expect(luminance(dark['--color-bg'])).toBeLessThan(0.05);
      expect(luminance(dark['--color-text'])).toBeGreaterThan(0.7);
    }
  });

  it('gives the six themed brands their own colours and the others the default palette', () => {
    const primaries = (mode: ThemeMode) => new Set(BRANDS.map((b) => brandPalette(b, mode)['--color-primary']));
    expect(primaries('light').size).toBe(7);
    expect(primaries('dark').size).toBe(7);
    const unthemed = BRANDS.filter((b) => b.theme === 'default');
    expect(unthemed).toHaveLength(20);
    for (const b of unthemed) expect(brandPalette(b, 'light')).toEqual(brandPalette(unthemed[0]!, 'light'));
  });
});
