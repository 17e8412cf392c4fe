import { SESSION_HINT_COOKIE } from '@amora/contracts';
import { deleteCookie, readCookie, writeCookie } from '../shared/browser/cookies.ts';

/** Login tokens (spec 1 §3); `expire_at` is seconds since the epoch. */
export interface AuthTokens {
  accessToken: { access_token: string; expire_at: number };
  refreshToken: { refresh_token: string; expire_at: number };
}

const STORAGE_KEY = 'amora.tokens';
/**
 * Readable marker next to the server's HttpOnly refresh cookie: when local storage was cleared
 * but this is present, session start tries the persisted-cookie refresh (DESIGN.md §6).
 */
export const SESSION_COOKIE = SESSION_HINT_COOKIE;

export function readTokens(): AuthTokens | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as AuthTokens;
    if (typeof parsed.accessToken?.access_token !== 'string' || typeof parsed.refreshToken?.refresh_token !== 'string') return null;
    return parsed;
  } catch {
    return null;
  }
}

export function saveTokens(tokens: AuthTokens): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
  writeCookie(SESSION_COOKIE, '1');
}

export function clearTokens(): void {
  localStorage.removeItem(STORAGE_KEY);
  deleteCookie(SESSION_COOKIE);
}

export function hasSessionCookie(): boolean {
  return readCookie(SESSION_COOKIE) === '1';
}

export function isExpired(expireAtSeconds: number, nowMs = Date.now()): boolean {
  return expireAtSeconds * 1000 <= nowMs;
}
