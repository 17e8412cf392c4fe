/**
 * The centre of the grid cell a member is compared from (DESIGN.md §14): their browser's cell
 * while they share it, else their profile city's (modules/discovery). No finer point exists.
 */
export interface CellCentre {
  latitude: number;
  longitude: number;
}

export const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance between two members' cell centres as members see it (DESIGN.md §14):
 * whole km rounded up, at least 1, so "less than 1 km" is a label and never a number, and a
 * member shown at n km is inside every radius of n km or more. Null when either has no location.
 */
export function distanceKm(a: CellCentre | undefined, b: CellCentre | undefined): number | null {
  if (!a || !b) return null;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.max(1, Math.ceil(km));
}
