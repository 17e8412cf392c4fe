import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiCode, AUTH_SCHEME } from '@amora/contracts';
import { ApiError } from '../errors.ts';

/** Who is calling, set on the request by the authenticate pre-handlers. */
export interface AuthContext {
  accountId: number;
  hid: string;
  brandId: number;
  /** Account status `ok` (DESIGN.md §13). */
  ok: number;
  /** Refresh-token family of this session. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
  interface FastifyInstance {
    /** Requires an active member; hidden, self-removed and banned members get 401 code 10. */
    authenticate: preHandlerAsyncHookHandler;
    /** Requires a member in any state (profile info, restore, logout). */
    authenticateAnyState: preHandlerAsyncHookHandler;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (!token || (scheme !== AUTH_SCHEME && scheme !== 'Bearer')) return undefined;
  return token;
}

/** The authenticated member; routes behind `authenticate` may rely on it. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw ApiError.unauthorized(ApiCode.accessTokenInvalid, 'Not authenticated');
  return request.auth;
}

export function registerAuthentication(app: FastifyInstance): void {
  const check = (allowInactive: boolean): preHandlerAsyncHookHandler =>
    async function authenticate(request) {
      const token = bearerToken(request);
      if (!token) throw ApiError.unauthorized(ApiCode.accessTokenInvalid, 'Missing access token');
      const claims = await app.platform.accessTokens.verify(token);
      // A token is only good on the brand that issued it (an unknown host has no brand).
      if (request.brand?.id !== claims.brandId) {
        throw ApiError.unauthorized(ApiCode.accessTokenInvalid, 'Access token of another brand');
      }
      const account = await app.platform.db
        .selectFrom('accounts')
        .select(['id', 'hid', 'brand_id', 'ok'])
        .where('id', '=', claims.accountId)
        .executeTakeFirst();
      if (!account) throw ApiError.unauthorized(ApiCode.accountDeleted, 'Account deleted');
      if (!(await app.platform.sessions.isAlive(claims.sessionId))) {
        throw ApiError.unauthorized(ApiCode.sessionRevoked, 'Session revoked');
      }
      if (!allowInactive && account.ok !== 1) {
        throw ApiError.unauthorized(ApiCode.accountStateChanged, 'Account state changed');
      }
      request.auth = { accountId: account.id, hid: account.hid, brandId: account.brand_id, ok: account.ok, sessionId: claims.sessionId };
    };
  app.decorate('authenticate', check(false));
  app.decorate('authenticateAnyState', check(true));
}
