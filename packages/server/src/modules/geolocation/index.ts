/**
 * The geolocation module's public surface: GeoNames cities and countries (by id, ISO code and
 * name), the country of a client IP, and its routes. It owns no table.
 */
export { default as geolocationRoutes } from './routes.ts';
export { GeolocationService, cityView } from './service.ts';
export { cityById, cityName, type City } from './cities.ts';
export { cityIndex } from './city-index.ts';
export { countryIsoOf, countryView, GEONAMES_COUNTRY_IDS, type CountryView } from './country-ids.ts';
