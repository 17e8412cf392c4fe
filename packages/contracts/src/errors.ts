/**
 * Every code the API and the web agree on (DESIGN.md §5), each with the translation key the web
 * shows. The server never sends user-facing wording: the `message` of an error envelope is
 * English for logs, the web translates by key.
 */

/** Codes carried in the `code` field of a non-2xx envelope. */
export const ApiCode = {
  validation: 400,
  notFound: 404,
  forbidden: 403,
  rateLimited: 429,
  internal: 500,
  /** 401 codes (spec 1 §8, DESIGN.md §5). */
  accessTokenExpired: 1,
  accessTokenInvalid: 2,
  refreshTokenInvalid: 3,
  sessionRevoked: 4,
  accountBanned: 5,
  accountDeleted: 8,
  accountStateChanged: 10,
} as const;
export type ApiCode = (typeof ApiCode)[keyof typeof ApiCode];

/** 401 codes after which the client logs out (spec 1 §8). */
export const LOGOUT_AUTH_CODES: readonly number[] = [2, 3, 4, 8];

/** Login failure codes (spec 1 §8, decisions in DESIGN.md §13). */
export const LoginCode = {
  unconfirmedEmail: 100,
  wrongCredentials: 101,
  wrongEmailOrPassword: 102,
  tooManyAttempts: 103,
  banned: 5,
  credentials6: 6,
  other7: 7,
  accountDeleted: 8,
  credentials10: 10,
  policyViolation: 38,
  serverFailed: 500,
} as const;
export type LoginCode = (typeof LoginCode)[keyof typeof LoginCode];

/** Codes of the credential group show the wrong-credentials message (spec 1 §8). */
export const LOGIN_CREDENTIAL_CODES: readonly number[] = [101, 102, 6, 10];

/** The message key the login page shows for a login failure code. */
export function loginErrorKey(code: number | undefined): string {
  switch (code) {
    case 101:
      return 'login.errors.wrongCredentials';
    case 102:
    case 6:
    case 10:
      return 'login.errors.wrongEmailOrPassword';
    case 100:
      return 'login.errors.unconfirmedEmail';
    case 103:
      return 'login.errors.tooManyAttempts';
    case 5:
    case 38:
      return 'login.errors.policyViolation';
    case 7:
    case 8:
      return 'login.errors.accountUnavailable';
    default:
      return 'login.errors.serverFailed';
  }
}

/** Sign-up failure codes (spec 1 §8). */
export const SignupCode = { generic: 0, email: 18, password30: 30, password31: 31 } as const;
/** E-mail check codes (spec 1 §8). */
export const EmailCheckCode = { taken: 3, invalid: 4 } as const;
/** Confirm-e-mail popup codes (spec 1 §8). */
export const ConfirmEmailCode = { empty: 0, wrong: 1, invalid: 2, alreadyRegistered: 3, banned: 4 } as const;

/** Field error translation keys used by the generic validation layer. */
export const FieldErrorKey = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  tooShort: 'validation.tooShort',
  tooLong: 'validation.tooLong',
  tooSmall: 'validation.tooSmall',
  tooBig: 'validation.tooBig',
  invalidEmail: 'validation.invalidEmail',
} as const;

/** The error envelope every failure answers with (DESIGN.md §5). */
export interface ErrorEnvelope {
  code: number;
  message: string;
  fields?: Record<string, string>;
  /** Login code 100 only: seconds until a confirmation e-mail may be resent. */
  timeout?: number;
}
