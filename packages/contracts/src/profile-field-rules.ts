import { z as zod } from 'zod';
import { FieldErrorKey } from './errors.ts';
import { PROFILE_SELECT_FIELDS, type ProfileSelectFieldName } from './profile-values.ts';
import { nameError, SIGNUP_HEIGHT, SIGNUP_MAX_AGE, SIGNUP_MIN_AGE, SIGNUP_WEIGHT, SignupFieldError } from './signup-rules.ts';

/**
 * The per-field rules sign-up and the profile edit share (spec 1 §5), so a value the funnel
 * accepts is one the profile accepts and the other way round.
 */
export const int = zod.number({ error: FieldErrorKey.invalid }).int(FieldErrorKey.invalid);
export const positiveId = int.min(1, FieldErrorKey.invalid).max(Number.MAX_SAFE_INTEGER, FieldErrorKey.invalid);
export const searchAgeRule = int.min(SIGNUP_MIN_AGE, FieldErrorKey.tooSmall).max(SIGNUP_MAX_AGE, FieldErrorKey.tooBig);
export const heightRule = int.min(SIGNUP_HEIGHT.min, FieldErrorKey.tooSmall).max(SIGNUP_HEIGHT.max, FieldErrorKey.tooBig);
export const weightRule = int.min(SIGNUP_WEIGHT.min, FieldErrorKey.tooSmall).max(SIGNUP_WEIGHT.max, FieldErrorKey.tooBig);
/** Search gender also arrives as 'm' / 'f' (spec 1 §3 enumerations); kept as male / female. */
export const searchGenderRule = zod
  .enum(['male', 'female', 'm', 'f'], { error: FieldErrorKey.invalid })
  .transform((value) => (value === 'm' ? 'male' : value === 'f' ? 'female' : value));

export function oneOf(ids: ReadonlySet<number>) {
  return int.refine((value) => ids.has(value), FieldErrorKey.invalid);
}

/** One of the values of a select field of the vocabulary. */
export function valueOf(field: ProfileSelectFieldName) {
  return oneOf(new Set(PROFILE_SELECT_FIELDS[field].values.map((value) => value.id)));
}

/** A first name: the name rules of signup-rules.ts, stored trimmed; `missing` is the key when it is not text. */
export function nameRule(missing: string) {
  return zod
    .string({ error: missing })
    .max(1024, SignupFieldError.nameTooLong)
    .superRefine((value, ctx) => {
      const problem = nameError(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.trim());
}
