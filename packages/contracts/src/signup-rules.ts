/**
 * The sign-up rules of spec 1 §5 and §9 without zod, so the registration pages stay small; the
 * server's zod schemas in signup.ts use exactly these functions and limits.
 */
import { PASSWORD_MAX_LENGTH } from './login-form.ts';
import { PROFILE_RANGE_FIELDS } from './profile-values.ts';

/** Age bounds of the product (spec 1 §9, the 18–89 reading). */
export const SIGNUP_MIN_AGE = 18;
export const SIGNUP_MAX_AGE = 89;
/** Height in cm and weight in kg accepted at sign-up (spec 1 §5). */
export const SIGNUP_HEIGHT = { min: PROFILE_RANGE_FIELDS.height.min, max: PROFILE_RANGE_FIELDS.height.max } as const;
export const SIGNUP_WEIGHT = { min: PROFILE_RANGE_FIELDS.weight.min, max: PROFILE_RANGE_FIELDS.weight.max } as const;
/** Minimum password length (spec 1 §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Name bounds after trimming (ours: spec 1 §5 gives only the minimum). */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 40;

/** The cookie the web keeps the registration token in (spec 1 §9). */
export const REGISTRATION_TOKEN_COOKIE = 'registration_token';

/** Translation keys of sign-up field errors (the web shows them next to the field). */
export const SignupFieldError = {
  nameInvalid: 'signup.errors.nameInvalid',
  nameTooShort: 'signup.errors.nameTooShort',
  nameTooLong: 'signup.errors.nameTooLong',
  emailInvalid: 'signup.errors.emailInvalid',
  emailTaken: 'signup.errors.emailTaken',
  passwordTooShort: 'signup.errors.passwordTooShort',
  passwordTooLong: 'signup.errors.passwordTooLong',
  passwordWeak: 'signup.errors.passwordWeak',
  passwordWrong: 'signup.errors.passwordWrong',
  birthdayInvalid: 'signup.errors.birthdayInvalid',
  ageOutOfBounds: 'signup.errors.ageOutOfBounds',
  photoUnknown: 'signup.errors.photoUnknown',
  socialUnavailable: 'signup.errors.socialUnavailable',
  socialTokenInvalid: 'signup.errors.socialTokenInvalid',
  registrationTokenInvalid: 'signup.errors.registrationTokenInvalid',
} as const;

const BIRTHDAY_PATTERN = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * YYYY-M-D or YYYY-MM-DD → YYYY-MM-DD (spec 1 §5); null when the text is not a real calendar date
 * (2001-02-29, 2000-13-01 …).
 */
export function normalizeBirthday(value: string): string | null {
  const match = BIRTHDAY_PATTERN.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Completed years on the clock's date (UTC) for a YYYY-MM-DD birthday. A 29 February birthday
 * counts as passed on 1 March in common years, as civil law in most of our markets has it.
 */
export function ageOn(birthday: string, now: number): number {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const today = new Date(now);
  const thisMonth = today.getUTCMonth() + 1;
  const hadBirthday = thisMonth > month || (thisMonth === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

export function isSignupAge(age: number): boolean {
  return age >= SIGNUP_MIN_AGE && age <= SIGNUP_MAX_AGE;
}

/** Letters of any script (with their combining marks), spaces, hyphens and apostrophes. */
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ \-'’][\p{L}\p{M}]+)*$/u;

/**
 * The name rule (ours, DESIGN.md §13 style): 2–40 characters after trimming, made of words of
 * letters joined by single spaces, hyphens or apostrophes. Digits, "@", "." and "/" cannot pass,
 * so an e-mail, a URL or a phone number cannot be smuggled in as a name. The translation key of
 * the failure, or null when the name is fine.
 */
export function nameError(value: string): string | null {
  const name = value.trim();
  if ([...name].length < NAME_MIN_LENGTH) return SignupFieldError.nameTooShort;
  if ([...name].length > NAME_MAX_LENGTH) return SignupFieldError.nameTooLong;
  if (!NAME_PATTERN.test(name)) return SignupFieldError.nameInvalid;
  return null;
}

/**
 * Passwords everyone tries first; refused at sign-up with code 31 (ours: the spec names the code,
 * not the rule). Compared lower-cased, after trimming.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  '1q2w3e4r',
  '1qaz2wsx',
  'iloveyou',
  'abcd1234',
  'abc12345',
  'sunshine',
  'football',
  'baseball',
  'princess',
  'letmein1',
  'welcome1',
  'superman',
  'starwars',
  'whatever',
  'trustno1',
]);

export interface PasswordProblem {
  /** Sign-up code (spec 1 §8): 30 missing or too short (or too long), 31 guessable. */
  code: 30 | 31;
  key: string;
}

/**
 * The sign-up password rule. The password is trimmed as the login form trims it
 * (login-form.ts), so a password that works here works at login. Code 30: shorter than 8 or
 * longer than 1024; code 31: equal to the e-mail, its local part or the name, or a common password.
 */
export function passwordProblem(rawPassword: string, context: { email?: string; name?: string }): PasswordProblem | null {
  const password = rawPassword.trim();
  if (password.length < PASSWORD_MIN_LENGTH) return { code: 30, key: SignupFieldError.passwordTooShort };
  if (password.length > PASSWORD_MAX_LENGTH) return { code: 30, key: SignupFieldError.passwordTooLong };
  const lower = password.toLowerCase();
  const email = context.email?.trim().toLowerCase();
  const guessable = [email, email?.split('@')[0], context.name?.trim().toLowerCase()].some((value) => value && value === lower);
  if (guessable || COMMON_PASSWORDS.has(lower)) return { code: 31, key: SignupFieldError.passwordWeak };
  return null;
}
