import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, searchSettingsBodySchema, searchSettingsResponseSchema, usersSearchBodySchema, usersSearchResponseSchema } from '@amora/contracts';
import { authAccountOf, authOf } from '../../../platform/auth/authenticate.ts';
import { acceptsWebp } from '../../photos/index.ts';
import type { SearchService } from './service.ts';
import type { SearchSettingsService } from './settings.ts';

const tags = ['discovery'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

/** `POST /v3/users:search` and `POST /rest/v2/user/settings/search` (spec 1 §7). */
export async function searchRoutes(app: FastifyInstance, search: SearchService, settings: SearchSettingsService): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    // `::` is a literal colon for Fastify's router: the path is /v3/users:search.
    '/v3/users::search',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Members the filter asks for, nearest first (20 a page, sealed keyset token); another city than one’s own is premium',
        body: usersSearchBodySchema.nullish(),
        response: { 200: usersSearchResponseSchema, ...errors, 403: errorEnvelopeSchema },
      },
    },
    async (request) => search.search(authAccountOf(request), request.body, acceptsWebp(request)),
  );

  api.post(
    '/rest/v2/user/settings/search',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Saves the search settings of the matches suggestions (any of them) and answers them as saved',
        body: searchSettingsBodySchema.nullish(),
        response: { 200: searchSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ result: await settings.change(authOf(request).accountId, request.body ?? {}) }),
  );
}
