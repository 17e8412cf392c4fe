import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, webPushDeviceParamsSchema, webPushKeyResponseSchema, webPushSubscribeBodySchema } from '@amora/contracts';
import { authAccountOf, authOf } from '../../platform/auth/authenticate.ts';
import { webPushMemberData } from './member-data.ts';

const tags = ['webpush'];
const SUBSCRIPTIONS = '/v3/notifications/webpush/subscriptions';

/** Web push subscriptions (spec 2 §7) and the key browsers subscribe with; each call acts for the caller alone. */
export default async function webPushRoutes(app: FastifyInstance): Promise<void> {
  const { webPush } = app.services;
  app.platform.memberData.register(webPushMemberData({ db: app.platform.db }));
  webPush.reportErrorsTo((err) => app.log.warn({ err }, 'web push failed'));
  app.addHook('onClose', () => webPush.idle());
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v3/notifications/webpush/key',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'The VAPID public key browsers subscribe with (applicationServerKey)', response: { 200: webPushKeyResponseSchema, 401: errorEnvelopeSchema } },
    },
    async () => ({ publicKey: webPush.publicKey() }),
  );

  api.post(
    SUBSCRIPTIONS,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Save the browser’s push subscription (token: the PushSubscription as JSON) for this device, replacing its earlier one',
        body: webPushSubscribeBodySchema,
        response: { 204: z.null(), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await webPush.subscribe(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  api.delete(
    `${SUBSCRIPTIONS}/:deviceId`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Forget this device’s push subscription (the browser unsubscribed); 204 also when there was none',
        params: webPushDeviceParamsSchema,
        response: { 204: z.null(), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await webPush.unsubscribe(authAccountOf(request).id, request.params.deviceId);
      return reply.code(204).send(null);
    },
  );
}
