import type { ThemeMode } from '@amora/contracts';
import { TIER_NAMES, type TierName } from '../../shared/ui/tier-themes.ts';

export const GALLERY_PATH = '/dev/components';

/** The theme the gallery shows: a tier, and a forced mode or none (the system's). */
export interface GalleryTheme {
  tier: TierName;
  mode?: ThemeMode;
}

const isTier = (value: string | null): value is TierName => TIER_NAMES.some((tier) => tier === value);
const isMode = (value: string | null): value is ThemeMode => value === 'light' || value === 'dark';

/** `?tier=…&mode=…`; an unknown tier is the brand's, an unknown mode follows the system. */
export function galleryTheme(search: URLSearchParams): GalleryTheme {
  const tier = search.get('tier');
  const mode = search.get('mode');
  return { tier: isTier(tier) ? tier : 'brand', ...(isMode(mode) ? { mode } : {}) };
}

/** The gallery's address for `theme`, with only what differs from the defaults. */
export function galleryHref(theme: GalleryTheme): string {
  const search = new URLSearchParams();
  if (theme.tier !== 'brand') search.set('tier', theme.tier);
  if (theme.mode) search.set('mode', theme.mode);
  const query = search.toString();
  return query ? `${GALLERY_PATH}?${query}` : GALLERY_PATH;
}
