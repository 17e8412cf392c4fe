import { cityIndex, type City } from './city-index.ts';

export type { City };

/** GeoNames city by id, from the city index (loaded on first use). */
export function cityById(id: number): City | undefined {
  return cityIndex().cityById(id);
}

/** The city's name as the language writes it (`ru-RU`: Мюнхен), else its GeoNames name. */
export function cityName(city: City, language: string): string {
  return cityIndex().nameIn(city, language);
}
