import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  favoriteResponseSchema,
  likeBodySchema,
  likeContextQuerySchema,
  memberActionBodySchema,
  memberActionParamsSchema,
  reactionResponseSchema,
  visitResponseSchema,
} from '@amora/contracts';
import { authAccountOf } from '../../platform/auth/authenticate.ts';
import { MemberActions } from './actions.ts';
import { listsRoutes } from './lists/routes.ts';
import { relationsMemberData } from './member-data.ts';
import { registerOnBlock } from './on-block.ts';

const tags = ['relations'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
/** A hid in the path, then the custom method (`/v3/users/{userHashId}:visit`): the pattern keeps the method out of the hid. */
const USER = '/v3/users/:userHashId(^[A-Za-z0-9_-]+)';

/** Likes, visits and favourites outside the matches game (spec 2 §7; DESIGN.md §14 "relations"). */
export default async function relationsRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, memberViews, relations } = app.services;
  app.platform.memberData.register(relationsMemberData({ db: app.platform.db }));
  registerOnBlock(app);
  await listsRoutes(app);
  const actions = new MemberActions({ relations, members: memberViews, accounts });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/apis/relations/v1/users/me/likes',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Like a member from search, nearby or a profile (the daily likes limit counts it; 429 code 121 past it)',
        querystring: likeContextQuerySchema,
        body: likeBodySchema,
        response: { 200: reactionResponseSchema, ...errors, 429: errorEnvelopeSchema },
      },
    },
    async (request) => actions.like(authAccountOf(request), request.body.contact_hid, request.query.context),
  );

  api.post(
    `${USER}::visit`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Record a visit of the profile (once per visitor per day; emits member.visited)',
        params: memberActionParamsSchema,
        body: memberActionBodySchema.nullish(),
        response: { 200: visitResponseSchema, ...errors },
      },
    },
    async (request) => {
      await actions.visit(authAccountOf(request), request.params.userHashId, request.body?.source ?? null);
      return {};
    },
  );

  api.post(
    `${USER}::favorite`,
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Mark the member a favourite', params: memberActionParamsSchema, body: memberActionBodySchema.nullish(), response: { 200: favoriteResponseSchema, ...errors } },
    },
    async (request) => actions.favourite(authAccountOf(request), request.params.userHashId),
  );

  api.post(
    `${USER}::unfavorite`,
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Take the member off the favourites', params: memberActionParamsSchema, body: memberActionBodySchema.nullish(), response: { 200: favoriteResponseSchema, ...errors } },
    },
    async (request) => actions.unfavourite(authAccountOf(request), request.params.userHashId),
  );
}
