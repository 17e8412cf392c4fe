import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  relationStatsQuerySchema,
  relationStatsResponseSchema,
  RESETTABLE_COUNTER_LISTS,
  resetUnreadResponseSchema,
  unreadCountersQuerySchema,
  unreadCountersResponseSchema,
} from '@amora/contracts';
import { authOf } from '../../platform/auth/authenticate.ts';
import { countersMemberData } from './member-data.ts';
import { CountersService } from './service.ts';
import { registerCounterSubscribers } from './subscribers.ts';

const tags = ['counters'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

/** The people-list counters and stats (spec 2 §7; issue 17 point 2). Registered after relations and safety: see subscribers.ts. */
export default async function countersRoutes(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  const counters = new CountersService({ db: platform.db, clock: platform.clock, realtime: platform.realtime, safety: app.services.safety });
  platform.memberData.register(countersMemberData({ counters }));
  registerCounterSubscribers(platform.events, counters);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/v2/user/lists/counter/unread',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Unread counts: 1 threads, 3 visitors, 5 likes-me, 6 matches, 15 matches-game', querystring: unreadCountersQuerySchema, response: { 200: unreadCountersResponseSchema, ...errors } },
    },
    async (request) => ({ result: await counters.unread(authOf(request).accountId) }),
  );

  api.get(
    '/apis/relations/v1/users/me/stats',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Totals: like, likes-me, visitor, block', querystring: relationStatsQuerySchema, response: { 200: relationStatsResponseSchema, ...errors } },
    },
    async (request) => ({ stats: await counters.stats(authOf(request).accountId, request.query.fields) }),
  );

  for (const list of RESETTABLE_COUNTER_LISTS) {
    api.post(
      // `::` is a literal colon for Fastify's router: Google-style custom methods (spec 2 §7).
      `/v3/${list}::resetUnreadCount`,
      { preHandler: app.authenticate, schema: { tags, summary: `Reset the unread count of ${list}`, response: { 200: resetUnreadResponseSchema, ...errors } } },
      async (request) => {
        await counters.reset(authOf(request).accountId, list);
        return {};
      },
    );
  }
}
