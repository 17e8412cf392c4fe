/**
 * Paywall timings of spec 1 §9, in ms. The spec's "matching count 57" is no constant here: the
 * paywall shows the member's true number of matches (issue 16.7 "Honest numbers", MatchesFound.tsx).
 */
export const CASUAL_STAGES = [
  { atMs: 600, percent: 100 / 3 },
  { atMs: 1600, percent: 200 / 3 },
  { atMs: 2600, percent: 100 },
] as const;
export const CASUAL_LOADED_AT_MS = 4100;
export const FADE_MS = 300;
export const DEFAULT_RING_MS = 4000;
export const BAR_MS = 3500;
export const SECOND_BLOCK_DELAY_MS = 800;
export const PAYWALL_PHOTOS_PAGE_SIZE = 4;
