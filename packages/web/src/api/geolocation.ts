import { api } from './api.ts';

export interface GeoCity {
  id: number;
  name: string;
  subdivision: { id: number; name: string } | null;
}

export interface GeoCountry {
  id: number;
  name: string;
  isoCodeAlpha2: string;
}

export interface Geolocation {
  city: GeoCity | null;
  country: GeoCountry | null;
}

/**
 * The geolocation calls (spec 1 §7), made without authorisation: the visitor's city and country
 * by IP, and a country's cities by prefix. The funnel's location step and the account settings'
 * city picker both use them.
 */
export const geolocationApi = api.injectEndpoints({
  endpoints: (build) => ({
    geolocate: build.query<Geolocation, void>({
      query: () => ({ url: '/apis/geolocation/v1/geolocate/', noAuth: true }),
    }),
    cities: build.query<GeoCity[], { prefix: string; countryId: number }>({
      query: ({ prefix, countryId }) => ({ url: '/apis/geolocation/v1/cities/', params: { prefix, country_id: countryId }, noAuth: true }),
      transformResponse: (response: GeoCity[] | { cities?: GeoCity[]; items?: GeoCity[] }) =>
        Array.isArray(response) ? response : (response.cities ?? response.items ?? []),
    }),
  }),
});
