import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY_SEARCH_LIMIT, EU_COUNTRY_CODES, LANGUAGES, RegionGroup, type GeoCity, type GeoCountry } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { cityIndex } from './city-index.ts';
import { citySearchKey } from './search-key.ts';

const API = '/apis/geolocation/v1';
const GERMANY = 2921044;
const BERLIN = 2950159;
const KOLN = 2886242;
const NEW_YORK_CITY = 5128581;
const MOSCOW = 524901;
const KOLKATA = 1275004;

describe.each(TEST_DIALECTS)('geolocation routes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

  describe('geolocate', () => {
    it('places a loopback client in DEFAULT_COUNTRY (DE) and its capital', async () => {
      const res = await get(`${API}/geolocate/?timestamp=1`);
      expect(res.statusCode).toBe(200);
      const { city, country } = res.json() as { city: GeoCity; country: GeoCountry };
      expect(country).toMatchObject({ id: GERMANY, isoCodeAlpha2: 'DE', isoCodeAlpha3: 'DEU', currencyCode: 'EUR', capitalId: BERLIN, groupId: RegionGroup.europeanUnion });
      expect(city).toEqual({ id: BERLIN, name: 'Berlin', subdivision: null });
    });

    it('names the city and the country in the request language', async () => {
      const res = await get(`${API}/geolocate/`, { 'accept-language': 'hi-IN' });
      const { city, country } = res.json() as { city: GeoCity; country: GeoCountry };
      expect([city.name, country.name]).toEqual(['बर्लिन', 'जर्मनी']);
    });

    it('finds the country of a public IP in the offline database', async () => {
      const res = await t.app.inject({ method: 'GET', url: `${API}/geolocate/`, headers: { host: 'localhost:8080' }, remoteAddress: '8.8.8.8' });
      expect(res.statusCode).toBe(200);
      const { city, country } = res.json() as { city: GeoCity; country: GeoCountry };
      expect(country).toMatchObject({ isoCodeAlpha2: 'US', currencyCode: 'USD', groupId: RegionGroup.northAmerica });
      expect(city.id).toBe(country.capitalId);
      expect(city.subdivision).toEqual({ id: 'US.DC', name: 'District of Columbia' });
    });
  });

  describe('cities by prefix', () => {
    it('ignores case and accents: koln finds Köln first', async () => {
      const res = await get(`${API}/cities/?prefix=koln&timestamp=1`);
      expect(res.statusCode).toBe(200);
      expect(res.json().cities[0]).toEqual({ id: KOLN, name: 'Köln', subdivision: null });
    });

    it('keeps to the country when country_id is given, most populous first', async () => {
      const res = await get(`${API}/cities/?prefix=Ber&country_id=${GERMANY}`);
      const cities = res.json().cities as GeoCity[];
      expect(cities[0]!.id).toBe(BERLIN);
      expect(cities.length).toBe(CITY_SEARCH_LIMIT);
      for (const city of cities) expect(cityIndex().cityById(city.id)!.country).toBe('DE');
    });

    it('names US states as subdivisions', async () => {
      const res = await get(`${API}/cities/?prefix=new%20york`);
      expect(res.json().cities[0]).toEqual({ id: NEW_YORK_CITY, name: 'New York City', subdivision: { id: 'US.NY', name: 'New York' } });
    });

    it('finds a city by its name in any of our languages and names it in the request language', async () => {
      const russian = (await get(`${API}/cities/?prefix=${encodeURIComponent('Моск')}`, { 'accept-language': 'ru-RU' })).json().cities as GeoCity[];
      expect(russian[0]).toMatchObject({ id: MOSCOW, name: 'Москва' });
      const german = (await get(`${API}/cities/?prefix=Moskau`, { 'accept-language': 'de-DE' })).json().cities as GeoCity[];
      expect(german[0]).toMatchObject({ id: MOSCOW, name: 'Moskau' });
      const english = (await get(`${API}/cities/?prefix=${encodeURIComponent('Москва')}`, { 'accept-language': 'en-US' })).json().cities as GeoCity[];
      expect(english[0]).toMatchObject({ id: MOSCOW, name: 'Moscow' });
    });

    it('answers an empty list when nothing matches', async () => {
      const res = await get(`${API}/cities/?prefix=qqqqzz`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ cities: [] });
    });

    it('refuses a missing prefix and an unknown country with field errors', async () => {
      const missing = await get(`${API}/cities/`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toHaveProperty('prefix');
      const unknown = await get(`${API}/cities/?prefix=a&country_id=12345`);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 400, fields: { country_id: 'validation.invalid' } });
      const notNumber = await get(`${API}/cities/?prefix=a&country_id=DE`);
      expect(notNumber.statusCode).toBe(400);
    });

    it('answers only cities whose name starts with the normalised prefix, by population (property)', async () => {
      const index = cityIndex();
      const names = index.all().slice(0, 3000).map((c) => c.name);
      const prefixes = fc.oneof(
        fc.constantFrom(...names).chain((name) => fc.integer({ min: 1, max: Math.min(6, name.length) }).map((n) => [...name].slice(0, n).join(''))),
        fc.string({ minLength: 1, maxLength: 3 }).filter((s) => s.trim().length > 0),
      );
      await fc.assert(
        fc.asyncProperty(prefixes, fc.boolean(), async (prefix, upper) => {
          const typed = upper ? prefix.toUpperCase() : prefix;
          const res = await get(`${API}/cities/?prefix=${encodeURIComponent(typed)}`);
          expect(res.statusCode).toBe(200);
          const cities = (res.json().cities as GeoCity[]).map((c) => index.cityById(c.id)!);
          expect(cities.length).toBeLessThanOrEqual(CITY_SEARCH_LIMIT);
          const key = citySearchKey(typed);
          const namesOf = (city: (typeof cities)[number]) => [city.name, city.altName, ...LANGUAGES.map((language) => index.nameIn(city, language))];
          for (const city of cities) expect(namesOf(city).some((n) => n && citySearchKey(n).startsWith(key))).toBe(true);
          for (let i = 1; i < cities.length; i++) expect(cities[i - 1]!.population).toBeGreaterThanOrEqual(cities[i]!.population);
        }),
        { numRuns: 60 },
      );
    });
  });

  describe('one city', () => {
    it('answers a city by GeoNames id', async () => {
      const res = await get(`${API}/cities/${BERLIN}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: BERLIN, name: 'Berlin', subdivision: null });
    });

    it('names a city as the request language writes it, and by its GeoNames name where the language has no name of its own', async () => {
      const nameIn = async (id: number, language: string) => ((await get(`${API}/cities/${id}`, { 'accept-language': language })).json() as GeoCity).name;
      expect(await nameIn(BERLIN, 'ru-RU')).toBe('Берлин');
      expect(await nameIn(BERLIN, 'uk-UA')).toBe('Берлін');
      expect(await nameIn(BERLIN, 'hi-IN')).toBe('बर्लिन');
      expect(await nameIn(BERLIN, 'es-MX')).toBe('Berlín');
      expect(await nameIn(BERLIN, 'de-DE')).toBe('Berlin');
      expect(await nameIn(MOSCOW, 'pl-PL')).toBe('Moskwa');
      expect(await nameIn(MOSCOW, 'fr-FR')).toBe('Moscou');
      expect(await nameIn(KOLKATA, 'de-DE')).toBe('Kalkutta');
      expect(await nameIn(KOLN, 'ru-RU')).toBe('Köln');
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await get(`${API}/cities/1`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 404, message: expect.any(String) });
      expect((await get(`${API}/cities/berlin`)).statusCode).toBe(400);
      expect((await get(`${API}/cities/-5`)).statusCode).toBe(400);
    });
  });

  describe('countries', () => {
    it('lists every country in the request language, sorted by name', async () => {
      const res = await get(`${API}/countries/`, { 'accept-language': 'de-DE,de;q=0.9' });
      expect(res.statusCode).toBe(200);
      const countries = res.json().countries as GeoCountry[];
      expect(countries.length).toBeGreaterThan(240);
      expect(countries.find((c) => c.isoCodeAlpha2 === 'DE')).toEqual({
        id: GERMANY,
        name: 'Deutschland',
        isoCodeAlpha2: 'DE',
        isoCodeAlpha3: 'DEU',
        groupId: RegionGroup.europeanUnion,
        currencyCode: 'EUR',
        capitalId: BERLIN,
        languages: ['de'],
      });
      const names = countries.map((c) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare));
      const english = (await get(`${API}/countries/`, { 'accept-language': 'en-US' })).json().countries as GeoCountry[];
      expect(english.find((c) => c.isoCodeAlpha2 === 'DE')!.name).toBe('Germany');
    });

    it('puts the 27 EU members in group 1 and the rest of the world in its region', async () => {
      const countries = (await get(`${API}/countries/`)).json().countries as GeoCountry[];
      const group = (iso: string) => countries.find((c) => c.isoCodeAlpha2 === iso)!.groupId;
      expect(countries.filter((c) => c.groupId === RegionGroup.europeanUnion).map((c) => c.isoCodeAlpha2).sort()).toEqual([...EU_COUNTRY_CODES].sort());
      expect([group('CH'), group('GB'), group('UA')]).toEqual([RegionGroup.restOfEurope, RegionGroup.restOfEurope, RegionGroup.restOfEurope]);
      expect([group('US'), group('CA')]).toEqual([RegionGroup.northAmerica, RegionGroup.northAmerica]);
      expect([group('MX'), group('BR'), group('CU')]).toEqual([RegionGroup.latinAmerica, RegionGroup.latinAmerica, RegionGroup.latinAmerica]);
      expect([group('IN'), group('NG'), group('AU'), group('AQ')]).toEqual([RegionGroup.asia, RegionGroup.africa, RegionGroup.oceania, RegionGroup.antarctica]);
    });

    it('answers the 20 most populous cities of a country', async () => {
      const res = await get(`${API}/countries/${GERMANY}/cities/top20`, { 'accept-language': 'ru-RU' });
      expect(res.statusCode).toBe(200);
      const cities = res.json().cities as GeoCity[];
      expect(cities).toHaveLength(20);
      expect(cities[0]).toMatchObject({ id: BERLIN, name: 'Берлин' });
      expect(cities.map((c) => c.id)).toContain(KOLN);
      const populations = cities.map((c) => cityIndex().cityById(c.id)!.population);
      expect(populations).toEqual([...populations].sort((a, b) => b - a));
    });

    it('answers 404 for a country id that is not a country', async () => {
      const res = await get(`${API}/countries/${BERLIN}/cities/top20`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(404);
    });
  });
});
