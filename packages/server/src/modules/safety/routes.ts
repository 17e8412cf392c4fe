import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  abuseReasonsQuerySchema,
  abuseReasonsResponseSchema,
  abuseSendBodySchema,
  abuseSendResponseSchema,
  blockBodySchema,
  blockedUsersQuerySchema,
  blockedUsersResponseSchema,
  blockParamsSchema,
  blockResponseSchema,
  errorEnvelopeSchema,
} from '@amora/contracts';
import { authAccountOf } from '../../platform/auth/authenticate.ts';
import { brandOf } from '../../platform/brand.ts';
import { memberLanguage } from '../accounts/index.ts';
import { acceptsWebp } from '../photos/index.ts';
import { safetyMemberData } from './member-data.ts';

const tags = ['safety'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
/**
 * A hid in the path, then the custom method (`/v3/users/{userHashId}:block`). The same pattern as
 * relations' `:visit` and `:favorite`, character for character, so the router shares one
 * parametric node between the modules and only the method after the colon tells them apart.
 */
const USER = '/v3/users/:userHashId(^[A-Za-z0-9_-]+)';

/**
 * Blocks and abuse reports (spec 2 §4, §7; DESIGN.md §14 "safety"). Every call acts for the
 * caller alone: the path names the other member, never whose block it is.
 */
export default async function safetyRoutes(app: FastifyInstance): Promise<void> {
  const { safety, memberViews } = app.services;
  app.platform.memberData.register(safetyMemberData({ db: app.platform.db }));
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    `${USER}::block`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Block the member: both stop seeing each other everywhere; pending likes between them go (idempotent; emits member.blocked)',
        params: blockParamsSchema,
        body: blockBodySchema.nullish(),
        response: { 200: blockResponseSchema, ...errors },
      },
    },
    async (request) => safety.block(authAccountOf(request), request.params.userHashId, request.body?.source ?? null),
  );

  api.post(
    `${USER}::unblock`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Take the block back: both see each other again; a match the block ended is not restored (idempotent)',
        params: blockParamsSchema,
        body: blockBodySchema.nullish(),
        response: { 200: blockResponseSchema, ...errors },
      },
    },
    async (request) => safety.unblock(authAccountOf(request), request.params.userHashId),
  );

  api.get(
    '/v3/blockedUsers',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The members the caller blocked, newest first, 20 a page (keyset pageToken; empty nextPageToken at the end)',
        querystring: blockedUsersQuerySchema,
        response: { 200: blockedUsersResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => safety.blockedUsers(authAccountOf(request), request.query, memberViews, acceptsWebp(request)),
  );

  api.get(
    '/rest/v2/user/abuse/reasons',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The abuse reasons, titled in the member’s language, with their comment bounds',
        querystring: abuseReasonsQuerySchema,
        response: { 200: abuseReasonsResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ result: { reasons: safety.reasons(memberLanguage(authAccountOf(request).language, brandOf(request))) } }),
  );

  api.post(
    '/rest/v2/user/abuse/send',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Report a member (one open report per reporter and member; a second answers already_reported and keeps the first)',
        body: abuseSendBodySchema,
        response: { 200: abuseSendResponseSchema, ...errors },
      },
    },
    async (request) => ({ result: await safety.report(authAccountOf(request), request.body) }),
  );
}
