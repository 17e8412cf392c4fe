import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, onboardingItemBodySchema, onboardingItemResponseSchema, onboardingItemsResponseSchema } from '@amora/contracts';
import { authOf } from '../../platform/auth/authenticate.ts';
import { countOnboardingItemShown, onboardingItems } from './items.ts';
import { onboardingMemberData } from './member-data.ts';

const tags = ['onboarding'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

/** Onboarding items: the tips and tutorial tooltips the web shows a member, counted (spec 1 §7, spec 2 §4). */
export default async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { platform } = app;
  platform.memberData.register(onboardingMemberData({ db: platform.db }));

  api.get(
    '/rest/v2/user/onboarding/items',
    { preHandler: app.authenticate, schema: { tags, response: { 200: onboardingItemsResponseSchema, ...errors } } },
    async (request) => ({ result: { items: await onboardingItems(platform.db, authOf(request).accountId) } }),
  );

  api.put(
    '/rest/v2/user/onboarding/item',
    { preHandler: app.authenticate, schema: { tags, body: onboardingItemBodySchema, response: { 200: onboardingItemResponseSchema, ...errors } } },
    async (request) => {
      await countOnboardingItemShown(platform.db, authOf(request).accountId, request.body.item, platform.clock.now());
      return { result: true as const };
    },
  );
}
