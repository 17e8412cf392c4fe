import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { EARTH_RADIUS_KM } from '../../member-views/index.ts';
import { boundingBox } from './bounding-box.ts';
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

/**
 * The `member_locations` rows `l` within `radiusKm` of `centre`: the bounding box narrows them on
 * the indexed centre columns before any distance is computed, the great-circle distance decides.
 */
export function withinRadius(centre: Point, radiusKm: number): RawBuilder<SqlBool> {
  const box = boundingBox(centre, radiusKm);
  const conditions = [sql`l.latitude >= ${box.latitude[0]}`, sql`l.latitude <= ${box.latitude[1]}`];
  if (box.longitude) conditions.push(sql`l.longitude >= ${box.longitude[0]}`, sql`l.longitude <= ${box.longitude[1]}`);
  conditions.push(sql`${haversineH(centre)} <= ${hWithin(radiusKm)}`);
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** The row `l` a member is found by: the browser's position where they shared it, else their chosen city. */
export const LOCATION_IN_USE = sql<SqlBool>`(l.source = 'browser' or not exists (select 1 from member_locations b where b.account_id = l.account_id and b.source = 'browser'))`;
