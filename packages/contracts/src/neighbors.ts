import { z as zod } from 'zod';
import { listUserTeaserSchema, searchResultUserSchema } from './member-views.ts';

/**
 * Nearby (spec 1 §2 "nearby search with a distance slider", §7 `/v3/neighbors`, §9; spec 3 §6:
 * nearby needs premium; DESIGN.md §14 "Location"). Members are listed by the distance they are
 * shown at, whole km between cell centres, then in a fixed order among equals. `/v3/*` answers
 * the object itself.
 */

/** Spec 1 §9: nearby pages of 50, teasers 20. */
export const NEIGHBORS_PAGE_SIZE = 50;
export const NEIGHBOR_TEASERS_PAGE_SIZE = 20;
/** Spec 1 §9: the slider's ranges, 50 km unless the member picks another. */
export const NEARBY_RADII_KILOMETERS = [3, 5, 10, 25, 50] as const;
export type NearbyRadius = (typeof NEARBY_RADII_KILOMETERS)[number];
export const DEFAULT_NEARBY_RADIUS_KILOMETERS: NearbyRadius = 50;
/** A page token is opaque to the client; anything longer was never one of ours. */
export const NEARBY_PAGE_TOKEN_MAX_LENGTH = 128;

/** `GET /v3/neighbors?pageSize=&radiusKilometers=&pageToken=` (the `timestamp` cache buster is ignored). */
export const neighborsQuerySchema = zod.object({
  pageSize: zod.coerce.number().int().min(1).max(NEIGHBORS_PAGE_SIZE).default(NEIGHBORS_PAGE_SIZE),
  radiusKilometers: zod.coerce.number().pipe(zod.literal(NEARBY_RADII_KILOMETERS)).default(DEFAULT_NEARBY_RADIUS_KILOMETERS),
  /** The `nextPageToken` of the previous page; absent or empty for the first. */
  pageToken: zod.string().max(NEARBY_PAGE_TOKEN_MAX_LENGTH).optional(),
});
export type NeighborsQuery = zod.infer<typeof neighborsQuerySchema>;

/**
 * A page of nearby members (search result users with `distanceKilometers`), nearest first.
 * `nextPageToken` is empty on the last page. A page may hold fewer than `pageSize` hits while
 * more follow: members the viewer may not see are left out after the page is cut.
 */
export const neighborsResponseSchema = zod.object({
  hits: zod.array(searchResultUserSchema),
  nextPageToken: zod.string(),
});
export type NeighborsResponse = zod.infer<typeof neighborsResponseSchema>;

/** `GET /v3/neighbors/teasers?pageSize=`: the first nearby members within the default range, one page only. */
export const neighborTeasersQuerySchema = zod.object({
  pageSize: zod.coerce.number().int().min(1).max(NEIGHBOR_TEASERS_PAGE_SIZE).default(NEIGHBOR_TEASERS_PAGE_SIZE),
});
export type NeighborTeasersQuery = zod.infer<typeof neighborTeasersQuerySchema>;

/** What a member without premium sees of nearby: teasers, nothing that tells who anyone is (no hid, no distance). */
export const neighborTeasersResponseSchema = zod.object({ teasers: zod.array(listUserTeaserSchema) });
export type NeighborTeasersResponse = zod.infer<typeof neighborTeasersResponseSchema>;
