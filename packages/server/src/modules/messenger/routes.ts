import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  batchDeleteMessagesBodySchema,
  chatEventsQuerySchema,
  chatEventsResponseSchema,
  dialogParamsSchema,
  dialogResponseSchema,
  dialogsBatchBodySchema,
  dialogsQuerySchema,
  dialogsResponseSchema,
  emptyResponseSchema,
  errorEnvelopeSchema,
  highlightParamsSchema,
  highlightResponseSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
} from '@amora/contracts';
import { HOUR, MINUTE } from '../../platform/clock.ts';
import { authAccountOf } from '../../platform/auth/authenticate.ts';
import { acceptsWebp } from '../photos/index.ts';
import { greetingsRoutes } from './greetings/index.ts';
import { smartMessagesRoutes } from './smart/index.ts';
import { Dialogs } from './dialogs.ts';
import { messengerMemberData } from './member-data.ts';
import { MessengerPageTokens } from './page-token.ts';
import { registerMessengerSubscribers } from './subscribers.ts';

const tags = ['messenger'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
/** The dialog's other member in the path, then the custom method where there is one (`…/messages:batchDelete`). */
const DIALOG = '/v3/messenger/dialogs/:id(^[A-Za-z0-9_-]+)';

/**
 * The messenger (spec 2 §7; DESIGN.md §14; docs/decisions.md "Messenger"): dialogs, threads,
 * sends exactly once, deletions, reads, the highlight, and the catch-up of chat events. Every
 * call acts for the caller: a dialog is named by the other member's hid, never by whose it is.
 */
export default async function messengerRoutes(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  const { accounts, memberViews, messenger } = app.services;
  const { db, clock, events } = platform;
  const { chatLog, unread, threads, held, sender } = messenger;
  platform.memberData.register(messengerMemberData({ db }));
  const dialogs = new Dialogs({ db, clock, accounts, members: memberViews, tokens: new MessengerPageTokens(platform.secrets.jwtKey), threads, chatLog, unread, held });
  registerMessengerSubscribers(events, { clock, accounts, threads, unread });
  for (const extension of [greetingsRoutes, smartMessagesRoutes]) await app.register(extension, { sender });
  platform.jobs.register({ name: 'messenger.release-held', everyMs: MINUTE, run: () => held.releaseDue() });
  platform.jobs.register({ name: 'messenger.prune-chat-events', everyMs: HOUR, run: () => chatLog.prune() });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };

  api.get(
    '/v3/messenger/dialogs',
    {
      ...auth,
      schema: { tags, summary: 'The caller’s dialogs, latest first, 20 a page (sealed keyset pageToken); at most one filter.{name}=true', querystring: dialogsQuerySchema, response: { 200: dialogsResponseSchema, ...errors } },
    },
    async (request) => dialogs.list(authAccountOf(request), request.query, acceptsWebp(request)),
  );

  api.post(
    '/v3/messenger/dialogs::batchDelete',
    { ...auth, schema: { tags, summary: 'Delete the caller’s dialogs with these members (≤ 100), for the caller alone; a newer message brings one back', body: dialogsBatchBodySchema, response: { 200: emptyResponseSchema, ...errors } } },
    async (request) => {
      await dialogs.deleteMany(authAccountOf(request), request.body.hids);
      return {};
    },
  );

  api.post(
    '/v3/messenger/dialogs::batchMarkRead',
    { ...auth, schema: { tags, summary: 'Mark the caller’s dialogs with these members read (≤ 100); each other member hears contact_read', body: dialogsBatchBodySchema, response: { 200: emptyResponseSchema, ...errors } } },
    async (request) => {
      await dialogs.markManyRead(authAccountOf(request), request.body.hids);
      return {};
    },
  );

  api.get(
    DIALOG,
    { ...auth, schema: { tags, summary: 'The dialog with the member of this hid, before any message too', params: dialogParamsSchema, response: { 200: dialogResponseSchema, ...errors } } },
    async (request) => ({ dialog: await dialogs.one(authAccountOf(request), request.params.id, acceptsWebp(request)) }),
  );

  api.get(
    `${DIALOG}/messages`,
    {
      ...auth,
      schema: { tags, summary: 'The thread, newest first; the first page marks the dialog read', params: dialogParamsSchema, querystring: messagesQuerySchema, response: { 200: messagesResponseSchema, ...errors } },
    },
    async (request) => dialogs.thread(authAccountOf(request), request.params.id, request.query, acceptsWebp(request)),
  );

  api.post(
    `${DIALOG}/messages`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Send a message exactly once per requestId (a repeat answers the first; 409 code 131 for another message under it; 402 code 130 for a paid gift without the coins; 403 code 132 to a member the caller blocked)',
        params: dialogParamsSchema,
        body: sendMessageBodySchema,
        response: { 200: sendMessageResponseSchema, ...errors, 402: errorEnvelopeSchema, 403: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({ message: await sender.send(authAccountOf(request), request.params.id, request.body) }),
  );

  api.post(
    `${DIALOG}/messages::batchDelete`,
    { ...auth, schema: { tags, summary: 'Delete the caller’s own messages named (≤ 100) for both sides; others named are skipped', params: dialogParamsSchema, body: batchDeleteMessagesBodySchema, response: { 200: emptyResponseSchema, ...errors } } },
    async (request) => {
      await dialogs.deleteMessages(authAccountOf(request), request.params.id, request.body.ids);
      return {};
    },
  );

  api.post(
    '/rest/v2/user/messenger/threads/:userHashId(^[A-Za-z0-9_-]+)/highlight',
    { ...auth, schema: { tags, summary: 'Bring the dialog with this member to the top of the caller’s list (created when missing)', params: highlightParamsSchema, response: { 200: highlightResponseSchema, ...errors } } },
    async (request) => {
      await dialogs.highlight(authAccountOf(request), request.params.userHashId);
      return { result: { highlighted: true } };
    },
  );

  api.get(
    '/v3/messenger/events',
    {
      ...auth,
      schema: { tags, summary: 'The caller’s chat events after seq `after`, oldest first (catch-up after a reconnect); resync when they were pruned', querystring: chatEventsQuerySchema, response: { 200: chatEventsResponseSchema, ...errors } },
    },
    async (request) => {
      const viewer = authAccountOf(request);
      await held.releaseIfPremium(viewer);
      return chatLog.catchUp(viewer.id, request.query.after);
    },
  );
}
