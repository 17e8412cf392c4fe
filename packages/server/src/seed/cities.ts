import type { Language } from '@amora/contracts';
import { cityIndex, GEONAMES_COUNTRY_IDS } from '../modules/geolocation/index.ts';
import type { NameLanguage } from './names.ts';

export interface SeedCountry {
  iso: string;
  /** The GeoNames id of the country, as profiles store it. */
  geonameId: number;
  language: Language;
  names: NameLanguage;
  /** Share of the demo population. */
  weight: number;
  /** Likely values by slug with weights, so the fields read plausibly for the country. */
  religions: Readonly<Record<string, number>>;
  ethnicities: Readonly<Record<string, number>>;
}

export interface SeedCity {
  id: number;
  name: string;
  country: SeedCountry;
  latitude: number;
  longitude: number;
  population: number;
}

const WESTERN_RELIGIONS = { notReligious: 4, christian: 2, catholic: 3, protestant: 2, spiritual: 1, muslim: 0.5, jewish: 0.3, other: 0.3 };
const LATIN_RELIGIONS = { catholic: 6, christian: 2, notReligious: 1.5, protestant: 1, spiritual: 0.5 };
const EAST_SLAVIC_RELIGIONS = { orthodox: 5, notReligious: 3, christian: 1, spiritual: 0.5, catholic: 0.4, muslim: 0.3 };
const MOSTLY_WHITE = { white: 10, mixed: 1, middleEastern: 0.6, black: 0.6, asian: 0.5 };
const LATIN = { hispanicLatino: 10, mixed: 3, white: 2, nativeAmerican: 0.8, black: 0.5 };

/**
 * The countries the demo population lives in: those where our ten languages are spoken
 * (spec 1 §1).
 */
const countries: ReadonlyArray<Omit<SeedCountry, 'geonameId'>> = [
  { iso: 'US', language: 'en-US', names: 'en', weight: 12, religions: WESTERN_RELIGIONS, ethnicities: { white: 6, hispanicLatino: 2, black: 1.5, asian: 0.8, mixed: 0.8, other: 0.2 } },
  { iso: 'GB', language: 'en-US', names: 'en', weight: 5, religions: WESTERN_RELIGIONS, ethnicities: { white: 8, indian: 1, black: 0.8, mixed: 0.6, asian: 0.5 } },
  { iso: 'CA', language: 'en-US', names: 'en', weight: 3, religions: WESTERN_RELIGIONS, ethnicities: { white: 7, asian: 1.5, indian: 1, black: 0.5, mixed: 0.5, nativeAmerican: 0.3 } },
  { iso: 'AU', language: 'en-US', names: 'en', weight: 2, religions: WESTERN_RELIGIONS, ethnicities: { white: 8, asian: 1.5, indian: 0.6, pacificIslander: 0.3, mixed: 0.5 } },
  { iso: 'DE', language: 'de-DE', names: 'de', weight: 10, religions: WESTERN_RELIGIONS, ethnicities: MOSTLY_WHITE },
  { iso: 'AT', language: 'de-DE', names: 'de', weight: 2, religions: { catholic: 5, notReligious: 3, protestant: 0.5, muslim: 0.5 }, ethnicities: MOSTLY_WHITE },
  { iso: 'CH', language: 'de-DE', names: 'de', weight: 2, religions: { catholic: 3, protestant: 2, notReligious: 3, spiritual: 0.5 }, ethnicities: MOSTLY_WHITE },
  { iso: 'FR', language: 'fr-FR', names: 'fr', weight: 8, religions: { notReligious: 5, catholic: 4, muslim: 0.8, spiritual: 0.5, protestant: 0.3 }, ethnicities: { white: 8, black: 1, middleEastern: 1, mixed: 0.8 } },
  { iso: 'BE', language: 'fr-FR', names: 'fr', weight: 2, religions: { catholic: 4, notReligious: 4, muslim: 0.6 }, ethnicities: MOSTLY_WHITE },
  { iso: 'ES', language: 'es-ES', names: 'es', weight: 7, religions: { catholic: 6, notReligious: 4, spiritual: 0.5, muslim: 0.3 }, ethnicities: { white: 8, hispanicLatino: 2, mixed: 0.5 } },
  { iso: 'MX', language: 'es-MX', names: 'es', weight: 7, religions: LATIN_RELIGIONS, ethnicities: LATIN },
  { iso: 'AR', language: 'es-MX', names: 'es', weight: 2, religions: LATIN_RELIGIONS, ethnicities: { hispanicLatino: 6, white: 5, mixed: 2 } },
  { iso: 'CO', language: 'es-MX', names: 'es', weight: 2, religions: LATIN_RELIGIONS, ethnicities: LATIN },
  { iso: 'BR', language: 'pt-BR', names: 'pt', weight: 9, religions: { catholic: 5, protestant: 3, christian: 1, notReligious: 1.5, spiritual: 1 }, ethnicities: { white: 4, mixed: 4, black: 1.5, hispanicLatino: 1, asian: 0.3 } },
  { iso: 'PT', language: 'pt-BR', names: 'pt', weight: 2, religions: { catholic: 6, notReligious: 3, spiritual: 0.5 }, ethnicities: MOSTLY_WHITE },
  { iso: 'PL', language: 'pl-PL', names: 'pl', weight: 6, religions: { catholic: 8, notReligious: 2.5, christian: 0.5, orthodox: 0.2 }, ethnicities: { white: 10, mixed: 0.3 } },
  { iso: 'UA', language: 'uk-UA', names: 'uk', weight: 6, religions: EAST_SLAVIC_RELIGIONS, ethnicities: { white: 10, mixed: 0.4 } },
  { iso: 'RU', language: 'ru-RU', names: 'ru', weight: 7, religions: EAST_SLAVIC_RELIGIONS, ethnicities: { white: 9, asian: 0.8, mixed: 0.6, middleEastern: 0.4 } },
  { iso: 'IN', language: 'hi-IN', names: 'hi', weight: 8, religions: { hindu: 8, muslim: 1.5, sikh: 0.5, christian: 0.4, buddhist: 0.2, spiritual: 0.5 }, ethnicities: { indian: 10 } },
];

