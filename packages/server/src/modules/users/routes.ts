import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  LANGUAGE_COOKIE,
  languageTagBodySchema,
  languageTagResponseSchema,
  markOnlineBodySchema,
  markOnlineResponseSchema,
  profileCompletenessResponseSchema,
  profileEditRequestSchema,
  profileEditResponseSchema,
  profileInfoAnswerSchema,
  profileInfoQuerySchema,
  restoreAccountResponseSchema,
  isLanguage,
  DEFAULT_LANGUAGE,
} from '@amora/contracts';
import { authOf } from '../../platform/auth/authenticate.ts';
import { acceptsWebp } from '../photos/index.ts';
import { TrackingService } from '../tracking/index.ts';
import { VerificationService } from '../verification/index.ts';
import { UsersService } from './service.ts';

const tags = ['users'];
const authErrors = { 401: errorEnvelopeSchema };
/** The lang cookie (spec 1 §1) is read by the SPA, so it is not HttpOnly; it lives a year. */
const LANGUAGE_COOKIE_OPTIONS = { path: '/', sameSite: 'lax', secure: 'auto', httpOnly: false, maxAge: 365 * 24 * 3600 } as const;

export default async function usersRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, photoFiles, memberViews } = app.services;
  const users = new UsersService(app.platform, {
    accounts,
    photoFiles,
    members: memberViews,
    tracking: new TrackingService(app.platform.db, app.platform.clock),
    verification: new VerificationService(app.platform, photoFiles),
  });

  api.get(
    '/rest/v2/user/settings/language_tag',
    { preHandler: app.authenticate, schema: { tags, response: { 200: languageTagResponseSchema, ...authErrors } } },
    async (request) => {
      const language = await users.language(authOf(request).accountId);
      // An account stored before the ten languages were fixed reads as the default.
      return { result: { language_tag: isLanguage(language) ? language : DEFAULT_LANGUAGE } };
    },
  );

  api.post(
    '/rest/v2/user/settings/language_tag',
    {
      preHandler: app.authenticate,
      schema: { tags, body: languageTagBodySchema, response: { 200: languageTagResponseSchema, 400: errorEnvelopeSchema, ...authErrors } },
    },
    async (request, reply) => {
      const { language_tag } = request.body;
      await users.setLanguage(authOf(request).accountId, language_tag);
      reply.setCookie(LANGUAGE_COOKIE, language_tag, LANGUAGE_COOKIE_OPTIONS);
      return { result: { language_tag } };
    },
  );

  api.post(
    '/rest/v2/user/mark-online',
    {
      preHandler: app.authenticate,
      schema: { tags, body: markOnlineBodySchema.nullish(), response: { 200: markOnlineResponseSchema, 400: errorEnvelopeSchema, ...authErrors } },
    },
    async (request) => {
      const { isNewSession } = await users.markOnline(authOf(request), request.body ?? {});
      return { result: { is_new_session: isNewSession } };
    },
  );

  api.get(
    '/rest/v2/user/info/profile',
    {
      // Banned and hidden members need their own profile to see which screen to show.
      preHandler: app.authenticateAnyState,
      schema: {
        tags,
        summary: "The member's own profile, or other members' by users_hids (records as the viewer may see them, stubs for blocked or inactive members)",
        querystring: profileInfoQuerySchema,
        response: { 200: profileInfoAnswerSchema, 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, ...authErrors },
      },
    },
    async (request) => ({ result: await users.profileAnswer(authOf(request), request.query, { loaded: request.authAccount, webp: acceptsWebp(request) }) }),
  );

  // The body schema documents the edit; the service validates it again on the server's clock (the
  // age bound) and against the stored row (the age range), gathering every problem into one 400 —
  // hence attachValidation.
  api.post(
    '/rest/v2/user/info/profile',
    {
      preHandler: app.authenticate,
      attachValidation: true,
      schema: { tags, body: profileEditRequestSchema, response: { 200: profileEditResponseSchema, 400: errorEnvelopeSchema, ...authErrors } },
    },
    async (request) => ({ result: await users.editProfile(authOf(request), request.body) }),
  );

  api.get(
    '/rest/v2/user/info/profile/completeness',
    { preHandler: app.authenticate, schema: { tags, response: { 200: profileCompletenessResponseSchema, ...authErrors } } },
    async (request) => ({ result: await users.completeness(authOf(request).accountId) }),
  );

  api.post(
    '/rest/v2/user/settings/account/restore',
    {
      preHandler: app.authenticateAnyState,
      schema: { tags, response: { 200: restoreAccountResponseSchema, 403: errorEnvelopeSchema, ...authErrors } },
    },
    async (request) => {
      await users.restore(authOf(request).accountId);
      return { result: true as const };
    },
  );
}
