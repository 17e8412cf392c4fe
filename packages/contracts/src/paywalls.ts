import { z as zod } from 'zod';
import { PHOTO_PRESETS } from './photos.ts';

/**
 * Paywall content (spec 1 §4 "Signup-activated paywall", §7; DESIGN.md §13 "Paywall photos").
 * `/v3/*` answers the object itself (DESIGN.md §5).
 */

/** Spec 1 §9: the paywall asks for 4 photos. */
export const PAYWALL_PHOTOS_PAGE_SIZE = 4;
export const PAYWALL_PHOTOS_MAX_PAGE_SIZE = 20;

/**
 * The most matches the paywall counts (issue 16.7 "Honest numbers"; spec 1 §9 names a constant
 * 57, we show the true count instead). Beyond it the answer is `capped` and the page says
 * "999+": three digits never need a thousands separator in any of our languages, and counting
 * further would only cost the server more members to read for a number nobody checks.
 */
export const PAYWALL_MATCHES_CAP = 999;

/** `GET /v3/paywalls/content/photos?preset=&pageSize=` (the `timestamp` cache buster is ignored). */
export const paywallPhotosQuerySchema = zod.object({
  preset: zod.enum(PHOTO_PRESETS),
  pageSize: zod.coerce.number().int().min(1).max(PAYWALL_PHOTOS_MAX_PAGE_SIZE).default(PAYWALL_PHOTOS_PAGE_SIZE),
});
export type PaywallPhotosQuery = zod.infer<typeof paywallPhotosQuerySchema>;

/**
 * How many members the new member's matches game would deal them: `count` of them (at most
 * PAYWALL_MATCHES_CAP); `capped` when there are more than `count`, so the page shows "999+".
 * A count of 0 is the honest "nobody fits yet".
 */
export const paywallMatchesSchema = zod.object({
  count: zod.number().int().min(0).max(PAYWALL_MATCHES_CAP),
  capped: zod.boolean(),
});
export type PaywallMatches = zod.infer<typeof paywallMatchesSchema>;

/**
 * The member's real candidates (the matches game's, best first): their approved avatars, at most
 * one per image, and how many candidates there are. A teaser: only the rendition URL, never whose
 * photo it is (no hid, no id, no name — DESIGN.md §6). No candidates, no photos: never stand-ins.
 */
export const paywallPhotosResponseSchema = zod.object({
  photos: zod.array(zod.object({ url: zod.string(), preset: zod.enum(PHOTO_PRESETS) })),
  matches: paywallMatchesSchema,
});
export type PaywallPhotosResponse = zod.infer<typeof paywallPhotosResponseSchema>;
