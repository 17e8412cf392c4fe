/**
 * The login form's rules (spec 1 §5), without zod so the logged-out pages stay small; the
 * server's zod schemas in auth.ts use the same pattern and limits.
 */

/** A standard permissive address pattern (spec 1 §5): something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** RFC 5321 limit on an address. */
export const EMAIL_MAX_LENGTH = 254;
/** Longer inputs are refused before hashing: argon2 time grows with the input. */
export const PASSWORD_MAX_LENGTH = 1024;

export const LoginFormError = {
  emptyEmailAndPassword: 'login.errors.emptyEmailAndPassword',
  emptyEmail: 'login.errors.emptyEmail',
  wrongEmailFormat: 'login.errors.wrongEmailFormat',
  emptyPassword: 'login.errors.emptyPassword',
} as const;
export type LoginFormError = (typeof LoginFormError)[keyof typeof LoginFormError];

export type LoginFormResult = { ok: true; email: string; password: string } | { ok: false; error: LoginFormError };

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * The login page's validation (spec 1 §5): values are trimmed, then the first failing rule in the
 * spec's order gives the one message the form shows. On success, the trimmed values to send.
 */
export function validateLoginForm(input: { email: string; password: string }): LoginFormResult {
  const email = input.email.trim();
  const password = input.password.trim();
  if (!email && !password) return { ok: false, error: LoginFormError.emptyEmailAndPassword };
  if (!email) return { ok: false, error: LoginFormError.emptyEmail };
  if (!isEmail(email)) return { ok: false, error: LoginFormError.wrongEmailFormat };
  if (!password) return { ok: false, error: LoginFormError.emptyPassword };
  return { ok: true, email, password };
}
