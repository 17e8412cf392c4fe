import { z as zod } from 'zod';
import { restResult } from './envelope.ts';
import { FieldErrorKey } from './errors.ts';
import { isEmail, LoginFormError, PASSWORD_MAX_LENGTH } from './login-form.ts';

/**
 * Login, login by key (`ak`), login by payment-return token (`pauth`), token refresh and logout
 * (spec 1 §3, §5, §7; DESIGN.md §6).
 *
 * How a login fails (decided here, DESIGN.md §13):
 * - HTTP 400, code 101: unknown e-mail OR wrong password. One body, byte for byte, and similar
 *   timing, so the answer never tells which e-mails have an account. An invalid, used or expired
 *   `ak` or `pauth` answers the same code.
 * - HTTP 400, code 100: correct password, but the e-mail is unconfirmed on a brand that requires
 *   confirmation. The envelope carries `timeout`: seconds until a confirmation resend is allowed.
 * - HTTP 403, code 5: correct password, banned account (`ok` < -1).
 * - HTTP 429, code 103: too many failures for this account or this IP; `retry-after` (seconds)
 *   and `x-rate-limit-reset` (epoch seconds) headers tell when to try again.
 * - HTTP 400, code 400 with `fields`: malformed request (keys below), `product_id` of another brand.
 * Login calls never answer 401: the web logs out on 401 codes 2/3/4/8 of any other call, and a
 * failed login is a form error, not a dead session. The refresh call is the exception: it is a
 * session call, so a dead refresh token answers 401 code 3 and the web logs out.
 * Hidden and self-removed members (`ok` 0 / -1) may log in; the web shows the restore screen.
 */
export const LoginFailure = {
  wrongCredentials: { status: 400, code: 101 },
  unconfirmedEmail: { status: 400, code: 100 },
  banned: { status: 403, code: 5 },
  tooManyAttempts: { status: 429, code: 103 },
} as const;

const productId = zod.number({ error: FieldErrorKey.required }).int(FieldErrorKey.invalid);

const email = zod
  .string({ error: (issue) => (issue.input === undefined ? LoginFormError.emptyEmail : LoginFormError.wrongEmailFormat) })
  .trim()
  .min(1, LoginFormError.emptyEmail)
  .refine(isEmail, LoginFormError.wrongEmailFormat);

const password = zod
  .string({ error: LoginFormError.emptyPassword })
  .trim()
  .min(1, LoginFormError.emptyPassword)
  .max(PASSWORD_MAX_LENGTH, FieldErrorKey.tooLong);

/** An opaque credential (ak, pauth, tokens); the bound keeps junk out of hashing and lookups. */
const credential = zod.string().trim().min(1).max(4096);

/** POST /rest/v2/login. The server answers field errors with the same keys the form shows. */
export const loginRequestSchema = zod.object({ product_id: productId, email, password });
export type LoginRequest = zod.infer<typeof loginRequestSchema>;

/** POST /rest/v2/login/ak: the single-use key of an e-mail link (7 days). */
export const loginKeyRequestSchema = zod.object({ product_id: productId, ak: credential });
export type LoginKeyRequest = zod.infer<typeof loginKeyRequestSchema>;

/** POST /rest/v2/login/pauth: the signed token of a payment return (15 minutes). */
export const pauthRequestSchema = zod.object({ pauth: credential });
export type PauthRequest = zod.infer<typeof pauthRequestSchema>;

/**
 * POST /rest/v2/login/refresh_token. With no `refresh_token` (an empty body, `{}`) the server reads
 * the HttpOnly refresh cookie: the persisted-cookie session start. `access_token` is accepted as
 * the spec sends it, but the refresh token alone identifies the session. A call without a body
 * validates as null (Fastify hands a missing body to the validator as null).
 */
export const refreshRequestSchema = zod
  .object({ refresh_token: credential.optional(), access_token: zod.string().max(4096).optional() })
  .nullish();
export type RefreshRequest = zod.infer<typeof refreshRequestSchema>;

/**
 * POST /rest/v2/logout (not in the spec; ours). Ends the session named by the Authorization
 * header, the `refresh_token` given here, or the refresh cookie, and clears the cookies. It never
 * fails: logging out of an already dead session is still logging out.
 */
export const logoutRequestSchema = zod.object({ refresh_token: credential.optional() }).nullish();
export type LogoutRequest = zod.infer<typeof logoutRequestSchema>;

/** Login tokens (spec 1 §3); `expire_at` is seconds since the epoch. */
export const accessTokenSchema = zod.object({ access_token: zod.string(), expire_at: zod.number().int() });
export const refreshTokenSchema = zod.object({ refresh_token: zod.string(), expire_at: zod.number().int() });

/** Who logged in: own id, hid and account status `ok` (the web picks banned/restore screens). */
export const sessionUserSchema = zod.object({ id: zod.number().int(), hid: zod.string(), ok: zod.number().int() });

/** What every successful login, key login, pauth login and refresh answers in `result`. */
export const sessionSchema = zod.object({
  accessToken: accessTokenSchema,
  refreshToken: refreshTokenSchema,
  user: sessionUserSchema,
});
export type Session = zod.infer<typeof sessionSchema>;

export const sessionResponseSchema = restResult(sessionSchema);
export const logoutResponseSchema = restResult(zod.boolean());
