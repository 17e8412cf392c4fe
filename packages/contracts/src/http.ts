/** Request conventions shared by server and web (spec 1 §7, DESIGN.md §5–6). No zod here: the web imports it. */

/** Requests that change state must carry this header (CSRF guard, DESIGN.md §6). */
export const API_VERSION = '3.0';
/** The Authorization scheme (spec 1 §9). */
export const AUTH_SCHEME = 'JWT';

/** The HttpOnly refresh-token cookie for the persisted-cookie session start (DESIGN.md §6). */
export const REFRESH_COOKIE = 'amora_refresh';
/** Readable by the SPA (value `1`): a cookie session may exist, so try the empty-body refresh. */
export const SESSION_HINT_COOKIE = 'amora_session';
