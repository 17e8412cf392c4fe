import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  interestCategoriesResponseSchema,
  interestsResponseSchema,
  interestSuggestBodySchema,
  interestSuggestResponseSchema,
  memberInterestsQuerySchema,
  memberInterestsResponseSchema,
  vocabularyResponseSchema,
  type Language,
} from '@amora/contracts';
import { authOf } from '../../platform/auth/authenticate.ts';
import { brandOf } from '../../platform/brand.ts';
import { pageLanguage } from '../site/index.ts';
import { memberVocabulary } from '../vocabulary/index.ts';
import { InterestsService } from './service.ts';
import { interestsMemberData } from './member-data.ts';

const tags = ['interests'];
const errors = { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Titles follow the language the member reads the app in: the `lang` cookie, else Accept-Language. */
function languageOf(request: FastifyRequest): Language {
  return pageLanguage(request, brandOf(request));
}

/** Interests and the member's vocabulary (spec 1 §3, §5, §7). */
export default async function interestsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const interests = new InterestsService(app.services.accounts);
  app.platform.memberData.register(interestsMemberData({ accounts: app.services.accounts, interests }));

  api.get(
    '/rest/v2/interests',
    { preHandler: app.authenticate, schema: { tags, response: { 200: interestsResponseSchema, ...errors } } },
    async (request) => ({ result: interests.all(languageOf(request)) }),
  );

  api.get(
    '/rest/v2/user/interests/categories',
    { preHandler: app.authenticate, schema: { tags, response: { 200: interestCategoriesResponseSchema, ...errors } } },
    async (request) => ({ result: interests.categories(languageOf(request)) }),
  );

  api.get(
    '/rest/v2/user/interests',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: memberInterestsQuerySchema, response: { 200: memberInterestsResponseSchema, 400: errorEnvelopeSchema, ...errors } },
    },
    async (request) => ({ result: await interests.memberInterests(authOf(request).accountId, languageOf(request), request.query) }),
  );

  api.post(
    '/rest/v2/interests/suggest',
    {
      preHandler: app.authenticate,
      schema: { tags, body: interestSuggestBodySchema, response: { 200: interestSuggestResponseSchema, 400: errorEnvelopeSchema, ...errors } },
    },
    async (request) => ({ result: interests.suggest(languageOf(request), request.body.prefix) }),
  );

  api.get(
    '/rest/v2/user/info/profile/vocabulary',
    { preHandler: app.authenticate, schema: { tags, response: { 200: vocabularyResponseSchema, ...errors } } },
    async (request) => ({ result: memberVocabulary(languageOf(request)) }),
  );
}
