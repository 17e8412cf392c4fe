import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deactivateBodySchema,
  deactivateResponseSchema,
  deactivationReasonsResponseSchema,
  deleteAttemptBodySchema,
  deleteAttemptResponseSchema,
  errorEnvelopeSchema,
  passwordChangeBodySchema,
  passwordChangeResponseSchema,
} from '@amora/contracts';
import { authOf } from '../../../platform/auth/authenticate.ts';
import { Throttle } from '../../../platform/throttle.ts';
import { TrackingService } from '../../tracking/index.ts';
import { deactivate, reasonsFor } from './deactivation.ts';
import { changePassword } from './password-change.ts';

const tags = ['settings'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** The account's security: changing the password, and deactivation (spec 1 §4). */
export async function securityRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { platform } = app;
  const { accounts } = app.services;
  const throttle = new Throttle(platform.db, platform.clock);
  const tracking = new TrackingService(platform.db, platform.clock);

  api.post(
    '/rest/v2/user/authorization/password',
    { preHandler: app.authenticate, schema: { tags, body: passwordChangeBodySchema, response: { 200: passwordChangeResponseSchema, ...errors } } },
    async (request) => {
      await changePassword({ platform, accounts, throttle }, authOf(request), { ...request.body, ip: request.ip });
      return { result: true as const };
    },
  );

  api.get(
    '/rest/v2/user/settings/account/deactivate/reasons',
    { preHandler: app.authenticate, schema: { tags, response: { 200: deactivationReasonsResponseSchema, ...errors } } },
    async (request) => ({ result: await reasonsFor(platform, accounts, authOf(request).accountId) }),
  );

  api.post(
    '/rest/v2/user/settings/account/deactivate',
    { preHandler: app.authenticate, schema: { tags, body: deactivateBodySchema, response: { 200: deactivateResponseSchema, ...errors } } },
    async (request) => ({ result: await deactivate({ platform, accounts, throttle, tracking }, authOf(request), { ...request.body, ip: request.ip }) }),
  );

  api.post(
    '/rest/v2/tracking/account/delete-attempt',
    { preHandler: app.authenticate, schema: { tags, body: deleteAttemptBodySchema, response: { 200: deleteAttemptResponseSchema, ...errors } } },
    async (request) => {
      const auth = authOf(request);
      await tracking.record('account.deleteAttempt', { brandId: auth.brandId, accountId: auth.accountId }, { payload: { reason_id: request.body.reason_id } });
      return { result: true as const };
    },
  );
}
