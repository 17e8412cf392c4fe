import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeEmailResponseSchema,
  changeEmailSchema,
  confirmationConfirmQuerySchema,
  confirmationResendResponseSchema,
  confirmationResendSchema,
  errorEnvelopeSchema,
} from '@amora/contracts';
import { assertProductId, brandOf } from '../../platform/brand.ts';
import { EmailConfirmationService } from './service.ts';

const tags = ['email-confirmation'];
const errors = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** `product_id` in a payload must name the host's brand (DESIGN.md §4). */

export default async function emailConfirmationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const confirmation = new EmailConfirmationService(app.platform, app.services.accounts);

  api.post(
    '/api/user/confirmation/resend',
    { schema: { tags, body: confirmationResendSchema, response: { 200: confirmationResendResponseSchema, ...errors } } },
    async (request, reply) => {
      const brand = brandOf(request);
      assertProductId(brand.id, request.body.product_id);
      const { timeout, resetAtS } = await confirmation.resend({ brand, email: request.body.email, ip: request.ip });
      void reply.header('x-rate-limit-reset', String(resetAtS));
      return { result: { timeout } };
    },
  );

  // The link in the confirmation mail. A browser opens it, so it answers a redirect, never JSON.
  api.get(
    '/api/user/confirmation/confirm',
    { schema: { tags, querystring: confirmationConfirmQuerySchema, response: { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema } } },
    async (request, reply) => {
      const ak = await confirmation.confirm({ brand: brandOf(request), token: request.query.token });
      return reply.redirect(ak ? `/?ak=${encodeURIComponent(ak)}` : '/login', 302);
    },
  );

  api.post(
    '/rest/v2/signup/change-email',
    { schema: { tags, body: changeEmailSchema, response: { 200: changeEmailResponseSchema, ...errors } } },
    async (request) => {
      const brand = brandOf(request);
      assertProductId(brand.id, request.body.product_id);
      const result = await confirmation.changeEmail({
        brand,
        email: request.body.email,
        password: request.body.password,
        newEmail: request.body.new_email,
        ip: request.ip,
      });
      return { result };
    },
  );
}
