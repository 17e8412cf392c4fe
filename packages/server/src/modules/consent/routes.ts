import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consentPolicyResponseSchema, errorEnvelopeSchema, memberConsentBodySchema, memberConsentResponseSchema } from '@amora/contracts';
import { authOf } from '../../platform/auth/authenticate.ts';
import { ConsentService } from './service.ts';
import { consentMemberData } from './member-data.ts';

const tags = ['consent'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

/** Cookie consent: the popup for the visitor's region, and the member's stored choice (spec 1 §3, §4, §6). */
export default async function consentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const consent = new ConsentService(app.platform, app.services.accounts);
  app.platform.memberData.register(consentMemberData({ db: app.platform.db }));

  api.get(
    '/rest/v2/consent/policy',
    {
      // Visitors ask too; a member's token, when sent, must be valid, and lets their profile
      // city tell the US state that the IP cannot.
      preHandler: async function optionalAuth(request, reply) {
        if (request.headers.authorization) await app.authenticateAnyState.call(app, request, reply);
      },
      schema: { tags, summary: 'Which cookie popup this visitor gets', response: { 200: consentPolicyResponseSchema, ...errors } },
    },
    async (request) => ({ result: await consent.policy(request.ip, request.auth?.accountId ?? null) }),
  );

  api.get(
    '/rest/v2/user/settings/consent',
    { preHandler: app.authenticate, schema: { tags, response: { 200: memberConsentResponseSchema, ...errors } } },
    async (request) => ({ result: await consent.get(authOf(request).accountId) }),
  );

  api.put(
    '/rest/v2/user/settings/consent',
    { preHandler: app.authenticate, schema: { tags, body: memberConsentBodySchema, response: { 200: memberConsentResponseSchema, ...errors } } },
    async (request) => ({ result: await consent.save(authOf(request).accountId, request.body) }),
  );
}
