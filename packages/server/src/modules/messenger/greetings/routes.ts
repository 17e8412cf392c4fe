import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dialogParamsSchema, errorEnvelopeSchema, greetingsQuerySchema, greetingsResponseSchema, sendGreetingBodySchema, sendGreetingResponseSchema, type Language } from '@amora/contracts';
import { authAccountOf } from '../../../platform/auth/authenticate.ts';
import { brandOf } from '../../../platform/brand.ts';
import { pageLanguage } from '../../site/index.ts';
import type { MessageSender } from '../send.ts';
import { Greetings } from './service.ts';

const tags = ['messenger'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Suggestions are written in the language the member reads the app in: the `lang` cookie, else Accept-Language. */
const languageOf = (request: FastifyRequest): Language => pageLanguage(request, brandOf(request));

/**
 * Greetings (spec 2 §7): suggestions per dialog and the coins variant's send. Registered by the
 * messenger's routes with its sender, so a greeting goes out through the one exactly-once send.
 */
export default async function greetingsRoutes(app: FastifyInstance, options: { sender: MessageSender }): Promise<void> {
  const greetings = new Greetings({ members: app.services.memberViews, sender: options.sender });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };

  api.get(
    '/v3/messenger/dialogs/:id(^[A-Za-z0-9_-]+)/greetings',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Greeting suggestions to write to this member (3, or pageSize), in the caller’s language; the same for the same pair and round, `round` for more',
        params: dialogParamsSchema,
        querystring: greetingsQuerySchema,
        response: { 200: greetingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ greetings: await greetings.suggestions(authAccountOf(request), request.params.id, request.query, languageOf(request)) }),
  );

  api.post(
    '/rest/v2/user/messenger/messages/greeting',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Send the greeting ping_id to contact_hid (the coins variant; free while no member is in the pings-for-coins group); a repeat answers the first message',
        body: sendGreetingBodySchema,
        response: { 200: sendGreetingResponseSchema, ...errors, 403: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({ result: await greetings.send(authAccountOf(request), request.body, languageOf(request)) }),
  );
}
