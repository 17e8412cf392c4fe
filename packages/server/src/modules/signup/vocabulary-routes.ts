import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, vocabularyGuestQuerySchema, vocabularyResponseSchema } from '@amora/contracts';
import { brandOf } from '../../platform/brand.ts';
import { pageLanguage } from '../site/index.ts';
import { guestVocabulary } from '../vocabulary/index.ts';

const tags = ['signup'];

/**
 * The registration vocabulary, in the request's language (`lang` cookie, else Accept-Language).
 * The member vocabulary lives with the interests (modules/interests).
 */
export function registerVocabularyRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/rest/v2/user/info/profile/vocabulary/guest',
    { schema: { tags, querystring: vocabularyGuestQuerySchema, response: { 200: vocabularyResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema } } },
    async (request) => ({ result: guestVocabulary(pageLanguage(request, brandOf(request)), request.query.funnel_id) }),
  );
}
