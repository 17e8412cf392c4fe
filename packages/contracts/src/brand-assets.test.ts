import { describe, expect, it } from 'vitest';
import { BRANDS, brandByShortName, type Brand } from './brands.ts';
import { brandPalette } from './brand-theme.ts';
import {
  ANDROID_ICON_SIZES,
  APPLE_TOUCH_SIZES,
  BRAND_ASSETS,
  brandAssetUrl,
  brandIconSvg,
  boldTextWidthEm,
  brandLogoSvg,
  FAVICON_SIZES,
  isBrandAsset,
  MANIFEST_VERSION,
} from './brand-assets.ts';

const amora = brandByShortName('amora')!;

describe('brand asset constants (spec 1 §1)', () => {
  it('has version 3 and the spec sizes', () => {
    expect(MANIFEST_VERSION).toBe(3);
    expect(FAVICON_SIZES).toEqual([32, 57, 72, 114, 144]);
    expect(APPLE_TOUCH_SIZES).toEqual([16, 32, 57, 72, 96, 114, 144, 152, 180, 192]);
    expect(ANDROID_ICON_SIZES).toEqual([192, 512]);
  });

  it('lists every file served under /brand/<shortName>/', () => {
    expect(BRAND_ASSETS).toHaveLength(4 + 5 + 10 + 2);
    expect(isBrandAsset('favicon-57.png')).toBe(true);
    expect(isBrandAsset('apple-touch-icon-180.png')).toBe(true);
    expect(isBrandAsset('icon-512.png')).toBe(true);
    expect(isBrandAsset('icon-256.png')).toBe(false);
    expect(isBrandAsset('favicon-16.png')).toBe(false);
    expect(isBrandAsset('../secrets.json')).toBe(false);
  });
});

describe('brandAssetUrl', () => {
  it('versions the manifest, icons and share image, not the logos', () => {
    expect(brandAssetUrl(amora, 'logo.svg')).toBe('/brand/amora/logo.svg');
    expect(brandAssetUrl(amora, 'logo-inverted.svg')).toBe('/brand/amora/logo-inverted.svg');
    expect(brandAssetUrl(amora, 'manifest.json')).toBe('/brand/amora/manifest.json?v=3');
    expect(brandAssetUrl(amora, 'favicon-32.png')).toBe('/brand/amora/favicon-32.png?v=3');
    expect(brandAssetUrl(amora, 'apple-touch-icon-180.png')).toBe('/brand/amora/apple-touch-icon-180.png?v=3');
    expect(brandAssetUrl(amora, 'icon-512.png')).toBe('/brand/amora/icon-512.png?v=3');
    expect(brandAssetUrl(amora, 'share.png')).toBe('/brand/amora/share.png?v=3');
  });
});

describe('brandLogoSvg', () => {
  it.each(BRANDS.map((b) => [b.shortName, b] as const))('%s: sized to its logo box, named, in both variants', (_name, brand) => {
    for (const variant of ['normal', 'inverted'] as const) {
      const svg = brandLogoSvg(brand, variant);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`width="${brand.logo.width}" height="${brand.logo.height}"`);
      expect(svg).toContain(`viewBox="0 0 ${brand.logo.width} ${brand.logo.height}"`);
      expect(svg).toContain(`aria-label="${brand.name}"`);
      expect(svg).toContain(`>${brand.name}</text>`);
      expect(svg).toContain('font-family="system-ui');
    }
  });

  it('uses the brand colours, and white text for dark backgrounds when inverted', () => {
    const normal = brandLogoSvg(amora, 'normal');
    const inverted = brandLogoSvg(amora, 'inverted');
    expect(normal).toContain(`fill="${brandPalette(amora, 'light')['--color-primary']}"`);
    expect(normal).toContain(`fill="${brandPalette(amora, 'light')['--color-text']}"`);
    expect(inverted).toContain(`fill="${brandPalette(amora, 'dark')['--color-primary']}"`);
    expect(inverted).toMatch(/fill="#FFFFFF">Amora<\/text>/);
  });

  it('keeps the name inside the box', () => {
    for (const brand of BRANDS) {
      const svg = brandLogoSvg(brand, 'normal');
      const [, x, size] = /<text x="([\d.]+)" y="[\d.]+" font-family="[^"]+" font-size="([\d.]+)"[^>]*>[^<]+<\/text><\/svg>$/.exec(svg)!;
      expect(Number(x) + boldTextWidthEm(brand.name) * Number(size)).toBeLessThanOrEqual(brand.logo.width + 0.01);
    }
  });

  it('measures a name by its letters, wide ones wider (issue 15: "Solmate" was cut off)', () => {
    expect(boldTextWidthEm('Solmate')).toBeGreaterThan(boldTextWidthEm('Solilai'));
    expect(boldTextWidthEm('Solmate')).toBeGreaterThan('Solmate'.length * 0.62);
  });

  it('escapes the name', () => {
    const odd: Brand = { ...amora, name: 'A&B <x>' };
    const svg = brandLogoSvg(odd, 'normal');
    expect(svg).not.toContain('<x>');
    expect(svg).toContain('A&#38;B &#60;x&#62;');
  });
});

describe('brandIconSvg', () => {
  it('draws the glyph on the brand gradient, rounded for favicons and full-bleed for apple-touch', () => {
    const light = brandPalette(amora, 'light');
    const rounded = brandIconSvg(amora, 32, 'rounded');
    expect(rounded).toContain('width="32" height="32" viewBox="0 0 64 64"');
    expect(rounded).toContain(`stop-color="${light['--color-primary']}"`);
    expect(rounded).toContain(`stop-color="${light['--color-accent']}"`);
    expect(rounded).toContain('rx="14"');
    expect(brandIconSvg(amora, 180, 'square')).toContain('rx="0"');
    expect(brandIconSvg(brandByShortName('datewise')!, 32, 'rounded')).toContain('>D</text>');
  });
});
