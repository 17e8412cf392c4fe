import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, PRIVATE_SETTINGS_FIELDS, privateSettingsBodySchema, profileEditResponseSchema } from '@amora/contracts';
import { authOf } from '../../platform/auth/authenticate.ts';
import { TrackingService } from '../tracking/index.ts';
import { UsersService } from '../users/index.ts';
import { VerificationService } from '../verification/index.ts';
import { memberDataRoutes } from './member-data/routes.ts';
import { notificationRoutes } from './notifications/notification-routes.ts';
import { securityRoutes } from './security/routes.ts';

const tags = ['settings'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/**
 * The member's settings (spec 1 §4, §7), one folder per job: the private data here; the account's
 * security (password, deactivation) in security/; e-mail notifications and unsubscribing in
 * notifications/; request my data, its export and the erase of deleted accounts in member-data/.
 */
export default async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { platform } = app;
  const tracking = new TrackingService(platform.db, platform.clock);
  const { accounts, photoFiles, memberViews } = app.services;
  const users = new UsersService(platform, { accounts, photoFiles, tracking, verification: new VerificationService(platform, photoFiles), members: memberViews });

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

  await securityRoutes(app);
  await notificationRoutes(app);
  await memberDataRoutes(app);
}

/** Only the private fields of a body, whatever else (or whatever shape) it came with. */
function privateFieldsOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const fields = body as Record<string, unknown>;
  return Object.fromEntries(PRIVATE_SETTINGS_FIELDS.filter((field) => Object.hasOwn(fields, field)).map((field) => [field, fields[field]]));
}
