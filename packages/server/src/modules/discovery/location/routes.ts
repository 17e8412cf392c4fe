import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { browserPositionSchema, errorEnvelopeSchema, memberLocationSchema } from '@amora/contracts';
import { authOf } from '../../../platform/auth/authenticate.ts';
import type { LocationService } from './service.ts';

const tags = ['discovery'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** The member's own location under /v3/users/me/location (DESIGN.md §14; the spec names no call for it). */
export async function locationRoutes(app: FastifyInstance, locations: LocationService): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v3/users/me/location',
    { preHandler: app.authenticate, schema: { tags, summary: "What the member's distances are measured from", response: { 200: memberLocationSchema, 401: errorEnvelopeSchema } } },
    async (request) => ({ source: await locations.sourceOf(authOf(request).accountId) }),
  );

  api.put(
    '/v3/users/me/location',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Use the browser's position, snapped at once to a ~0.7 km² cell; the position itself is never stored (10 changes a day)",
        body: browserPositionSchema,
        response: { 200: memberLocationSchema, ...errors },
      },
    },
    async (request) => ({ source: await locations.useBrowserPosition(authOf(request).accountId, request.body) }),
  );

  api.delete(
    '/v3/users/me/location',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "Stop using the browser's position: back to the profile city (counts as a change)", response: { 200: memberLocationSchema, ...errors } },
    },
    async (request) => ({ source: await locations.useCity(authOf(request).accountId) }),
  );
}
