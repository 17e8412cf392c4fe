import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  matchesReactionBodySchema,
  matchesReactionParamsSchema,
  pickUpQuerySchema,
  pickUpResponseSchema,
  reactionResponseSchema,
  reverseResponseSchema,
} from '@amora/contracts';
import { authAccountOf } from '../../../platform/auth/authenticate.ts';
import { acceptsWebp } from '../../photos/index.ts';
import type { GameService } from './service.ts';

const tags = ['discovery'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };
const reactionErrors = { ...errors, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema };
/** The card's operation token in the path, then the custom method: the pattern keeps the method out of the token. */
const CARD = '/v3/matchesGame/users/:token(^[A-Za-z0-9_.-]+)';

/** The matches game (spec 2 §7): `users:pickUp`, and `:like`, `:pass` and `:reverse` on a dealt card. */
export async function gameRoutes(app: FastifyInstance, game: GameService): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v3/matchesGame/users::pickUp',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The next cards of the deck: members who would pick each other, likers of the viewer first; the radius widens as the deck runs dry',
        querystring: pickUpQuerySchema,
        response: { 200: pickUpResponseSchema, ...errors },
      },
    },
    async (request) => game.pickUp(authAccountOf(request), request.query, acceptsWebp(request)),
  );

  api.post(
    `${CARD}::like`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Like the card’s member (needs an approved photo, 403 code 120; the daily limit, 429 code 121); a mutual like is a match',
        params: matchesReactionParamsSchema,
        body: matchesReactionBodySchema.nullish(),
        response: { 200: reactionResponseSchema, ...reactionErrors },
      },
    },
    async (request) => game.like(authAccountOf(request), request.params.token, request.body),
  );

  api.post(
    `${CARD}::pass`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Pass the card’s member: never dealt again (needs an approved photo, 403 code 120)',
        params: matchesReactionParamsSchema,
        body: matchesReactionBodySchema.nullish(),
        response: { 200: reactionResponseSchema, ...reactionErrors },
      },
    },
    async (request) => game.pass(authAccountOf(request), request.params.token, request.body),
  );

  api.post(
    `${CARD}::reverse`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Undo the last reaction when it was a pass of this card (premium, 403 code 122; otherwise 409 code 123)',
        params: matchesReactionParamsSchema,
        response: { 200: reverseResponseSchema, ...reactionErrors, 409: errorEnvelopeSchema },
      },
    },
    async (request) => game.reverse(authAccountOf(request), request.params.token, acceptsWebp(request)),
  );
}
