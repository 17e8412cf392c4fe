import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, neighborsQuerySchema, neighborsResponseSchema, neighborTeasersQuerySchema, neighborTeasersResponseSchema } from '@amora/contracts';
import { authAccountOf } from '../../../platform/auth/authenticate.ts';
import { acceptsWebp } from '../../photos/index.ts';
import type { NearbyService } from './service.ts';

const tags = ['discovery'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

/** `GET /v3/neighbors` and its teasers (spec 1 §7). */
export async function nearbyRoutes(app: FastifyInstance, nearby: NearbyService): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v3/neighbors',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Members within 3, 5, 10, 25 or 50 km, nearest first (premium; distances in whole km between ~0.7 km² cells)',
        querystring: neighborsQuerySchema,
        response: { 200: neighborsResponseSchema, ...errors, 403: errorEnvelopeSchema },
      },
    },
    async (request) => nearby.neighbors(authAccountOf(request), request.query, acceptsWebp(request)),
  );

  api.get(
    '/v3/neighbors/teasers',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The first nearby members as teasers: no hid, masked names, blurred avatars',
        querystring: neighborTeasersQuerySchema,
        response: { 200: neighborTeasersResponseSchema, ...errors },
      },
    },
    async (request) => nearby.teasers(authAccountOf(request), request.query, acceptsWebp(request)),
  );
}
