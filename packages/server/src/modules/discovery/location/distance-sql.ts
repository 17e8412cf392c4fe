import { sql, type RawBuilder } from 'kysely';
import { EARTH_RADIUS_KM } from '../../member-views/index.ts';
import type { Point } from './cell.ts';

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The haversine `h` between `centre` and the cell centre of a `member_locations` row aliased `l`
 * (the great-circle distance is 2R·asin(√h)), as nearby, search and the matches game all measure.
 */
export function haversineH(centre: Point): RawBuilder<number> {
  return sql<number>`power(sin(radians(l.latitude - ${centre.latitude}) / 2), 2) + ${Math.cos(radians(centre.latitude))} * cos(radians(l.latitude)) * power(sin(radians(l.longitude - ${centre.longitude}) / 2), 2)`;
}

/** The largest `h` of a cell at most `km` away. */
export const hWithin = (km: number) => Math.sin(km / (2 * EARTH_RADIUS_KM)) ** 2;
