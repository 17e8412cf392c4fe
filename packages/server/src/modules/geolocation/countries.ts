import countryNames from 'i18n-iso-countries';
import { countries as countryData, type TCountryCode } from 'countries-list';
import { EU_COUNTRY_CODES, RegionGroup, type GeoCountry } from '@amora/contracts';
import { GEONAMES_COUNTRY_IDS } from './country-ids.ts';
import { cityIndex } from './city-index.ts';

/** The parts of a country view that do not depend on the request's language. */
type CountryFacts = Omit<GeoCountry, 'name'>;

/** North America proper; the rest of continent NA (Mexico, Central America, Caribbean) is Latin. */
const NORTH_AMERICA = new Set(['US', 'CA', 'GL', 'PM', 'BM', 'UM']);
const EU = new Set(EU_COUNTRY_CODES);

function regionGroupOf(iso: string, continent: string): RegionGroup {
  if (EU.has(iso)) return RegionGroup.europeanUnion;
  switch (continent) {
    case 'EU':
      return RegionGroup.restOfEurope;
    case 'NA':
      return NORTH_AMERICA.has(iso) ? RegionGroup.northAmerica : RegionGroup.latinAmerica;
    case 'SA':
      return RegionGroup.latinAmerica;
    case 'AS':
      return RegionGroup.asia;
    case 'AF':
      return RegionGroup.africa;
    case 'OC':
      return RegionGroup.oceania;
    default:
      return RegionGroup.antarctica;
  }
}

let facts: Map<string, CountryFacts> | undefined;

/**
 * Every country with a GeoNames id, keyed by ISO alpha-2: currencies, languages and continents
 * from countries-list, alpha-3 codes from i18n-iso-countries, the capital from the city index
 * (its PPLC city; GeoNames marks the seat of government so). Built once, on first use.
 */
export function countryFacts(): ReadonlyMap<string, CountryFacts> {
  if (facts) return facts;
  const cities = cityIndex();
  facts = new Map();
  for (const [iso, id] of Object.entries(GEONAMES_COUNTRY_IDS)) {
    const data = countryData[iso as TCountryCode] as (typeof countryData)[TCountryCode] | undefined;
    const alpha3 = countryNames.alpha2ToAlpha3(iso);
    if (!data || !alpha3) continue;
    facts.set(iso, {
      id,
      isoCodeAlpha2: iso,
      isoCodeAlpha3: alpha3,
      groupId: regionGroupOf(iso, data.continent),
      currencyCode: data.currency[0] ?? null,
      capitalId: cities.citiesOf(iso).find((city) => city.featureCode === 'PPLC')?.cityId ?? null,
      languages: [...data.languages],
    });
  }
  return facts;
}

/** A country's name in the language (a tag such as `de-DE`), English where it has none. */
export function countryName(iso: string, language: string): string {
  const primary = language.split('-')[0]!.toLowerCase();
  return countryNames.getName(iso, primary) ?? countryNames.getName(iso, 'en') ?? iso;
}
