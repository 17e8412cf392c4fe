import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, paywallPhotosQuerySchema, paywallPhotosResponseSchema } from '@amora/contracts';
import { authOf } from '../../platform/auth/authenticate.ts';
import { ApiError } from '../../platform/errors.ts';
import { PaywallsService } from './service.ts';

const tags = ['paywalls'];

export default async function paywallsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, photoFiles, memberViews } = app.services;
  const paywalls = new PaywallsService(accounts, photoFiles, memberViews);

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
    async (request) => {
      const viewer = request.authAccount ?? (await accounts.findById(authOf(request).accountId));
      if (!viewer) throw ApiError.notFound('No such member');
      return paywalls.contentPhotos(viewer, request.query);
    },
  );
}
