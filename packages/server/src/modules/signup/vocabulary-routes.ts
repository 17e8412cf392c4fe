import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, vocabularyGuestQuerySchema, vocabularyResponseSchema } from '@amora/contracts';
import { brandOf } from '../../platform/brand.ts';
import { pageLanguage } from '../site/page-language.ts';
import { buildVocabulary } from './vocabulary.ts';

const tags = ['signup'];

/** The registration vocabulary, in the request's language (`lang` cookie, else Accept-Language). */
export function registerVocabularyRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/rest/v2/user/info/profile/vocabulary/guest',
    { schema: { tags, querystring: vocabularyGuestQuerySchema, response: { 200: vocabularyResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema } } },
    async (request) => ({ result: buildVocabulary(pageLanguage(request, brandOf(request)), request.query.funnel_id) }),
  );

  app.get(
    '/rest/v2/user/info/profile/vocabulary',
    {
      preHandler: app.authenticate,
      schema: { tags, response: { 200: vocabularyResponseSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema } },
    },
    async (request) => ({ result: buildVocabulary(pageLanguage(request, brandOf(request)), undefined) }),
  );
}
