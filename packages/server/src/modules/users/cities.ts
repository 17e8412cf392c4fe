import { cityIndex, type City } from '../geolocation/city-index.ts';

export type { City };

/** GeoNames city by id, from the geolocation module's city index (loaded on first use). */
export function cityById(id: number): City | undefined {
  return cityIndex().cityById(id);
}
