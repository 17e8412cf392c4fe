import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  loginKeyRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  pauthRequestSchema,
  refreshRequestSchema,
  sessionResponseSchema,
} from '@amora/contracts';
import { bearerToken } from '../../platform/auth/authenticate.ts';
import { prepareDummyHash } from '../../platform/auth/passwords.ts';
import { assertProductId, brandOf } from '../../platform/brand.ts';
import { clearSessionCookies, deviceCookieOf, refreshTokenFromCookie, setDeviceCookie, setSessionCookies } from './cookies.ts';
import { AuthService, type ConfirmationResendWait } from './service.ts';
import { authMemberData } from './member-data.ts';

/** `product_id` in a payload must name the host's brand (DESIGN.md §4). */

const tags = ['auth'];
const loginErrors = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema };

export interface AuthRoutesOptions {
  confirmationResendWait: ConfirmationResendWait;
}

export default async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.platform.memberData.register(authMemberData());
  const auth = new AuthService(app.platform, { accounts: app.services.accounts, confirmationResendWait: options.confirmationResendWait });
  const { clock } = app.platform;
  // The first unknown-e-mail login must not pay for building the dummy hash (a timing tell).
  app.addHook('onReady', prepareDummyHash);

  api.post(
    '/rest/v2/login',
    { schema: { tags, body: loginRequestSchema, response: { 200: sessionResponseSchema, ...loginErrors } } },
    async (request, reply) => {
      const brand = brandOf(request);
      assertProductId(brand.id, request.body.product_id);
      const { session, deviceCookie } = await auth.login({
        brand,
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        deviceCookie: deviceCookieOf(request),
      });
      setSessionCookies(reply, session, clock.now());
      setDeviceCookie(reply, deviceCookie);
      return { result: session };
    },
  );

  api.post(
    '/rest/v2/login/ak',
    { schema: { tags, body: loginKeyRequestSchema, response: { 200: sessionResponseSchema, ...loginErrors } } },
    async (request, reply) => {
      const brand = brandOf(request);
      assertProductId(brand.id, request.body.product_id);
      const session = await auth.loginWithKey({ brand, ak: request.body.ak });
      setSessionCookies(reply, session, clock.now());
      return { result: session };
    },
  );

  api.post(
    '/rest/v2/login/pauth',
    { schema: { tags, body: pauthRequestSchema, response: { 200: sessionResponseSchema, ...loginErrors } } },
    async (request, reply) => {
      const session = await auth.loginWithPauth({ brand: brandOf(request), pauth: request.body.pauth });
      setSessionCookies(reply, session, clock.now());
      return { result: session };
    },
  );

  api.post(
    '/rest/v2/login/refresh_token',
    {
      schema: {
        tags,
        body: refreshRequestSchema,
        response: { 200: sessionResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const brand = brandOf(request);
      try {
        const session = await auth.refresh({ brand, refreshToken: request.body?.refresh_token ?? refreshTokenFromCookie(request) });
        setSessionCookies(reply, session, clock.now());
        return { result: session };
      } catch (error) {
        // A dead cookie would otherwise send every page load through a refresh that cannot work.
        clearSessionCookies(reply);
        throw error;
      }
    },
  );

  api.post(
    '/rest/v2/logout',
    { schema: { tags, body: logoutRequestSchema, response: { 200: logoutResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema } } },
    async (request, reply) => {
      const refreshTokens = [request.body?.refresh_token, refreshTokenFromCookie(request)].filter((t): t is string => Boolean(t));
      await auth.logout({ brand: brandOf(request), accessToken: bearerToken(request), refreshTokens });
      clearSessionCookies(reply);
      return { result: true };
    },
  );
}
