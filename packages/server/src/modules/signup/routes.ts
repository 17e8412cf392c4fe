import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  autoConfirmRequestSchema,
  autoConfirmResponseSchema,
  errorEnvelopeSchema,
  signupClickResponseSchema,
  signupDataQuerySchema,
  signupDataResponseSchema,
  signupDraftRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  trackingIdentifierResponseSchema,
} from '@amora/contracts';
import { authOf } from '../../platform/auth/authenticate.ts';
import { brandOf } from '../../platform/brand.ts';
import { newHid } from '../../platform/ids.ts';
import { setSessionCookies } from '../auth/index.ts';
import { sendConfirmationEmail } from '../email-confirmation/index.ts';
import { pageLanguage } from '../site/index.ts';
import { createSocialVerifier } from '../social/index.ts';
import { TrackingService } from '../tracking/index.ts';
import { SignupChecks } from './checks.ts';
import { SignupService, type SignupSeams } from './service.ts';
import { registerValidationRoutes } from './validation-routes.ts';
import { registerVocabularyRoutes } from './vocabulary-routes.ts';
import { HOUR } from '../../platform/clock.ts';
import { draftsRepo } from './drafts-repo.ts';

const tags = ['signup'];
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema };

export default async function signupRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { accounts } = app.services;
  const seams: SignupSeams = {
    signupNotifier: { accountCreated: (accountId, details) => sendConfirmationEmail(app.platform, accounts, accountId, details) },
    socialVerifier: createSocialVerifier(app.platform),
  };
  const signup = new SignupService(app.platform, accounts, seams);
  const checks = new SignupChecks(app.platform, accounts);
  const tracking = new TrackingService(app.platform.db, app.platform.clock);
  const { db, clock } = app.platform;
  app.platform.jobs.register({ name: 'signup.drafts-purge', everyMs: HOUR, run: () => draftsRepo.deleteExpired(db, clock.now()) });

  // The body schema documents the payload; the service validates it again on the server's clock
  // (the age bound) after merging a saved registration, and answers the sign-up codes 0/18/30/31
  // instead of the generic validation envelope — hence attachValidation.
  api.post(
    '/rest/v2/signup',
    { attachValidation: true, schema: { tags, body: signupRequestSchema, response: { 200: signupResponseSchema, ...errors } } },
    async (request, reply) => {
      const brand = brandOf(request);
      const result = await signup.signUp({ brand, body: request.body, ip: request.ip, language: pageLanguage(request, brand) });
      if (result.refreshToken && result.accessToken) setSessionCookies(reply, { accessToken: result.accessToken, refreshToken: result.refreshToken }, app.platform.clock.now());
      return { result };
    },
  );

  api.post(
    '/rest/v2/signup/click',
    { attachValidation: true, schema: { tags, body: signupDraftRequestSchema, response: { 200: signupClickResponseSchema, ...errors } } },
    async (request) => ({ result: { token: await signup.saveDraft({ brand: brandOf(request), body: request.body, ip: request.ip }) } }),
  );

  api.get(
    '/rest/v2/signup/data',
    { schema: { tags, querystring: signupDataQuerySchema, response: { 200: signupDataResponseSchema, ...errors } } },
    async (request) => ({ result: { profile: await signup.loadDraft(brandOf(request), request.query.token) } }),
  );

  api.post(
    '/rest/v2/registration/auto_confirm',
    {
      preHandler: app.authenticate,
      schema: { tags, body: autoConfirmRequestSchema, response: { 200: autoConfirmResponseSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, ...errors } },
    },
    async (request) => {
      await checks.autoConfirm(authOf(request), request.body.email);
      return { result: { email_confirmed: true as const } };
    },
  );

  // Fresh ids for a visitor's funnel (spec 1 §7): random, so they say nothing about the visitor.
  api.post(
    '/rest/v2/registration/tracking/identifier',
    { schema: { tags, response: { 200: trackingIdentifierResponseSchema, 404: errorEnvelopeSchema } } },
    async (request) => {
      const brand = brandOf(request);
      const ids = { uid: newHid(), funnel_id: newHid() };
      await tracking.record('funnel.identifier', { brandId: brand.id, accountId: null }, { uid: ids.uid, funnelId: ids.funnel_id, payload: null });
      return { result: ids };
    },
  );

  registerValidationRoutes(api, checks);
  registerVocabularyRoutes(api);
}
