import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  passwordRecoverResponseSchema,
  passwordRecoverSchema,
  recoverRequestResponseSchema,
  recoverRequestSchema,
} from '@amora/contracts';
import { assertProductId, brandOf } from '../../platform/brand.ts';
import { RecoveryService } from './service.ts';

const tags = ['recovery'];
const errors = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 422: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** `product_id` in a payload must name the host's brand (DESIGN.md §4). */

export default async function recoveryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const recovery = new RecoveryService(app.platform, app.services.accounts);

  api.post(
    '/rest/v2/signup/recover/request',
    { schema: { tags, body: recoverRequestSchema, response: { 200: recoverRequestResponseSchema, ...errors } } },
    async (request, reply) => {
      const brand = brandOf(request);
      assertProductId(brand.id, request.body.product_id);
      const { nextAllowedAtS } = await recovery.request({ brand, email: request.body.email, ip: request.ip });
      // The sent page counts down to this before offering "resend" (spec 1 §4).
      void reply.header('x-rate-limit-reset', String(nextAllowedAtS));
      return { result: true as const };
    },
  );

  api.post(
    '/api/user/password/recover',
    { schema: { tags, body: passwordRecoverSchema, response: { 200: passwordRecoverResponseSchema, ...errors } } },
    async (request) => {
      const result = await recovery.setPassword({ brand: brandOf(request), signedQuery: request.body.signed_query, password: request.body.password });
      return { result };
    },
  );
}
