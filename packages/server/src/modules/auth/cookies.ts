import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE, SESSION_HINT_COOKIE } from '@amora/contracts';
import type { SessionTokens } from '../../platform/auth/sessions.ts';

/**
 * The persisted-cookie session (DESIGN.md §6): the refresh token in an HttpOnly cookie scripts
 * cannot read, and a readable hint cookie telling the SPA a cookie session may exist. SameSite=Lax
 * plus the Accept-Version header on every state-changing call keep other sites from using them.
 * `secure: 'auto'` marks them Secure when the request came over https.
 */
const base = { path: '/', sameSite: 'lax', secure: 'auto' } as const;

export function setSessionCookies(reply: FastifyReply, tokens: SessionTokens, now: number): void {
  const maxAge = tokens.refreshToken.expire_at - Math.floor(now / 1000);
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken.refresh_token, { ...base, httpOnly: true, maxAge });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...base, httpOnly: false, maxAge });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...base, httpOnly: false });
}

export function refreshTokenFromCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}
