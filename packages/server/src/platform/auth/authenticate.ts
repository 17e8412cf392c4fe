import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiCode, AUTH_SCHEME } from '@amora/contracts';
import type { Kysely, Selectable } from 'kysely';
import { precompile } from '../db/precompiled.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import type { AccountsTable } from '../db/tables/accounts.ts';
import { ApiError } from '../errors.ts';
import type { Platform } from '../platform.ts';
import { familyIsAlive } from './sessions.ts';

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
    /**
     * The caller's account row as authentication read it, for routes that need more of it than
     * AuthContext holds (the profile call) — saves reading it again in the same request.
     */
    authAccount?: Selectable<AccountsTable>;
  }
  interface FastifyInstance {
    /** Requires an active member; hidden and self-removed members get 401 code 10, banned ones 403 code 5. */
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

/** The caller's account row, as the authenticate pre-handlers read it; routes behind them may rely on it. */
export function authAccountOf(request: FastifyRequest): Selectable<AccountsTable> {
  if (!request.authAccount) throw ApiError.unauthorized(ApiCode.accessTokenInvalid, 'Not authenticated');
  return request.authAccount;
}

/** Account status `ok` below this is banned (DESIGN.md §13). */
const BANNED_ABOVE = -1;

/** The account and its session family's state in one read, compiled once per database. */
function authRead(db: Kysely<DatabaseSchema>) {
  return precompile(db, ['accountId', 'sessionId'], ({ accountId, sessionId }: { accountId: number; sessionId: string }) =>
    db
      .selectFrom('accounts')
      .selectAll('accounts')
      .select((eb) => [
        eb.selectFrom('refresh_tokens').select((sub) => sub.fn.count<number>('revoked_at').as('n')).where('family_id', '=', sessionId).as('session_revoked'),
        eb.selectFrom('refresh_tokens').select((sub) => sub.fn.max('expires_at').as('e')).where('family_id', '=', sessionId).as('session_expires_at'),
      ])
      .where('accounts.id', '=', accountId),
  );
}

const authReads = new WeakMap<Kysely<DatabaseSchema>, ReturnType<typeof authRead>>();

function authReadOf(db: Kysely<DatabaseSchema>): ReturnType<typeof authRead> {
  let read = authReads.get(db);
  if (!read) {
    read = authRead(db);
    authReads.set(db, read);
  }
  return read;
}

/**
 * The member behind an access token on a brand's host: the token verified, the brand the one
 * that issued it, the session family alive, and (unless `allowInactive`) the account active.
 * Throws the 401 codes of spec 1 §8, and 403 code 5 to a banned member (as the refresh does). One round trip to the database. The HTTP pre-handlers and
 * the realtime socket both authenticate through here.
 */
export async function resolveAccessToken(
  platform: Platform,
  token: string,
  options: { brandId: number | undefined; allowInactive: boolean },
): Promise<{ auth: AuthContext; account: Selectable<AccountsTable>; expiresAtS: number }> {
  const claims = await platform.accessTokens.verify(token);
  // A token is only good on the brand that issued it (an unknown host has no brand).
  if (options.brandId !== claims.brandId) {
    throw ApiError.unauthorized(ApiCode.accessTokenInvalid, 'Access token of another brand');
  }
  const [row] = await authReadOf(platform.db)({ accountId: claims.accountId, sessionId: claims.sessionId });
  if (!row) throw ApiError.unauthorized(ApiCode.accountDeleted, 'Account deleted');
  const { session_revoked, session_expires_at, ...account } = row;
  const family = { revoked: Number(session_revoked ?? 0), expiresAt: Number(session_expires_at ?? 0) };
  const alive = familyIsAlive(family, platform.clock.now());
  // A ban revokes every session; a call with a token issued before it is told why, as the refresh
  // tells it (403 code 5), so the open app shows the banned screen at once rather than logging
  // out. A banned member's live session (a ban written in the database) still reads its own state.
  if (account.ok < BANNED_ABOVE && (!alive || !options.allowInactive)) {
    throw new ApiError(403, ApiCode.accountBanned, 'Account banned');
  }
  if (!alive) {
    throw ApiError.unauthorized(ApiCode.sessionRevoked, 'Session revoked');
  }
  if (!options.allowInactive && account.ok !== 1) {
    throw ApiError.unauthorized(ApiCode.accountStateChanged, 'Account state changed');
  }
  return {
    auth: { accountId: account.id, hid: account.hid, brandId: account.brand_id, ok: account.ok, sessionId: claims.sessionId },
    account,
    expiresAtS: claims.expiresAtS,
  };
}

export function registerAuthentication(app: FastifyInstance): void {
  const check = (allowInactive: boolean): preHandlerAsyncHookHandler =>
    async function authenticate(request) {
      const token = bearerToken(request);
      if (!token) throw ApiError.unauthorized(ApiCode.accessTokenInvalid, 'Missing access token');
      const { auth, account } = await resolveAccessToken(app.platform, token, { brandId: request.brand?.id, allowInactive });
      request.auth = auth;
      request.authAccount = account;
    };
  app.decorate('authenticate', check(false));
  app.decorate('authenticateAnyState', check(true));
}
