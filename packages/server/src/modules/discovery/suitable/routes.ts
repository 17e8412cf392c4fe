import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, listQuerySchema, suitableResponseSchema } from '@amora/contracts';
import { authAccountOf } from '../../../platform/auth/authenticate.ts';
import { acceptsWebp } from '../../photos/index.ts';
import type { SuitableService } from './service.ts';

/** `GET /v3/suitable` (the spec names the screen, /activity/suitable, and no call). */
export async function suitableRoutes(app: FastifyInstance, suitable: SuitableService): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v3/suitable',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['discovery'],
        summary: 'Members who fit both ways and were never liked or passed, nearest first (20 a page, sealed keyset token)',
        querystring: listQuerySchema,
        response: { 200: suitableResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => suitable.page(authAccountOf(request), request.query, acceptsWebp(request)),
  );
}
