import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enableSmartMessagesBodySchema, errorEnvelopeSchema, pingsResponsesResponseSchema, smartMessagesResponseSchema } from '@amora/contracts';
import { MINUTE } from '../../../platform/clock.ts';
import { authAccountOf } from '../../../platform/auth/authenticate.ts';
import { CandidateCountService } from '../../discovery/index.ts';
import type { MessageSender } from '../send.ts';
import { smartMessagesMemberData } from './member-data.ts';
import { SmartMessages } from './service.ts';

const tags = ['messenger'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };
const MASS_OUTGOING = '/rest/v2/user/mass/outgoing';

/**
 * Smart messages (spec 2 §7 "mass outgoing", "pings"): the switch, the responses count and the
 * job that sends. Registered by the messenger's routes with its sender.
 */
export default async function smartMessagesRoutes(app: FastifyInstance, options: { sender: MessageSender }): Promise<void> {
  const { platform } = app;
  const { accounts, locations, memberViews } = app.services;
  const { db, clock } = platform;
  const candidates = new CandidateCountService({ db, clock, accounts, locations, members: memberViews });
  const smart = new SmartMessages({ db, clock, accounts, candidates, sender: options.sender });
  platform.memberData.register(smartMessagesMemberData({ db }));
  platform.jobs.register({ name: 'messenger.smart-messages', everyMs: MINUTE, run: () => smart.sendDue() });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };
  const state = async (accountId: number) => ({ result: { done: await smart.isEnabled(accountId) } });

  api.get(MASS_OUTGOING, { ...auth, schema: { tags, summary: 'Whether the caller’s smart messages are enabled (`done`)', response: { 200: smartMessagesResponseSchema, ...errors } } }, async (request) =>
    state(authAccountOf(request).id),
  );

  api.post(
    MASS_OUTGOING,
    { ...auth, schema: { tags, summary: 'Enable the caller’s smart messages: their greeting goes to at most 20 suitable members a day', body: enableSmartMessagesBodySchema, response: { 200: smartMessagesResponseSchema, ...errors } } },
    async (request) => {
      const { id } = authAccountOf(request);
      await smart.enable(id, request.body.context ?? null);
      return state(id);
    },
  );

  api.delete(MASS_OUTGOING, { ...auth, schema: { tags, summary: 'Disable the caller’s smart messages; nothing more is sent from now on', response: { 200: smartMessagesResponseSchema, ...errors } } }, async (request) => {
    const { id } = authAccountOf(request);
    await smart.disable(id);
    return state(id);
  });

  api.get('/rest/v2/pings/responses', { ...auth, schema: { tags, summary: 'How many members the caller’s smart messages reached wrote back', response: { 200: pingsResponsesResponseSchema, ...errors } } }, async (request) => ({
    result: { count: await smart.responses(authAccountOf(request).id) },
  }));
}
