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
  PRIVATE_SETTINGS_FIELDS,
  privateSettingsBodySchema,
  profileEditResponseSchema,
} from '@amora/contracts';
import { authOf } from '../../platform/auth/authenticate.ts';
import { HOUR } from '../../platform/clock.ts';
import { Throttle } from '../../platform/throttle.ts';
import { PushService } from '../pushes/service.ts';
import { TrackingService } from '../tracking/service.ts';
import { UsersService } from '../users/service.ts';
import { deactivate, reasonsFor } from './deactivation.ts';
import { eraseSelfRemovedAccounts } from './erase.ts';
import { changePassword } from './password-change.ts';
import { dataExportRoutes } from './data-export-routes.ts';
import { notificationRoutes } from './notification-routes.ts';

const tags = ['settings'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/**
 * The member's settings: password, private data, deactivation, e-mail notifications and
 * unsubscribing, request my data (spec 1 §4, §7).
 */
export default async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { platform } = app;
  const throttle = new Throttle(platform.db, platform.clock);
  const tracking = new TrackingService(platform.db, platform.clock);
  const pushes = new PushService(platform);
  const users = new UsersService(platform, tracking);

  platform.jobs.register({ name: 'settings.erase-self-removed', everyMs: HOUR, run: () => eraseSelfRemovedAccounts(platform) });

  api.post(
    '/rest/v2/user/authorization/password',
    { preHandler: app.authenticate, schema: { tags, body: passwordChangeBodySchema, response: { 200: passwordChangeResponseSchema, ...errors } } },
    async (request) => {
      await changePassword({ platform, throttle, pushes }, authOf(request), { ...request.body, ip: request.ip });
      return { result: true as const };
    },
  );

  // The profile edit validates again on the server's clock and gathers every problem into one
  // 400 (users/profile-edit.ts), hence attachValidation; only the private fields reach it.
  api.post(
    '/rest/v2/user/settings/private',
    {
      preHandler: app.authenticate,
      attachValidation: true,
      schema: { tags, body: privateSettingsBodySchema, response: { 200: profileEditResponseSchema, ...errors } },
    },
    async (request) => {
      return { result: await users.editProfile(authOf(request), privateFieldsOf(request.body)) };
    },
  );

  api.get(
    '/rest/v2/user/settings/account/deactivate/reasons',
    { preHandler: app.authenticate, schema: { tags, response: { 200: deactivationReasonsResponseSchema, ...errors } } },
    async (request) => ({ result: await reasonsFor(platform, authOf(request).accountId) }),
  );

  api.post(
    '/rest/v2/user/settings/account/deactivate',
    { preHandler: app.authenticate, schema: { tags, body: deactivateBodySchema, response: { 200: deactivateResponseSchema, ...errors } } },
    async (request) => ({ result: await deactivate({ platform, throttle, tracking }, authOf(request), { ...request.body, ip: request.ip }) }),
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

  await notificationRoutes(app);
  await dataExportRoutes(app);
}

/** Only the private fields of a body, whatever else (or whatever shape) it came with. */
function privateFieldsOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const fields = body as Record<string, unknown>;
  return Object.fromEntries(PRIVATE_SETTINGS_FIELDS.filter((field) => Object.hasOwn(fields, field)).map((field) => [field, fields[field]]));
}
