import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  errorEnvelopeSchema,
  nameCheckRequestSchema,
  nameError,
  passwordCheckRequestSchema,
  validationPassedResponseSchema,
} from '@amora/contracts';
import { authOf } from '../../platform/auth/authenticate.ts';
import { brandOf } from '../../platform/brand.ts';
import { ApiError } from '../../platform/errors.ts';
import type { SignupChecks } from './checks.ts';

const tags = ['signup'];
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** The funnel's live field checks (spec 1 §4 "E-mail check", name and password checks). */
export function registerValidationRoutes(api: FastifyInstance, checks: SignupChecks): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/rest/v2/validation/signup/check-email',
    { schema: { tags, body: checkEmailRequestSchema, response: { 200: checkEmailResponseSchema, ...errors } } },
    async (request) => {
      const { email, product_id } = request.body;
      return { result: await checks.checkEmail({ brand: brandOf(request), email, productId: product_id, ip: request.ip }) };
    },
  );

  app.post(
    '/rest/v2/validation/user/name',
    { schema: { tags, body: nameCheckRequestSchema, response: { 200: validationPassedResponseSchema, ...errors } } },
    async (request) => {
      brandOf(request);
      const problem = nameError(request.body.name);
      if (problem) throw ApiError.validation({ name: problem }, 'Name not accepted');
      return { result: true as const };
    },
  );

  app.post(
    '/rest/v2/user/authorization/password/check',
    {
      preHandler: app.authenticate,
      schema: { tags, body: passwordCheckRequestSchema, response: { 200: validationPassedResponseSchema, 401: errorEnvelopeSchema, ...errors } },
    },
    async (request) => {
      await checks.checkPassword(authOf(request), request.body.password);
      return { result: true as const };
    },
  );
}
