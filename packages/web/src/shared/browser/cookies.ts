/** Readable cookies the SPA itself owns (the language choice, the session marker). */

const FAR_FUTURE = 'Fri, 31 Dec 9999 23:59:59 GMT';

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Without `maxAgeSeconds` the cookie stays until the member changes or clears it. */
export function writeCookie(name: string, value: string, options: { maxAgeSeconds?: number } = {}): void {
  const lifetime = options.maxAgeSeconds === undefined ? `expires=${FAR_FUTURE}` : `max-age=${options.maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; ${lifetime}; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
