import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiCode,
  errorEnvelopeSchema,
  NotificationFieldError,
  notificationSettingsBodySchema,
  notificationSettingsResponseSchema,
  notificationSettingsSaveResponseSchema,
  oneClickUnsubscribeQuerySchema,
  oneClickUnsubscribeResponseSchema,
  UNSUBSCRIBE_QUERY_PARAM,
  unsubscribeCodeBodySchema,
  unsubscribeCodeResponseSchema,
  unsubscribeVerifyBodySchema,
  unsubscribeVerifyErrorSchema,
  unsubscribeVerifyResponseSchema,
  type Language,
  type UnsubscribeVerifyError,
} from '@amora/contracts';
import { authOf } from '../../../platform/auth/authenticate.ts';
import { brandOf } from '../../../platform/brand.ts';
import { Throttle } from '../../../platform/throttle.ts';
import { pageLanguage } from '../../site/index.ts';
import { notificationSettings, saveNotificationSettings } from './notification-settings.ts';
import { oneClickUnsubscribe, requestUnsubscribeCode, verifyUnsubscribeCode } from './unsubscribe.ts';

const tags = ['settings'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** Labels follow the language the member reads the app in. */
function languageOf(request: FastifyRequest): Language {
  return pageLanguage(request, brandOf(request));
}

/** E-mail notification settings and unsubscribing (contracts notification-settings.ts). */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { platform } = app;
  const { accounts } = app.services;
  const throttle = new Throttle(platform.db, platform.clock);

  api.get(
    '/rest/v2/user/settings/notification',
    { preHandler: app.authenticate, schema: { tags, response: { 200: notificationSettingsResponseSchema, ...errors } } },
    async (request) => ({ result: await notificationSettings({ db: platform.db, accounts }, authOf(request).accountId, languageOf(request)) }),
  );

  api.put(
    '/rest/v2/user/settings/notifications',
    { preHandler: app.authenticate, schema: { tags, body: notificationSettingsBodySchema, response: { 200: notificationSettingsSaveResponseSchema, ...errors } } },
    async (request) => {
      await saveNotificationSettings(platform.db, authOf(request).accountId, request.body, platform.clock.now());
      return { result: true as const };
    },
  );

  api.post(
    '/rest/v2/user/settings/notifications/unsubscribe/code',
    { preHandler: app.authenticate, schema: { tags, body: unsubscribeCodeBodySchema, response: { 200: unsubscribeCodeResponseSchema, ...errors } } },
    async (request) => ({ result: await requestUnsubscribeCode({ platform, accounts, throttle }, authOf(request), request.body.token) }),
  );

  api.post(
    '/rest/v2/user/settings/notifications/unsubscribe/verify',
    {
      preHandler: app.authenticate,
      schema: { tags, body: unsubscribeVerifyBodySchema, response: { 200: unsubscribeVerifyResponseSchema, ...errors, 400: unsubscribeVerifyErrorSchema } },
    },
    async (request, reply) => {
      const outcome = await verifyUnsubscribeCode(platform, accounts, authOf(request), request.body);
      if (outcome.unsubscribed) return { result: true as const };
      // The envelope carries the attempts left, which the shared ApiError has no place for.
      const body: UnsubscribeVerifyError = {
        code: ApiCode.validation,
        message: 'Wrong code',
        fields: { code: NotificationFieldError.unsubscribeCodeWrong },
        attempts_left: outcome.attemptsLeft,
      };
      return reply.code(400).send(body);
    },
  );

  await app.register(oneClickRoutes);
}

/**
 * RFC 8058 one-click unsubscribing, in its own scope: mail clients post a form body
 * (`List-Unsubscribe=One-Click`, url-encoded or multipart) that only this route accepts, and the
 * signed token in the query is the whole proof. A GET (a person opening the link, a link checker)
 * never unsubscribes: it goes to the settings page, which verifies by e-mail.
 */
async function oneClickRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));

  api.post(
    '/rest/v2/unsubscribe/one-click',
    {
      // Mail clients send no Accept-Version; the signed token in the query is the proof, not a cookie.
      config: { csrfExempt: true },
      schema: { tags, querystring: oneClickUnsubscribeQuerySchema, response: { 200: oneClickUnsubscribeResponseSchema, 400: errorEnvelopeSchema } },
    },
    async (request) => {
      await oneClickUnsubscribe(app.platform, app.services.accounts, request.query.token);
      return { result: true as const };
    },
  );

  api.get('/rest/v2/unsubscribe/one-click', { schema: { tags, querystring: oneClickUnsubscribeQuerySchema } }, async (request, reply) =>
    reply.redirect(`/settings/notifications?${UNSUBSCRIBE_QUERY_PARAM}=${encodeURIComponent(request.query.token)}`, 303),
  );
}
