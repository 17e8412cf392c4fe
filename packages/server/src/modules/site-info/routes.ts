import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_LANGUAGE,
  errorEnvelopeSchema,
  isLanguage,
  LANGUAGE_COOKIE,
  matchLanguage,
  siteInfoParamsSchema,
  siteInfoQuerySchema,
  siteInfoResponseSchema,
  type Language,
} from '@amora/contracts';
import { brandOf } from '../../platform/brand.ts';
import { SiteInfoService } from './service.ts';

const tags = ['site-info'];

/**
 * The web sends the language the page is read in as accept-language; the `lang` cookie (the
 * member's saved choice) covers other clients. en-US is the language every text exists in.
 */
function languageOf(request: FastifyRequest): Language {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return matchLanguage(request.headers['accept-language']) ?? (isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE);
}

/** Legal and company pages of the brand (spec 1 §7 site-info), no auth. */
export default async function siteInfoRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const siteInfo = new SiteInfoService();

  api.get(
    '/rest/v2/site-info/:page',
    {
      schema: {
        tags,
        summary: 'A legal or company page of the host’s brand, rendered to HTML in the request language',
        params: siteInfoParamsSchema,
        querystring: siteInfoQuerySchema,
        response: { 200: siteInfoResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ result: await siteInfo.page(brandOf(request), request.params.page, languageOf(request)) }),
  );
}
