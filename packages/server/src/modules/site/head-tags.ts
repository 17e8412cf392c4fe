import {
  APPLE_TOUCH_SIZES,
  BRAND_DATA_ELEMENT_ID,
  brandAssetUrl,
  brandPalette,
  FAVICON_SIZES,
  SHARE_IMAGE_SIZE,
  STARTUP_NAMESPACES,
  translationsPath,
  type Brand,
  type Language,
} from '@amora/contracts';
import { escapeHtml } from './escape-html.ts';

export interface PageContext {
  brand: Brand;
  language: Language;
  /** `https://host[:port]` of the request, for the absolute URLs share previews need. */
  origin: string;
  /** The page's path without its query: the canonical URL is origin + path. */
  path: string;
  /** The web build's id: the translations' URLs carry it. */
  build: string;
}

/**
 * The per-brand tags of index.html (spec 1 §1): the startup translations of the page's language,
 * description, theme colours, manifest, favicons, apple-touch icons, share preview, and the brand
 * the SPA boots with (its id, and the whole brand as JSON so the app carries no brand registry).
 */
export function headTags({ brand, language, origin, path, build }: PageContext, { preloadTexts = true } = {}): string {
  const light = brandPalette(brand, 'light');
  const dark = brandPalette(brand, 'dark');
  const shareImage = origin + brandAssetUrl(brand, 'share.png');
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
  return [
    // The texts the first render waits for, fetched beside the script rather than after it. The
    // app fetches them in cors mode with same-origin credentials, which `crossorigin` matches.
    ...(preloadTexts ? startupTexts(language, build).map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`) : []),
    // The brand's colours before any script (the app sets the same on <html> once it runs), so a
    // page rendered here paints in them; `html:root` outranks the stylesheet's defaults.
    `<style>${paletteRule(light)}@media (prefers-color-scheme: dark){${paletteRule(dark)}}</style>`,
    meta('name', 'description', brand.description),
    // One address per page for search engines: tracking and other query parameters dropped.
    `<link rel="canonical" href="${escapeHtml(origin + path)}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${escapeHtml(light['--color-bg'])}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${escapeHtml(dark['--color-bg'])}">`,
    `<link rel="manifest" href="${escapeHtml(brandAssetUrl(brand, 'manifest.json'))}">`,
    ...FAVICON_SIZES.map(
      (size) => `<link rel="icon" type="image/png" sizes="${size}x${size}" href="${escapeHtml(brandAssetUrl(brand, `favicon-${size}.png`))}">`,
    ),
    ...APPLE_TOUCH_SIZES.map(
      (size) => `<link rel="apple-touch-icon" sizes="${size}x${size}" href="${escapeHtml(brandAssetUrl(brand, `apple-touch-icon-${size}.png`))}">`,
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', brand.name),
    meta('property', 'og:title', brand.share.title),
    meta('property', 'og:description', brand.share.description),
    meta('property', 'og:url', `${origin}/`),
    meta('property', 'og:locale', language.replace('-', '_')),
    meta('property', 'og:image', shareImage),
    meta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height)),
    meta('property', 'og:image:alt', brand.name),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', brand.share.title),
    meta('name', 'twitter:description', brand.share.description),
    meta('name', 'twitter:image', shareImage),
    meta('name', 'amora-brand', String(brand.id)),
    `<script type="application/json" id="${BRAND_DATA_ELEMENT_ID}">${jsonInScript(brand)}</script>`,
  ].join('\n    ');
}

/** The addresses of the translations the app's first render reads. */
export function startupTexts(language: Language, build: string): string[] {
  return STARTUP_NAMESPACES.map((namespace) => translationsPath(language, namespace, build));
}

/** The palette as CSS variables; its values are the contracts' own colour constants. */
function paletteRule(palette: Record<string, string>): string {
  return `html:root{${Object.entries(palette).map(([name, value]) => `${name}:${value}`).join(';')}}`;
}

/** JSON inside a <script> element: nothing in it can close the element or start markup. */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
