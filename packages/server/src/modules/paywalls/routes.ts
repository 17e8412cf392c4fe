import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, PAYWALL_MATCHES_CAP, paywallPhotosQuerySchema, paywallPhotosResponseSchema } from '@amora/contracts';
import { authAccountOf } from '../../platform/auth/authenticate.ts';
import { CandidateCountService } from '../discovery/index.ts';
import { PaywallsService } from './service.ts';

const tags = ['paywalls'];

export default async function paywallsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, locations, memberViews } = app.services;
  // The matches game's candidates (discovery), counted for this member: the paywall's photos and number.
  const candidates = new CandidateCountService({ db: app.platform.db, clock: app.platform.clock, accounts, locations, members: memberViews });
  const paywalls = new PaywallsService({ candidates, members: memberViews });

  api.get(
    '/v3/paywalls/content/photos',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: `The member’s real matches for the paywall: how many (at most ${PAYWALL_MATCHES_CAP}, \`capped\` beyond) and the avatars of the best of them (no hids)`,
        querystring: paywallPhotosQuerySchema,
        response: { 200: paywallPhotosResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => paywalls.contentPhotos(authAccountOf(request), request.query),
  );
}
