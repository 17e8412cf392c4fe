import { createRequire } from 'node:module';
import timezones from 'countries-and-timezones';
import { LANGUAGES } from '@amora/contracts';
import type { City } from './city.ts';
import { citySearchKey } from './search-key.ts';

/** A city's own names in other languages (Мюнхен, Varsovie), by city id and primary language subtag. */
export type LocalCityNames = ReadonlyMap<number, ReadonlyMap<string, string>>;

/** The primary subtags of the product's languages other than English, whose names CLDR gives (English is GeoNames' own). */
const LOCALES = [...new Set(LANGUAGES.map((language) => language.split('-')[0]!))].filter((locale) => locale !== 'en');

const require = createRequire(import.meta.url);

interface ZoneTree {
  [segment: string]: ZoneTree | string | undefined;
  exemplarCity?: string;
}

/** CLDR's exemplar city of every time zone the locale names, by zone id (`Europe/Berlin`). */
function exemplarCities(locale: string): Map<string, string> {
  const file = require(`cldr-dates-full/main/${locale}/timeZoneNames.json`) as {
    main: Record<string, { dates: { timeZoneNames: { zone: ZoneTree } } }>;
  };
  const names = new Map<string, string>();
  const walk = (tree: ZoneTree, path: string[]): void => {
    for (const [segment, child] of Object.entries(tree)) {
      if (typeof child !== 'object') continue;
      if (typeof child.exemplarCity === 'string') names.set([...path, segment].join('/'), child.exemplarCity);
      else walk(child, [...path, segment]);
    }
  };
  walk(file.main[locale]!.dates.timeZoneNames.zone, []);
  return names;
}

/**
 * The names Unicode CLDR gives the cities of the world's time zones in each of our languages
 * (~420 zones, of which ~290 match a city: every capital and the main city of each zone,
 * Berlin → Берлин, बर्लिन, Berlín). GeoNames' multilingual alternate names are not on npm; CLDR
 * is the maintained, reviewed source we can ship, and every other city keeps its GeoNames name
 * (docs/decisions.md, "Place names"). A zone's
 * city is found by its English name (CLDR's, or the zone id's last part) among the zone's
 * countries' cities, the most populous first.
 */
export function localCityNames(citiesByPopulation: readonly City[]): LocalCityNames {
  const english = exemplarCities('en');
  const byLocale = new Map(LOCALES.map((locale) => [locale, exemplarCities(locale)]));
  const zones = new Set([...byLocale.values()].flatMap((names) => [...names.keys()]));

  // `${country} ${search key}` → the zones whose city would have that name there.
  const wanted = new Map<string, string[]>();
  for (const zone of zones) {
    const englishName = english.get(zone) ?? zone.split('/').at(-1)!.replaceAll('_', ' ');
    for (const country of timezones.getTimezone(zone)?.countries ?? []) {
      const key = `${country} ${citySearchKey(englishName)}`;
      wanted.set(key, [...(wanted.get(key) ?? []), zone]);
    }
  }
  const cityOfZone = new Map<string, City>();
  for (const city of citiesByPopulation) {
    for (const name of [city.name, city.altName]) {
      for (const zone of (name && wanted.get(`${city.country} ${citySearchKey(name)}`)) || []) {
        if (!cityOfZone.has(zone)) cityOfZone.set(zone, city);
      }
    }
  }

  const names = new Map<number, Map<string, string>>();
  for (const [zone, city] of cityOfZone) {
    for (const [locale, exemplars] of byLocale) {
      const name = exemplars.get(zone);
      if (!name || name === city.name) continue;
      const own = names.get(city.cityId) ?? new Map<string, string>();
      own.set(locale, name);
      names.set(city.cityId, own);
    }
  }
  return names;
}
