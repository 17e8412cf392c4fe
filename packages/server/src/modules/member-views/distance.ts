/** A stored location: today the profile city's coordinates (DESIGN.md §14), either may be missing. */
export interface Location {
  latitude: number | null;
  longitude: number | null;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance between two locations as members see it (DESIGN.md §14): whole km with
 * a floor of 1, so "less than 1 km" is a label and never a number; null when either is unknown.
 */
export function distanceKm(a: Location, b: Location): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return null;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.max(1, Math.round(km));
}
