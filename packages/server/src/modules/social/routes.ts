import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  facebookPhotosQuerySchema,
  facebookPhotosResponseSchema,
  socialCallbackQuerySchema,
  socialIdentityQuerySchema,
  socialIdentitySchema,
  socialProviderParamsSchema,
  socialProvidersResponseSchema,
  socialStartQuerySchema,
  type SocialProviderName,
} from '@amora/contracts';
import { brandOf } from '../../platform/brand.ts';
import { STATE_TTL_MS } from './state.ts';
import { SocialService } from './service.ts';

const tags = ['social'];
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 502: errorEnvelopeSchema };
const BINDING_COOKIE = 'social_binding';
const PREFIX = '/apis/social/v1/';
/** Each photos listing costs a Graph call: enough for a member paging back and forth, no more. */
const photosRateLimit = { max: 30, timeWindow: 60_000 };
const bindingCookie = { path: PREFIX, httpOnly: true, sameSite: 'lax', secure: 'auto' } as const;

/** The address the provider sends the browser back to, on the host the sign-in started on. */
function callbackUri(request: FastifyRequest, name: SocialProviderName): string {
  return `${request.protocol}://${request.host}${PREFIX}${name}/callback`;
}

export default async function socialRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const social = new SocialService(app.platform, app.services.accounts);

  api.get(`${PREFIX}providers`, { schema: { tags, response: { 200: socialProvidersResponseSchema, ...errors } } }, async (request) => {
    brandOf(request);
    return { providers: social.configured() };
  });

  api.get(
    `${PREFIX}:provider/start`,
    { schema: { tags, params: socialProviderParamsSchema, querystring: socialStartQuerySchema, response: errors } },
    async (request, reply) => {
      const name = request.params.provider;
      const { location, binding } = await social.start({
        brand: brandOf(request),
        name,
        redirect: request.query.redirect,
        purpose: request.query.purpose,
        redirectUri: callbackUri(request, name),
      });
      reply.setCookie(BINDING_COOKIE, binding, { ...bindingCookie, maxAge: STATE_TTL_MS / 1000 });
      return reply.redirect(location, 302);
    },
  );

  api.get(
    `${PREFIX}:provider/callback`,
    { schema: { tags, params: socialProviderParamsSchema, querystring: socialCallbackQuerySchema, response: errors } },
    async (request, reply) => {
      const name = request.params.provider;
      const location = await social.callback({
        brand: brandOf(request),
        name,
        redirectUri: callbackUri(request, name),
        bindingCookie: request.cookies[BINDING_COOKIE],
        ...request.query,
      });
      // One state, one use of the binding: a replayed callback URL finds no cookie.
      reply.clearCookie(BINDING_COOKIE, bindingCookie);
      return reply.redirect(location, 302);
    },
  );

  api.get(
    `${PREFIX}:provider/identity`,
    { schema: { tags, params: socialProviderParamsSchema, querystring: socialIdentityQuerySchema, response: { 200: socialIdentitySchema, ...errors } } },
    async (request) => {
      brandOf(request);
      return social.identity(request.params.provider, request.query.social_token);
    },
  );

  api.get(
    '/rest/v2/social/facebook/photos',
    { config: { rateLimit: photosRateLimit }, schema: { tags, querystring: facebookPhotosQuerySchema, response: { 200: facebookPhotosResponseSchema, ...errors } } },
    async (request) => {
      brandOf(request);
      return { result: await social.facebookPhotos(request.query.social_token) };
    },
  );
}
