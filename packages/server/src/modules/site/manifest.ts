import { z } from 'zod';
import { ANDROID_ICON_SIZES, APPLE_TOUCH_SIZES, brandAssetUrl, brandPalette, FAVICON_SIZES, type Brand } from '@amora/contracts';

const manifestIconSchema = z.object({
  src: z.string(),
  sizes: z.string(),
  type: z.literal('image/png'),
  purpose: z.enum(['any', 'maskable']),
});

/** The web app manifest (W3C Web Application Manifest) of a brand, version 3 (spec 1 §1). */
export const webManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  orientation: z.literal('portrait'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(manifestIconSchema),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

/**
 * Favicons and the 192/512 install icons (which Chromium's install criteria require) have rounded
 * corners and transparent edges, so they are the `any` icons; the full-bleed apple-touch icons
 * keep the glyph inside the safe zone and double as `maskable`.
 * Portrait only: the app blocks landscape (spec 1 §2).
 */
export function webManifest(brand: Brand): WebManifest {
  const light = brandPalette(brand, 'light');
  return {
    id: '/',
    name: brand.name,
    short_name: brand.name,
    description: brand.description,
    lang: brand.defaultLanguage,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: light['--color-primary'],
    background_color: light['--color-bg'],
    icons: [
      ...FAVICON_SIZES.map((size) => icon(brandAssetUrl(brand, `favicon-${size}.png`), size, 'any' as const)),
      ...ANDROID_ICON_SIZES.map((size) => icon(brandAssetUrl(brand, `icon-${size}.png`), size, 'any' as const)),
      ...APPLE_TOUCH_SIZES.map((size) => icon(brandAssetUrl(brand, `apple-touch-icon-${size}.png`), size, 'maskable' as const)),
    ],
  };
}

function icon(src: string, size: number, purpose: 'any' | 'maskable') {
  return { src, sizes: `${size}x${size}`, type: 'image/png' as const, purpose };
}
