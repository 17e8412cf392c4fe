import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE, SESSION_HINT_COOKIE } from '@amora/contracts';
import type { SessionTokens } from '../../platform/auth/sessions.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_COOKIE_TTL_MS } from './device-cookies.ts';

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

/**
 * The login device cookie (device-cookies.ts): HttpOnly, sent only to the login route and only
 * same-site, kept a year, and not cleared by logout, since it marks the browser, not a session.
 */
export function setDeviceCookie(reply: FastifyReply, value: string): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    path: DEVICE_COOKIE_PATH,
    sameSite: 'strict',
    secure: 'auto',
    httpOnly: true,
    maxAge: DEVICE_COOKIE_TTL_MS / 1000,
  });
}

export function deviceCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[DEVICE_COOKIE] || undefined;
}
