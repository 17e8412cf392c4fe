import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  feedActivitiesQuerySchema,
  feedActivitiesResponseSchema,
  feedBatchBodySchema,
  feedEmptyResponseSchema,
  feedUnreadCountQuerySchema,
  feedUnreadCountResponseSchema,
} from '@amora/contracts';
import { authAccountOf } from '../../platform/auth/authenticate.ts';
import { acceptsWebp } from '../photos/index.ts';
import { feedMemberData } from './member-data.ts';
import { FeedService } from './service.ts';
import { registerFeedSubscribers } from './subscribers.ts';

const tags = ['feed'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };
const ACTIVITIES = '/v3/activityFeed/activities';

/**
 * The activity feed (spec 2 §7; DESIGN.md §14 "feed"): the items the subscribers made, read
 * through the member-view pipeline. Every call acts on the caller's own feed alone.
 */
export default async function feedRoutes(app: FastifyInstance): Promise<void> {
  const feed = new FeedService({ db: app.platform.db, members: app.services.memberViews, realtime: app.platform.realtime, accounts: app.services.accounts });
  app.platform.memberData.register(feedMemberData({ db: app.platform.db }));
  registerFeedSubscribers(app, feed);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    ACTIVITIES,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller’s activity feed, newest first, 20 a page (keyset pageToken; empty nextPageToken at the end)',
        querystring: feedActivitiesQuerySchema,
        response: { 200: feedActivitiesResponseSchema, ...errors },
      },
    },
    async (request) => feed.activities(authAccountOf(request), request.query, acceptsWebp(request)),
  );

  api.get(
    `${ACTIVITIES}::unreadCount`,
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'How many activities of the feed are unread', querystring: feedUnreadCountQuerySchema, response: { 200: feedUnreadCountResponseSchema, ...errors } },
    },
    async (request) => ({ unreadCount: await feed.unreadCount(authAccountOf(request)) }),
  );

  api.post(
    `${ACTIVITIES}::resetUnreadCount`,
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Reset the unread count: every activity of the feed is read', response: { 200: feedEmptyResponseSchema, ...errors } },
    },
    async (request) => {
      await feed.resetUnreadCount(authAccountOf(request));
      return {};
    },
  );

  api.post(
    `${ACTIVITIES}::batchMarkRead`,
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Mark up to 100 of the caller’s activities read (other hids change nothing)', body: feedBatchBodySchema, response: { 200: feedEmptyResponseSchema, ...errors } },
    },
    async (request) => {
      await feed.markRead(authAccountOf(request), request.body.hids);
      return {};
    },
  );

  api.post(
    `${ACTIVITIES}::batchDelete`,
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Delete up to 100 of the caller’s activities (other hids change nothing)', body: feedBatchBodySchema, response: { 200: feedEmptyResponseSchema, ...errors } },
    },
    async (request) => {
      await feed.remove(authAccountOf(request), request.body.hids);
      return {};
    },
  );
}
