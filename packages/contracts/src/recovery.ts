import { z as zod } from 'zod';
import { restResult } from './envelope.ts';
import { FieldErrorKey } from './errors.ts';
import { EMAIL_MAX_LENGTH, isEmail, PASSWORD_MAX_LENGTH } from './login-form.ts';
import { NEW_PASSWORD_MIN_LENGTH, NewPasswordError } from './recovery-rules.ts';

/**
 * Password recovery (spec 1 §4 "Password recovery", §5, §7, §8; DESIGN.md §13).
 *
 * POST /rest/v2/signup/recover/request {email, product_id} → `{result: true}` and a mail with
 * the link `/sign/recover?q=<signed_query>&t=<epoch ms>`. Every answer that counted against the
 * per-address limit carries `x-rate-limit-reset` (epoch seconds): the web counts down to it
 * before offering "resend".
 * - 400 code 400, field `email`: invalid format.
 * - 422 code 422, field `email`: no account with this address on this brand.
 * - 429 code 429: `retry-after` (seconds) and `x-rate-limit-reset` (epoch seconds).
 *
 * POST /api/user/password/recover {signed_query, password} → `{result: {email}}`. The link is
 * single use (its signature covers the current password hash) and valid 1 hour.
 * - 400 code 400, field `password`: the new-password rules (min 8 after trimming).
 * - 400 code 410 (RecoverCode.linkExpired): the link is older than 1 hour, already used, or not
 *   ours. The web marks the link expired and returns to the request page.
 */
export const RecoverCode = {
  invalidEmail: 400,
  noSuchUser: 422,
  tooManyRequests: 429,
  linkExpired: 410,
} as const;

/** Field keys of the recover-request form's server answers. */
export const RecoverRequestError = {
  invalidEmail: 'recover.errors.invalidEmail',
  noSuchUser: 'recover.errors.noSuchUser',
} as const;

const productId = zod.number({ error: FieldErrorKey.required }).int(FieldErrorKey.invalid);

export const recoverRequestSchema = zod.object({
  email: zod
    .string({ error: RecoverRequestError.invalidEmail })
    .trim()
    .max(EMAIL_MAX_LENGTH, RecoverRequestError.invalidEmail)
    .refine(isEmail, RecoverRequestError.invalidEmail),
  product_id: productId,
});
export type RecoverRequest = zod.infer<typeof recoverRequestSchema>;
export const recoverRequestResponseSchema = restResult(zod.literal(true));

export const passwordRecoverSchema = zod.object({
  signed_query: zod.string({ error: FieldErrorKey.required }).trim().min(1, FieldErrorKey.required).max(512, FieldErrorKey.invalid),
  password: zod
    .string({ error: NewPasswordError.required })
    .trim()
    .min(1, NewPasswordError.required)
    .min(NEW_PASSWORD_MIN_LENGTH, NewPasswordError.tooShort)
    .max(PASSWORD_MAX_LENGTH, FieldErrorKey.tooLong),
});
export type PasswordRecoverRequest = zod.infer<typeof passwordRecoverSchema>;
export const passwordRecoverResponseSchema = restResult(zod.object({ email: zod.string() }));
