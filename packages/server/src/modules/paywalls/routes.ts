import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, paywallPhotosQuerySchema, paywallPhotosResponseSchema } from '@amora/contracts';
import { authOf } from '../../platform/auth/authenticate.ts';
import { PaywallsService } from './service.ts';

const tags = ['paywalls'];

export default async function paywallsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const paywalls = new PaywallsService(app.platform.accounts, app.platform.photos);

  api.get(
    '/v3/paywalls/content/photos',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Photos of nearby members of the searched gender for the paywall (no hids)',
        querystring: paywallPhotosQuerySchema,
        response: { 200: paywallPhotosResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => paywalls.contentPhotos(authOf(request).accountId, request.query),
  );
}
