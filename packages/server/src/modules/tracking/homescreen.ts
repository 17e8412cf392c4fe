import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  FieldErrorKey,
  homescreenActionBodySchema,
  homescreenGuestActionBodySchema,
  homescreenGuestShowBodySchema,
  homescreenShowBodySchema,
  trackingResultSchema,
} from '@amora/contracts';
import { authOf } from '../../platform/auth/authenticate.ts';
import { brandOf } from '../../platform/brand.ts';
import { HOUR } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { Throttle, type ThrottleRule } from '../../platform/throttle.ts';
import { eventsRepo } from './repo.ts';

/**
 * A visitor sees the popup at most 5 times, each with one action: 30 reports an hour from one
 * address leaves room for a shared network and stops a script filling the events table.
 */
export const GUEST_HOMESCREEN_THROTTLE: ThrottleRule = { limit: 30, windowMs: HOUR };

const tags = ['tracking'];
const response = { 200: trackingResultSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** The home-screen popup reports (spec 3 §7): two of the member, two of a visitor without a session. */
export function registerHomescreenTracking(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new Throttle(app.platform.db, app.platform.clock);

  const record = (kind: string, event: { accountId: number | null; brandId: number | null; funnelId?: string; payload: unknown }) =>
    eventsRepo.insertMany(app.platform.db, [
      { kind, brand_id: event.brandId, account_id: event.accountId, uid: null, funnel_id: event.funnelId ?? null, payload: JSON.stringify(event.payload), created_at: app.platform.clock.now() },
    ]);

  /** The member reports for themself only: another member's hid is a mistake or a forgery. */
  const member = (request: FastifyRequest, userHid: string) => {
    const auth = authOf(request);
    if (userHid !== auth.hid) throw ApiError.validation({ user_hid: FieldErrorKey.invalid }, "user_hid is not the member's own");
    return { accountId: auth.accountId, brandId: auth.brandId };
  };

  const guestBudget = async (request: FastifyRequest) => {
    const verdict = await throttle.hit(`homescreen-guest:ip:${request.ip}`, GUEST_HOMESCREEN_THROTTLE);
    if (!verdict.allowed) throw ApiError.rateLimited(verdict.retryAfterS, verdict.resetAtS);
  };

  api.post(
    '/rest/v2/tracking/homescreen/popupShow',
    { preHandler: app.authenticate, schema: { tags, summary: 'The member was shown the home-screen popup', body: homescreenShowBodySchema, response } },
    async (request) => {
      await record('homescreen.show', { ...member(request, request.body.user_hid), payload: request.body });
      return { result: true as const };
    },
  );

  api.post(
    '/rest/v2/tracking/homescreen/popupAction',
    { preHandler: app.authenticate, schema: { tags, summary: 'What the member did with the home-screen popup', body: homescreenActionBodySchema, response } },
    async (request) => {
      await record('homescreen.action', { ...member(request, request.body.user_hid), payload: request.body });
      return { result: true as const };
    },
  );

  api.post(
    '/rest/v2/tracking/homescreen/guest-popup-show',
    { schema: { tags, summary: 'A visitor was shown the home-screen popup', body: homescreenGuestShowBodySchema, response } },
    async (request) => {
      await guestBudget(request);
      await record('homescreen.guestShow', { accountId: null, brandId: brandOf(request).id, funnelId: request.body.funnel_id, payload: request.body });
      return { result: true as const };
    },
  );

  api.post(
    '/rest/v2/tracking/homescreen/guest-popup-action',
    { schema: { tags, summary: 'What a visitor did with the home-screen popup', body: homescreenGuestActionBodySchema, response } },
    async (request) => {
      await guestBudget(request);
      await record('homescreen.guestAction', { accountId: null, brandId: brandOf(request).id, funnelId: request.body.funnel_id, payload: request.body });
      return { result: true as const };
    },
  );
}
