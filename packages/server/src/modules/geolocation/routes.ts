import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  citiesResponseSchema,
  citySchema,
  citySearchQuerySchema,
  countriesResponseSchema,
  DEFAULT_LANGUAGE,
  errorEnvelopeSchema,
  geolocateResponseSchema,
  geonameIdParamsSchema,
  matchLanguage,
} from '@amora/contracts';
import { GeolocationService } from './service.ts';

const tags = ['geolocation'];
const PREFIX = '/apis/geolocation/v1';

/** Place names follow the page's language, which the web app sends (visitors have no account language yet). */
function languageOf(request: FastifyRequest): string {
  return matchLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** Geolocation calls of spec 1 §7: no auth, answers are the objects themselves. */
export default async function geolocationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const geolocation = new GeolocationService(app.platform.config.defaultCountry);

  api.get(
    `${PREFIX}/geolocate/`,
    { schema: { tags, summary: 'Country (and its capital) of the client IP', response: { 200: geolocateResponseSchema } } },
    async (request) => geolocation.geolocate(request.ip, languageOf(request)),
  );

  api.get(
    `${PREFIX}/cities/`,
    {
      schema: {
        tags,
        summary: 'Cities by name prefix in any of our languages (case and accent insensitive), most populous first, at most 20, named in the request language',
        querystring: citySearchQuerySchema,
        response: { 200: citiesResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({ cities: geolocation.searchCities(request.query.prefix, request.query.country_id, languageOf(request)) }),
  );

  api.get(
    `${PREFIX}/cities/:id`,
    { schema: { tags, summary: 'A city by GeoNames id', params: geonameIdParamsSchema, response: { 200: citySchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema } } },
    async (request) => geolocation.city(request.params.id, languageOf(request)),
  );

  api.get(
    `${PREFIX}/countries/`,
    { schema: { tags, summary: 'Every country, named in the request language', response: { 200: countriesResponseSchema } } },
    async (request) => ({ countries: geolocation.countries(languageOf(request)) }),
  );

  api.get(
    `${PREFIX}/countries/:id/cities/top20`,
    {
      schema: {
        tags,
        summary: 'The 20 most populous cities of a country',
        params: geonameIdParamsSchema,
        response: { 200: citiesResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ cities: geolocation.topCities(request.params.id, languageOf(request)) }),
  );
}
