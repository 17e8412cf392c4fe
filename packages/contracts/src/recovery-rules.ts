/**
 * Password recovery rules shared by the server and the new-password page (spec 1 §4, §5), without
 * zod so the logged-out pages stay small.
 */

/** A recover link is valid for 1 hour from its timestamp `t` (spec 1 §5 "Recover link"). */
export const RECOVER_LINK_TTL_MS = 3_600_000;
/** Minimum length of a new password (spec 1 §5 "New password", §9). */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/**
 * How far a link's timestamp may lie in the future: a phone whose clock runs behind the server's
 * must not see a fresh link as dead. The server's own check never sees a future link of its own.
 */
export const RECOVER_CLOCK_SKEW_MS = 10 * 60_000;

/**
 * Whether the link's timestamp `t` (epoch ms, from the `t` query parameter) is too old at `now`.
 * A missing or unreadable timestamp, or one further in the future than the allowed clock skew,
 * counts as expired: such a link was never ours.
 */
export function isRecoverLinkExpired(t: number | string | null | undefined, now: number): boolean {
  const issuedAt = typeof t === 'string' ? Number(t) : t;
  if (issuedAt === null || issuedAt === undefined || !Number.isSafeInteger(issuedAt)) return true;
  return issuedAt > now + RECOVER_CLOCK_SKEW_MS || now - issuedAt > RECOVER_LINK_TTL_MS;
}

/** Message keys of the new-password form (spec 1 §5). */
export const NewPasswordError = {
  /** "type new password" */
  required: 'recoverPassword.typeNewPassword',
  /** "enter more symbols" */
  tooShort: 'recoverPassword.enterMoreSymb',
  /** "repeat password" */
  confirmRequired: 'recoverPassword.repeatPassword',
  /** "password mismatched" */
  mismatch: 'recoverPassword.passwordMismatched',
} as const;
export type NewPasswordError = (typeof NewPasswordError)[keyof typeof NewPasswordError];

export interface NewPasswordErrors {
  password?: NewPasswordError;
  confirmPassword?: NewPasswordError;
}

/** The rule for the password alone (the server checks only this; confirmation is the form's). */
export function newPasswordError(password: string): NewPasswordError | undefined {
  const value = password.trim();
  if (!value) return NewPasswordError.required;
  if (value.length < NEW_PASSWORD_MIN_LENGTH) return NewPasswordError.tooShort;
  return undefined;
}

/**
 * The new-password form's validation, run on submit (spec 1 §5). Values are trimmed as at login,
 * so the password a member sets is the password that logs them in.
 */
export function validateNewPassword(input: { password: string; confirmPassword: string }): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const password = newPasswordError(input.password);
  if (password) errors.password = password;
  const confirm = input.confirmPassword.trim();
  if (!confirm) errors.confirmPassword = NewPasswordError.confirmRequired;
  else if (confirm !== input.password.trim()) errors.confirmPassword = NewPasswordError.mismatch;
  return errors;
}
