import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectionCheckBodySchema,
  errorEnvelopeSchema,
  funnelEventBodySchema,
  funnelStartBodySchema,
  funnelStepBodySchema,
  genericEventsBodySchema,
  MAX_UI_EVENTS_PER_BATCH,
  pageVisitBodySchema,
  popupActionBodySchema,
  popupShowBodySchema,
  pushActionBodySchema,
  pushShowBodySchema,
  pushSubscribeBodySchema,
  trackingResultSchema,
} from '@amora/contracts';
import { authOf, bearerToken } from '../../platform/auth/authenticate.ts';
import { assertProductId, brandOf } from '../../platform/brand.ts';
import { ApiError } from '../../platform/errors.ts';
import { registerHomescreenTracking } from './homescreen.ts';
import { TrackingService, type Reporter } from './service.ts';
import { trackingMemberData } from './member-data.ts';

const tags = ['tracking'];
/** Pages report a few events a minute; a client past this is broken or hostile. */
const rateLimit = { max: 300, timeWindow: 60_000 };
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema };
const restResponse = { 200: trackingResultSchema, ...errors };
const v3Response = { 204: z.null(), ...errors };

export default async function trackingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tracking = new TrackingService(app.platform.db, app.platform.clock);
  app.platform.memberData.register(trackingMemberData({ db: app.platform.db }));

  /**
   * Tracking needs no login (spec 1 §6); a valid access token of this brand ties the event to the
   * member, an invalid or expired one is ignored rather than failing the report.
   */
  async function reporterOf(request: FastifyRequest): Promise<Reporter> {
    const brandId = brandOf(request).id;
    const token = bearerToken(request);
    if (!token) return { brandId, accountId: null };
    try {
      const claims = await app.platform.accessTokens.verify(token);
      return { brandId, accountId: claims.brandId === brandId ? claims.accountId : null };
    } catch (error) {
      if (error instanceof ApiError) return { brandId, accountId: null };
      throw error;
    }
  }

  api.post(
    '/rest/v2/tracking/funnel/start',
    { config: { rateLimit }, schema: { tags, body: funnelStartBodySchema, response: restResponse } },
    async (request) => {
      const reporter = await reporterOf(request);
      const { uid, funnel_id, product_id } = request.body;
      assertProductId(reporter.brandId, product_id);
      await tracking.record('funnel.start', reporter, { uid, funnelId: funnel_id, payload: request.body });
      return { result: true as const };
    },
  );

  api.post(
    '/rest/v2/tracking/funnel/v2/step',
    { config: { rateLimit }, schema: { tags, body: funnelStepBodySchema, response: restResponse } },
    async (request) => {
      const { uid, funnel_id } = request.body;
      await tracking.record('funnel.step', await reporterOf(request), { uid, funnelId: funnel_id, payload: request.body });
      return { result: true as const };
    },
  );

  api.post(
    '/rest/v2/tracking/funnel/event',
    { config: { rateLimit }, schema: { tags, body: funnelEventBodySchema, response: restResponse } },
    async (request) => {
      const { uid, funnel_id } = request.body;
      await tracking.record('funnel.event', await reporterOf(request), { uid, funnelId: funnel_id, payload: request.body });
      return { result: true as const };
    },
  );

  api.post(
    '/rest/v2/tracking/connection/check',
    { config: { rateLimit }, schema: { tags, body: connectionCheckBodySchema, response: restResponse } },
    async (request) => {
      await tracking.record('connection.check', await reporterOf(request), { funnelId: request.body.funnel_id, payload: request.body });
      return { result: true as const };
    },
  );

  api.post(
    '/v3/ui/events/pageVisit::collect',
    { config: { rateLimit }, schema: { tags, body: pageVisitBodySchema, response: v3Response } },
    async (request, reply) => {
      await tracking.record('ui.pageVisit', await reporterOf(request), { payload: request.body });
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/v3/ui/events/generic::batchCollect',
    // A full batch at its field limits, in UTF-8, stays under 2 KiB an event: above the 64 KiB default.
    { config: { rateLimit }, bodyLimit: MAX_UI_EVENTS_PER_BATCH * 2048, schema: { tags, body: genericEventsBodySchema, response: v3Response } },
    async (request, reply) => {
      const reporter = await reporterOf(request);
      await tracking.recordMany(
        'ui.generic',
        reporter,
        request.body.requests.map((event) => ({ payload: event })),
      );
      return reply.code(204).send(null);
    },
  );

  // Toasts and popups (spec 2 §7) are shown to members only: these reports need the session.
  const memberReports = [
    ['/rest/v2/tracking/push/show', 'push.show', pushShowBodySchema],
    ['/rest/v2/tracking/push/action', 'push.action', pushActionBodySchema],
    ['/rest/v2/tracking/push/subscribe', 'push.subscribe', pushSubscribeBodySchema],
    ['/rest/v2/tracking/popup/show', 'popup.show', popupShowBodySchema],
    ['/rest/v2/tracking/popup/action', 'popup.action', popupActionBodySchema],
  ] as const;
  for (const [url, kind, body] of memberReports) {
    api.post(
      url,
      { preHandler: app.authenticate, config: { rateLimit }, schema: { tags, body, response: { ...restResponse, 401: errorEnvelopeSchema } } },
      async (request) => {
        const { accountId, brandId } = authOf(request);
        await tracking.record(kind, { brandId, accountId }, { payload: request.body });
        return { result: true as const };
      },
    );
  }

  registerHomescreenTracking(app);
}
