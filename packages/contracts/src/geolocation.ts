import { z as zod } from 'zod';

/**
 * Geolocation (spec 1 §3 "Geolocation", §7 `/apis/geolocation/v1/*`, no auth). Cities and
 * countries are addressed by GeoNames ids, as profiles store them (DESIGN.md §2). `/apis/*`
 * answers the object itself; the two lists answer `{cities}` and `{countries}`.
 */

/**
 * Region groups of `Country.groupId` (DESIGN.md §13 "Region rules"): the web's regional rules
 * (GDPR popup, religion step) read them. 1 is the 27 member states of the European Union; the
 * other groups follow the continent, the Americas split at the US–Mexico border (Mexico,
 * Central America and the Caribbean are Latin America); Antarctica and its islands are 8.
 */
export const RegionGroup = {
  europeanUnion: 1,
  restOfEurope: 2,
  northAmerica: 3,
  latinAmerica: 4,
  asia: 5,
  africa: 6,
  oceania: 7,
  antarctica: 8,
} as const;
export type RegionGroup = (typeof RegionGroup)[keyof typeof RegionGroup];

/** ISO alpha-2 codes of the EU member states (group 1). */
export const EU_COUNTRY_CODES: readonly string[] = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
];

/** At most this many cities answer a prefix search, the most populous first. */
export const CITY_SEARCH_LIMIT = 20;
/** `GET /countries/{id}/cities/top20`. */
export const TOP_CITIES = 20;

/** GeoNames ids are positive 32-bit integers. */
const geonameId = zod.coerce.number().int().min(1).max(2_147_483_647);

export const subdivisionSchema = zod.object({
  /** GeoNames admin1 key: `<country alpha-2>.<admin1 code>`, e.g. `US.NY`. */
  id: zod.string(),
  name: zod.string(),
});

/** `subdivision` is null where the data names no first-level subdivision for the city. */
export const citySchema = zod.object({
  id: zod.number().int(),
  name: zod.string(),
  subdivision: zod.nullable(subdivisionSchema),
});
export type GeoCity = zod.infer<typeof citySchema>;

export const countrySchema = zod.object({
  id: zod.number().int(),
  /** In the request's language (accept-language), English where it has no name. */
  name: zod.string(),
  isoCodeAlpha2: zod.string().length(2),
  isoCodeAlpha3: zod.string().length(3),
  groupId: zod.number().int(),
  /** ISO 4217 main currency; null where the territory has none (Antarctica). */
  currencyCode: zod.string().nullable(),
  /** GeoNames id of the capital; null where the data has no capital city. */
  capitalId: zod.number().int().nullable(),
  /** ISO 639-1 codes, the main language first. */
  languages: zod.array(zod.string()),
});
export type GeoCountry = zod.infer<typeof countrySchema>;

/** `GET /apis/geolocation/v1/geolocate/`: the country of the client's IP and its capital. */
export const geolocateResponseSchema = zod.object({
  city: zod.nullable(citySchema),
  country: countrySchema,
});
export type GeolocateResult = zod.infer<typeof geolocateResponseSchema>;

/**
 * `GET /apis/geolocation/v1/cities/?prefix&country_id`: cities whose name starts with the prefix,
 * ignoring case and accents (`koln` finds Köln), optionally in one country.
 */
export const citySearchQuerySchema = zod.object({
  prefix: zod.string().trim().min(1).max(100),
  country_id: zod.optional(geonameId),
});

export const citiesResponseSchema = zod.object({ cities: zod.array(citySchema) });
export const countriesResponseSchema = zod.object({ countries: zod.array(countrySchema) });

/** `/cities/{id}` and `/countries/{id}/cities/top20`. */
export const geonameIdParamsSchema = zod.object({ id: geonameId });
