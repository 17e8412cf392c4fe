import { EARTH_RADIUS_KM } from '../../member-views/index.ts';
import type { Point } from './cell.ts';

/** Degrees each way, latitudes first; `longitude` null where the box would wrap (near a pole, across ±180°). */
export interface BoundingBox {
  latitude: readonly [min: number, max: number];
  longitude: readonly [min: number, max: number] | null;
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
/** A hair wider than the radius, so rounding never leaves out a member on the edge: the distance decides. */
const MARGIN = 1.001;

/**
 * The box of latitudes and longitudes that holds every point within `radiusKm` of the centre
 * (J. P. Matuschek, "Finding points within a distance of a latitude/longitude using bounding
 * coordinates"): it narrows the rows on the indexed centre columns before any distance is
 * computed. Near a pole or across the antimeridian only the latitude band narrows them.
 */
export function boundingBox(centre: Point, radiusKm: number): BoundingBox {
  const angle = (radiusKm * MARGIN) / EARTH_RADIUS_KM;
  const lat = radians(centre.latitude);
  const south = lat - angle;
  const north = lat + angle;
  if (south <= -Math.PI / 2 || north >= Math.PI / 2) {
    return { latitude: [degrees(Math.max(south, -Math.PI / 2)), degrees(Math.min(north, Math.PI / 2))], longitude: null };
  }
  const halfWidth = Math.asin(Math.sin(angle) / Math.cos(lat));
  const west = radians(centre.longitude) - halfWidth;
  const east = radians(centre.longitude) + halfWidth;
  const longitude = west < -Math.PI || east > Math.PI ? null : ([degrees(west), degrees(east)] as const);
  return { latitude: [degrees(south), degrees(north)], longitude };
}
