/**
 * The auth module's public surface (it owns the `login_keys` table): logging in, the login
 * throttle other password checks share, e-mail login keys, payment-return tokens and the
 * session cookies.
 */
export { default as authRoutes, type AuthRoutesOptions } from './routes.ts';
export type { ConfirmationResendWait } from './service.ts';
export { beginLoginAttempt, LOGIN_THROTTLE, type LoginAttempt } from './login-throttle.ts';
export { createLoginKey, LOGIN_KEY_TTL_MS } from './login-keys.ts';
export { sessionBeganWithLoginKey } from './verified-session.ts';
export { createPauth, PAUTH_TTL_MS } from './pauth.ts';
export { setSessionCookies } from './cookies.ts';
export { DEVICE_COOKIE, DEVICE_COOKIE_MAX_ENTRIES, DEVICE_COOKIE_PATH, DEVICE_COOKIE_TTL_MS, DeviceCookies, type DeviceSubject } from './device-cookies.ts';
