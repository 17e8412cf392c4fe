import { z as zod } from 'zod';

/**
 * The member's own location (DESIGN.md §14 "Location"; the spec names no call for it): the
 * profile city, or, when the member opts in on the web, the browser's position. The server snaps
 * that position at once to a grid cell of about 0.7 km² and keeps only the cell: every distance
 * another member sees is measured between cell centres. `/v3/*` answers the object itself.
 */

/** A member's location changes at most this many times a day; the next change is a 429 with retry-after. */
export const LOCATION_CHANGES_PER_DAY = 10;

/** What distances are measured from: the browser's position (its cell), the profile city (its cell), or nothing yet. */
export const LOCATION_SOURCES = ['browser', 'city', 'none'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

/** `PUT /v3/users/me/location`: the browser's position, sent once; any other field is refused. */
export const browserPositionSchema = zod.strictObject({
  latitude: zod.number().min(-90).max(90),
  longitude: zod.number().min(-180).max(180),
});
export type BrowserPosition = zod.infer<typeof browserPositionSchema>;

/** The answer of GET, PUT and DELETE `/v3/users/me/location`. */
export const memberLocationSchema = zod.object({ source: zod.enum(LOCATION_SOURCES) });
export type MemberLocation = zod.infer<typeof memberLocationSchema>;
