import { describe, expect, it } from 'vitest';
import { BRAND_THEME_IDS, brandPalette, contrastRatio as contrast, relativeLuminance as luminance, type ThemeMode } from '@amora/contracts';
import { ICON_NAMES } from './icon-names.ts';
import { TIER_ICONS, TIER_NAMES, TIER_OVERRIDES, TIER_VARS, tierPalette, tierTones } from './tier-themes.ts';

const MODES: ThemeMode[] = ['light', 'dark'];
const cases = BRAND_THEME_IDS.flatMap((brand) => TIER_NAMES.flatMap((tier) => MODES.map((mode) => [brand, tier, mode] as const)));

describe('tier themes (spec 3 §3, §9)', () => {
  it('cover the eleven tier names of the spec', () => {
    expect(TIER_NAMES).toEqual(['brand', 'coins', 'boost', 'premium base', 'premium plus', 'vip', 'smart message', 'messenger', 'verification', 'success', 'error']);
  });

  it.each(cases)('%s / %s / %s sets every tier variable', (brand, tier, mode) => {
    const palette = tierPalette(tier, mode, brand);
    expect(Object.keys(palette).sort()).toEqual([...TIER_VARS].sort());
    for (const value of Object.values(palette)) expect(value).toMatch(/^(#[0-9A-F]{6}|linear-gradient\(.+\))$/);
  });

  it.each(cases)('%s / %s / %s keeps text at 4.5:1 and graphics at 3:1', (brand, tier, mode) => {
    const t = tierTones(tier, mode, brand);
    const pairs: [string, string, string, number][] = [
      ['fg on bg', t.fg, t.bg, 4.5],
      ['fg on gradient start', t.fg, t.gradient[0], 4.5],
      ['fg on gradient end', t.fg, t.gradient[1], 4.5],
      ['accent-fg on accent', t.accentFg, t.accent, 4.5],
      ['accent on bg', t.accent, t.bg, 3],
      ['icon on bg', t.icon, t.bg, 3],
    ];
    for (const [pair, fg, bg, min] of pairs) {
      const ratio = contrast(fg, bg);
      expect({ pair, ok: ratio >= min, ratio: Number(ratio.toFixed(2)) }).toMatchObject({ ok: true });
    }
  });

  it('is dark in dark mode and light in light mode', () => {
    for (const brand of BRAND_THEME_IDS) {
      for (const tier of TIER_NAMES) {
        expect(luminance(tierTones(tier, 'dark', brand).bg)).toBeLessThan(0.05);
        expect(luminance(tierTones(tier, 'light', brand).bg)).toBeGreaterThan(0.7);
      }
    }
  });

  it('brand tier follows the brand palette', () => {
    for (const brand of BRAND_THEME_IDS) {
      for (const mode of MODES) {
        const palette = brandPalette({ theme: brand }, mode);
        expect(tierPalette('brand', mode, brand)['--tier-accent']).toBe(palette['--color-primary']);
        expect(tierPalette('brand', mode, brand)['--tier-fg']).toBe(palette['--color-text']);
      }
    }
  });

  it('gives at least two brands their own overrides, and an override wins over the shared tier', () => {
    const overridden = new Set<string>();
    for (const brand of BRAND_THEME_IDS) {
      for (const tier of TIER_NAMES) {
        const override = tier === 'brand' ? undefined : TIER_OVERRIDES[brand]?.[tier];
        if (!override) continue;
        overridden.add(brand);
        for (const mode of MODES) {
          expect(tierTones(tier, mode, brand)).toEqual(override[mode]);
          expect(tierTones(tier, mode, brand)).not.toEqual(tierTones(tier, mode, 'default'));
        }
      }
    }
    expect(overridden.size).toBeGreaterThanOrEqual(2);
  });

  it('names a sprite icon for every tier', () => {
    for (const tier of TIER_NAMES) expect(ICON_NAMES).toContain(TIER_ICONS[tier]);
  });
});
