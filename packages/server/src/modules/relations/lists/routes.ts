import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteVisitorResponseSchema,
  errorEnvelopeSchema,
  favoritesResponseSchema,
  likesYouResponseSchema,
  listQuerySchema,
  listTeasersQuerySchema,
  listTeasersResponseSchema,
  matchesListResponseSchema,
  myLikesResponseSchema,
  visitorParamsSchema,
  visitsYouResponseSchema,
} from '@amora/contracts';
import { authAccountOf } from '../../../platform/auth/authenticate.ts';
import { acceptsWebp } from '../../photos/index.ts';
import { ListPageTokens } from './page-token.ts';
import { ListsService } from './service.ts';

const tags = ['relations'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };
const premium = { ...errors, 403: errorEnvelopeSchema };

/**
 * The people lists (spec 2 §7; docs/decisions.md "People lists"): likes-me and visitors (premium,
 * with teasers for everyone), matches, my likes and favourites, 20 a page with a sealed keyset
 * token, and taking a visitor off the list.
 */
export async function listsRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, memberViews } = app.services;
  const lists = new ListsService({ db: app.platform.db, events: app.platform.events, clock: app.platform.clock, members: memberViews, accounts, tokens: new ListPageTokens(app.platform.secrets.jwtKey) });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };

  api.get(
    '/v3/likesYou',
    { ...auth, schema: { tags, summary: 'Members who like the caller, newest like first (premium; 403 code 124 otherwise)', querystring: listQuerySchema, response: { 200: likesYouResponseSchema, ...premium } } },
    async (request) => {
      const { entries, nextPageToken } = await lists.page(authAccountOf(request), 'likesYou', request.query, acceptsWebp(request));
      return { likes: entries, nextPageToken };
    },
  );

  api.get(
    '/v3/likesYou/teasers',
    { ...auth, schema: { tags, summary: 'The first likes of the caller as teasers (no hid, masked name, blurred photo), one page', querystring: listTeasersQuerySchema, response: { 200: listTeasersResponseSchema, ...errors } } },
    async (request) => ({ teasers: await lists.teasers(authAccountOf(request), 'likesYou', request.query, acceptsWebp(request)) }),
  );

  api.get(
    '/v3/visitsYou',
    { ...auth, schema: { tags, summary: 'The caller’s visitors, each once at their latest visit, newest first (premium; 403 code 124 otherwise)', querystring: listQuerySchema, response: { 200: visitsYouResponseSchema, ...premium } } },
    async (request) => {
      const { entries, nextPageToken } = await lists.page(authAccountOf(request), 'visitsYou', request.query, acceptsWebp(request));
      return { list: entries, nextPageToken };
    },
  );

  api.get(
    '/v3/visitsYou/teasers',
    { ...auth, schema: { tags, summary: 'The latest visitors of the caller as teasers (no hid, masked name, blurred photo), one page', querystring: listTeasersQuerySchema, response: { 200: listTeasersResponseSchema, ...errors } } },
    async (request) => ({ teasers: await lists.teasers(authAccountOf(request), 'visitsYou', request.query, acceptsWebp(request)) }),
  );

  api.delete(
    '/v3/visitsYou/:id',
    { ...auth, schema: { tags, summary: 'Take a visitor off the caller’s own visitors (404 for anyone who is not one)', params: visitorParamsSchema, response: { 200: deleteVisitorResponseSchema, ...errors, 404: errorEnvelopeSchema } } },
    async (request) => {
      await lists.deleteVisitor(authAccountOf(request), request.params.id);
      return {};
    },
  );

  api.get(
    '/v3/matches',
    { ...auth, schema: { tags, summary: 'The caller’s matches, newest first', querystring: listQuerySchema, response: { 200: matchesListResponseSchema, ...errors } } },
    async (request) => {
      const { entries, nextPageToken } = await lists.page(authAccountOf(request), 'matches', request.query, acceptsWebp(request));
      return { matches: entries, nextPageToken };
    },
  );

  api.get(
    '/v3/myLikes',
    { ...auth, schema: { tags, summary: 'Members the caller likes, newest like first', querystring: listQuerySchema, response: { 200: myLikesResponseSchema, ...errors } } },
    async (request) => {
      const { entries, nextPageToken } = await lists.page(authAccountOf(request), 'myLikes', request.query, acceptsWebp(request));
      return { list: entries, nextPageToken };
    },
  );

  api.get(
    '/v3/favorites',
    { ...auth, schema: { tags, summary: 'The caller’s favourites, newest first', querystring: listQuerySchema, response: { 200: favoritesResponseSchema, ...errors } } },
    async (request) => {
      const { entries, nextPageToken } = await lists.page(authAccountOf(request), 'favorites', request.query, acceptsWebp(request));
      return { users: entries, nextPageToken };
    },
  );
}
