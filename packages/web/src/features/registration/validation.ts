/** Client-side checks mirroring the sign-up schema (spec 1 §5), so a step says what is wrong at once. */

export const MIN_AGE = 18;
export const MAX_AGE = 89;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_INTERESTS = 14;
export const HEIGHT_RANGE = { min: 120, max: 220 } as const;
export const WEIGHT_RANGE = { min: 40, max: 180 } as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function nameError(name: string): string | null {
  return name.trim().length >= 2 ? null : 'errors.nameShort';
}

export function emailError(email: string): string | null {
  if (!email.trim()) return 'errors.emailEmpty';
  return EMAIL_PATTERN.test(email.trim()) ? null : 'errors.emailInvalid';
}

export function passwordError(password: string): string | null {
  return password.length >= MIN_PASSWORD_LENGTH ? null : 'errors.passwordShort';
}

/** Age in whole years on `today` for a YYYY-MM-DD birthday. */
export function ageOn(birthday: string, today: Date): number {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return age;
}

/** Accepts YYYY-M-D or YYYY-MM-DD, answers YYYY-MM-DD or null for an impossible date. */
export function normaliseBirthday(value: string): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function birthdayError(value: string | undefined, today: Date): string | null {
  const normalised = value ? normaliseBirthday(value) : null;
  if (!normalised) return 'errors.birthdayInvalid';
  const age = ageOn(normalised, today);
  if (age < MIN_AGE) return 'errors.tooYoung';
  if (age > MAX_AGE) return 'errors.tooOld';
  return null;
}
