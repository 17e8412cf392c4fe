import { z as zod } from 'zod';
import { PHOTO_PRESETS } from './photos.ts';

/**
 * Paywall content (spec 1 §4 "Signup-activated paywall", §7; DESIGN.md §13 "Paywall photos").
 * `/v3/*` answers the object itself (DESIGN.md §5).
 */

/** Spec 1 §9: the paywall asks for 4 photos. */
export const PAYWALL_PHOTOS_PAGE_SIZE = 4;
export const PAYWALL_PHOTOS_MAX_PAGE_SIZE = 20;

/** `GET /v3/paywalls/content/photos?preset=&pageSize=` (the `timestamp` cache buster is ignored). */
export const paywallPhotosQuerySchema = zod.object({
  preset: zod.enum(PHOTO_PRESETS),
  pageSize: zod.coerce.number().int().min(1).max(PAYWALL_PHOTOS_MAX_PAGE_SIZE).default(PAYWALL_PHOTOS_PAGE_SIZE),
});
export type PaywallPhotosQuery = zod.infer<typeof paywallPhotosQuerySchema>;

/**
 * Approved avatars of active members of the searched gender, nearest first. A teaser: only the
 * rendition URL, never whose photo it is (no hid, no id, no name — DESIGN.md §6).
 */
export const paywallPhotosResponseSchema = zod.object({
  photos: zod.array(zod.object({ url: zod.string(), preset: zod.enum(PHOTO_PRESETS) })),
});
export type PaywallPhotosResponse = zod.infer<typeof paywallPhotosResponseSchema>;
