import { z as zod } from 'zod';
import { restResult } from './envelope.ts';
import { FieldErrorKey } from './errors.ts';
import { EMAIL_MAX_LENGTH, isEmail, PASSWORD_MAX_LENGTH } from './login-form.ts';

/**
 * E-mail confirmation and change of e-mail (spec 1 §4 "Confirm e-mail", §7, §8; DESIGN.md §13).
 *
 * POST /api/user/confirmation/resend {email, product_id} → `{result: {timeout}}`: seconds until
 * the next resend is allowed, also sent as `x-rate-limit-reset` (epoch seconds). Failures answer
 * HTTP 400 with the confirm-e-mail codes of spec 1 §8 (ConfirmEmailCode), mapped so:
 * - 0 empty: no e-mail given;
 * - 1 wrong: no account with this address on this brand;
 * - 2 invalid: not an e-mail address;
 * - 3 already registered: the address is already confirmed;
 * - 4 banned: the account is banned.
 * Too many resends: 429 with `retry-after` and `x-rate-limit-reset` (1 per 60 s per address).
 *
 * GET /api/user/confirmation/confirm?token=… is the link in the mail: it confirms the address
 * and redirects to `/?ak=<login key>`, so the member arrives logged in. A dead, foreign or
 * already used link redirects to `/login`.
 *
 * POST /rest/v2/signup/change-email {email, password, new_email, product_id} (no auth, the
 * sign-done page) → `{result: {email: new_email}}`; the new address is unconfirmed and gets the
 * confirmation mail. Failures are field errors (400): `password` wrong (or unknown `email`, same
 * answer), `new_email` invalid or taken on this brand; 429 code 103 with retry headers when
 * password guesses are throttled (the login counters: a wrong password here counts as one there).
 */
export const ConfirmationResendError = {
  empty: 'confirmEmail.errors.empty',
  wrong: 'confirmEmail.errors.wrong',
  invalid: 'confirmEmail.errors.invalid',
  alreadyConfirmed: 'confirmEmail.errors.alreadyRegistered',
  banned: 'confirmEmail.errors.banned',
} as const;

export const ChangeEmailError = {
  wrongCredentials: 'changeEmail.errors.wrongCredentials',
  invalidEmail: 'changeEmail.errors.invalidEmail',
  taken: 'changeEmail.errors.taken',
} as const;

const productId = zod.number({ error: FieldErrorKey.required }).int(FieldErrorKey.invalid);

/** The e-mail is checked by the service, so empty and invalid answer their own codes (0 and 2). */
export const confirmationResendSchema = zod.object({
  email: zod.string().max(1024, FieldErrorKey.tooLong).default(''),
  product_id: productId,
});
export type ConfirmationResendRequest = zod.infer<typeof confirmationResendSchema>;
export const confirmationResendResponseSchema = restResult(zod.object({ timeout: zod.number().int().nonnegative() }));

export const confirmationConfirmQuerySchema = zod.object({
  token: zod.string().max(512).default(''),
});

const email = (key: string) =>
  zod
    .string({ error: key })
    .trim()
    .max(EMAIL_MAX_LENGTH, key)
    .refine(isEmail, key);

export const changeEmailSchema = zod.object({
  email: email(ChangeEmailError.wrongCredentials),
  password: zod
    .string({ error: ChangeEmailError.wrongCredentials })
    .trim()
    .min(1, ChangeEmailError.wrongCredentials)
    .max(PASSWORD_MAX_LENGTH, FieldErrorKey.tooLong),
  new_email: email(ChangeEmailError.invalidEmail),
  product_id: productId,
});
export type ChangeEmailRequest = zod.infer<typeof changeEmailSchema>;
export const changeEmailResponseSchema = restResult(zod.object({ email: zod.string() }));