export const SEED_COUNTRIES: readonly SeedCountry[] = countries.map((country) => {
  const geonameId = GEONAMES_COUNTRY_IDS[country.iso];
  if (!geonameId) throw new Error(`No GeoNames id for ${country.iso}`);
  return { ...country, geonameId };
});

/** Cities big enough that members recognise them. */
const MIN_POPULATION = 100_000;
/** Populated places proper: not city districts (PPLX), historical or abandoned places. */
const CITY_FEATURE_CODES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC']);

let citiesByCountry: Map<string, SeedCity[]> | undefined;

/** The demo population's cities by country ISO code (~1,800 of the city index's). */
export function seedCities(): ReadonlyMap<string, readonly SeedCity[]> {
  if (citiesByCountry) return citiesByCountry;
  const byIso = new Map(SEED_COUNTRIES.map((c) => [c.iso, c]));
  const byCountry = new Map<string, SeedCity[]>();
  for (const city of cityIndex().all()) {
    const country = byIso.get(city.country);
    if (!country || city.population < MIN_POPULATION || !CITY_FEATURE_CODES.has(city.featureCode)) continue;
    const list = byCountry.get(country.iso) ?? [];
    list.push({
      id: city.cityId,
      name: city.name,
      country,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      population: city.population,
    });
    byCountry.set(country.iso, list);
  }
  // Same order whatever the package's order, so a seed always yields the same cities.
  for (const list of byCountry.values()) list.sort((a, b) => b.population - a.population || a.id - b.id);
  citiesByCountry = byCountry;
  return byCountry;
}

/** Berlin: the demo account's city, in the default country (DEFAULT_COUNTRY=DE). */
export const DEMO_CITY_ID = 2950159;

export function seedCityById(id: number): SeedCity | undefined {
  for (const list of seedCities().values()) {
    const city = list.find((c) => c.id === id);
    if (city) return city;
  }
  return undefined;
}
