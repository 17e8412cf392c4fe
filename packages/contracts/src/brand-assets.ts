import { brandPalette } from './brand-theme.ts';
import type { Brand } from './brands.ts';

/** Manifest and icon version (spec 1 §1): part of their URLs, so a new version busts caches. */
export const MANIFEST_VERSION = 3;
export const FAVICON_SIZES = [32, 57, 72, 114, 144] as const;
export const APPLE_TOUCH_SIZES = [16, 32, 57, 72, 96, 114, 144, 152, 180, 192] as const;
/** Chromium's install criteria and Lighthouse want a 192 and a 512 px `any` icon in the manifest. */
export const ANDROID_ICON_SIZES = [192, 512] as const;
export type FaviconSize = (typeof FAVICON_SIZES)[number];
export type AppleTouchSize = (typeof APPLE_TOUCH_SIZES)[number];
export type AndroidIconSize = (typeof ANDROID_ICON_SIZES)[number];
/** The Open Graph image size every share preview renders at. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The files served under `/brand/<shortName>/`. */
export type BrandAsset =
  | 'logo.svg'
  | 'logo-inverted.svg'
  | 'manifest.json'
  | 'share.png'
  | `favicon-${FaviconSize}.png`
  | `apple-touch-icon-${AppleTouchSize}.png`
  | `icon-${AndroidIconSize}.png`;

export const BRAND_ASSETS: readonly BrandAsset[] = [
  'logo.svg',
  'logo-inverted.svg',
  'manifest.json',
  'share.png',
  ...FAVICON_SIZES.map((size) => `favicon-${size}.png` as const),
  ...APPLE_TOUCH_SIZES.map((size) => `apple-touch-icon-${size}.png` as const),
  ...ANDROID_ICON_SIZES.map((size) => `icon-${size}.png` as const),
];

export function isBrandAsset(file: string): file is BrandAsset {
  return (BRAND_ASSETS as readonly string[]).includes(file);
}

/**
 * The URL of a brand asset. The manifest, the icons and the share image carry `?v=3` so they can
 * be cached for a year; the logos are what the SPA draws and keep a plain address.
 */
export function brandAssetUrl(brand: Pick<Brand, 'shortName'>, asset: BrandAsset): string {
  const path = `/brand/${brand.shortName}/${asset}`;
  return asset.endsWith('.svg') ? path : `${path}?v=${MANIFEST_VERSION}`;
}

export type LogoVariant = 'normal' | 'inverted';

const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
/** A heart drawn in a 24×24 box. */
const HEART_PATH = 'M12 21C12 21 3 15.4 3 9.2 3 6.1 5.4 4 8 4c1.8 0 3.2 1 4 2.4C12.8 5 14.2 4 16 4c2.6 0 5 2.1 5 5.2C21 15.4 12 21 12 21Z';
/**
 * Advances of bold sans-serif glyphs, in em, as wide as the widest common system-ui fallback
 * (DejaVu Sans Bold, which Linux draws system-ui with): an average advance let a name with wide
 * letters ("Solmate": m, a, e) run past its box, where the SVG cut it off.
 */
const BOLD_ADVANCE: Record<string, number> = {
  A: 0.77, B: 0.76, C: 0.74, D: 0.83, E: 0.69, F: 0.69, G: 0.83, H: 0.84, I: 0.38, J: 0.38, K: 0.78, L: 0.64, M: 1.0,
  N: 0.84, O: 0.85, P: 0.74, Q: 0.85, R: 0.77, S: 0.72, T: 0.69, U: 0.82, V: 0.78, W: 1.1, X: 0.78, Y: 0.73, Z: 0.73,
  a: 0.68, b: 0.72, c: 0.6, d: 0.72, e: 0.68, f: 0.44, g: 0.72, h: 0.72, i: 0.35, j: 0.35, k: 0.67, l: 0.35, m: 1.05,
  n: 0.72, o: 0.69, p: 0.72, q: 0.72, r: 0.5, s: 0.6, t: 0.48, u: 0.72, v: 0.66, w: 0.93, x: 0.65, y: 0.66, z: 0.59,
  ' ': 0.35,
};
/** What a glyph missing from the table is taken to be. */
const BOLD_ADVANCE_OTHER = 0.75;

/** The width of `text` set in bold sans-serif, in em, erring on the wide side. */
export function boldTextWidthEm(text: string): number {
  return Array.from(text).reduce((sum, glyph) => sum + (BOLD_ADVANCE[glyph] ?? BOLD_ADVANCE_OTHER), 0);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function initial(brand: Pick<Brand, 'name'>): string {
  return escapeXml(brand.name.charAt(0).toUpperCase());
}

/**
 * The wordmark (spec 1 §1: normal and inverted variants, box fixed per brand): the brand's glyph
 * in its primary colour, then the name. `inverted` is for dark backgrounds.
 */
export function brandLogoSvg(brand: Brand, variant: LogoVariant): string {
  const { width, height, glyph } = brand.logo;
  const palette = brandPalette(brand, variant === 'normal' ? 'light' : 'dark');
  const mark = palette['--color-primary'];
  const ink = variant === 'normal' ? palette['--color-text'] : '#FFFFFF';
  const gap = Math.round(height * 0.25);
  const textWidth = width - height - gap;
  const fontSize = Math.min(height * 0.62, textWidth / boldTextWidthEm(brand.name));
  const name = escapeXml(brand.name);
  const glyphSvg =
    glyph === 'heart'
      ? `<path transform="scale(${height / 24})" d="${HEART_PATH}" fill="${mark}"/>`
      : `<rect width="${height}" height="${height}" rx="${height * 0.28}" fill="${mark}"/>` +
        `<text x="${height / 2}" y="${height * 0.7}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${height * 0.6}" font-weight="700" fill="${palette['--color-primary-contrast']}">${initial(brand)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${name}">` +
    `<title>${name}</title>${glyphSvg}` +
    `<text x="${height + gap}" y="${height / 2 + fontSize * 0.36}" font-family="${FONT_FAMILY}" font-size="${floorTo2(fontSize)}" font-weight="700" fill="${ink}">${name}</text>` +
    `</svg>`
  );
}

/**
 * The square app icon every favicon, apple-touch icon, install icon and the share image are
 * rendered from: the glyph in white on a primary-to-accent gradient. Favicons and install icons get
 * rounded corners; apple-touch icons are full-bleed because iOS rounds them itself and fills
 * transparency with black.
 */
export function brandIconSvg(brand: Brand, size: number, shape: 'rounded' | 'square'): string {
  const palette = brandPalette(brand, 'light');
  const gradientId = `${brand.shortName}-icon-bg`;
  const glyph =
    brand.logo.glyph === 'heart'
      ? `<path transform="translate(14 15) scale(1.5)" d="${HEART_PATH}" fill="#FFFFFF"/>`
      : `<text x="32" y="45" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="38" font-weight="700" fill="#FFFFFF">${initial(brand)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette['--color-primary']}"/><stop offset="1" stop-color="${palette['--color-accent']}"/>` +
    `</linearGradient></defs>` +
    `<rect width="64" height="64" rx="${shape === 'rounded' ? 14 : 0}" fill="url(#${gradientId})"/>${glyph}` +
    `</svg>`
  );
}

/** Rounded down, so the name never grows past the width it was fitted to. */
function floorTo2(n: number): number {
  return Math.floor(n * 100) / 100;
}
