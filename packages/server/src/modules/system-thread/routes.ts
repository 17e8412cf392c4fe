import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, systemThreadMarkReadResponseSchema, systemThreadQuerySchema, systemThreadResponseSchema } from '@amora/contracts';
import { authAccountOf } from '../../platform/auth/authenticate.ts';
import { systemThreadMemberData } from './member-data.ts';
import { SystemThreadPageTokens } from './page-token.ts';
import { SystemThread } from './service.ts';
import { registerSystemThreadSubscribers } from './subscribers.ts';

const tags = ['messenger'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

/**
 * The system thread (spec 2 §2; docs/decisions.md "System thread"): the caller's notices from the
 * brand's team, and marking them read. No id is in either address: each acts on the caller's own
 * thread, so there is no one else's to name.
 */
export default async function systemThreadRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, events, memberData, secrets } = app.platform;
  const thread = new SystemThread({ db, clock, tokens: new SystemThreadPageTokens(secrets.jwtKey) });
  memberData.register(systemThreadMemberData({ db }));
  registerSystemThreadSubscribers(events, thread);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v3/messenger/system-thread',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'The caller’s notices from the team, newest first, 20 a page (sealed keyset pageToken), and how many are unread', querystring: systemThreadQuerySchema, response: { 200: systemThreadResponseSchema, ...errors } },
    },
    async (request) => thread.page(authAccountOf(request).id, request.query),
  );

  api.post(
    '/v3/messenger/system-thread::markRead',
    { preHandler: app.authenticate, schema: { tags, summary: 'Mark every notice of the caller’s system thread read', response: { 200: systemThreadMarkReadResponseSchema, ...errors } } },
    async (request) => {
      await thread.markAllRead(authAccountOf(request).id);
      return {};
    },
  );
}
