import { z as zod } from 'zod';
import { restResult } from './envelope.ts';
import { FieldErrorKey } from './errors.ts';
import { MAX_MEMBER_INTERESTS } from './interests.ts';
import { heightRule, nameRule, oneOf, positiveId, searchAgeRule, searchGenderRule, valueOf, weightRule } from './profile-field-rules.ts';
import { INTERESTS, PROFILE_SELECT_FIELDS, USER_MOODS } from './profile-values.ts';
import {
  ageOn,
  isSignupAge,
  normalizeBirthday,
  SignupFieldError,
} from './signup-rules.ts';
import { profileInfoSchema } from './users.ts';

/**
 * POST /rest/v2/user/info/profile: the member edits their own profile (spec 1 §3 "Profile
 * fields", §5 "Profile field edit").
 *
 * - Any subset of PROFILE_EDIT_FIELDS; each field has the sign-up rule of the same name
 *   (signup-rules.ts), plus mood 1–19 and at most MAX_MEMBER_INTERESTS interests.
 * - Not editable here, and stripped like any unknown field: gender (fixed at sign-up, matching
 *   depends on it), email (the change-email call), password (its own call), photos (the photos
 *   API), is_subscribed (notification settings).
 * - The edit rule: a field is saved only when its new value is non-empty and differs from the
 *   stored one; lists are compared as sets. An empty value (null, "", blank text, []) is ignored,
 *   never an error, so a value cannot be cleared. The one exception is the conversation prompt:
 *   NO_CONVERSATION_PROMPT (0) is a value of its own, "no question", stored as none (spec 2 §4
 *   "removing it").
 * - Every problem is answered at once (400, `fields`); one bad field saves nothing.
 * - A city brings its own country and coordinates; a country other than the city's clears the city.
 */

/** Translation keys of profile edit errors beyond the sign-up ones. */
export const ProfileEditError = {
  /** More than MAX_MEMBER_INTERESTS interests: the web maps this key to the limit popup. */
  interestsLimit: 'profile.errors.interestsLimit',
} as const;

/** `conversation_prompt: 0` takes the member's question away (spec 2 §4 "Conversation prompt"). */
export const NO_CONVERSATION_PROMPT = 0;

/** A list of ids, each once (a repeated id counts once); `tooLong` is the key past `max`. */
function setOf(item: zod.ZodType<number>, max: number, tooLong: string = FieldErrorKey.tooLong) {
  return zod
    .array(item, { error: FieldErrorKey.invalid })
    .transform((ids) => [...new Set(ids)])
    .pipe(zod.array(zod.number()).max(max, tooLong));
}

/** The rules of the editable fields; `now` (the server's clock) adds the age bound to birthday. */
export function profileEditFieldRules(now: number | undefined) {
  return {
    name: nameRule(SignupFieldError.nameInvalid),
    /** YYYY-M-D or YYYY-MM-DD, stored as YYYY-MM-DD; the zodiac follows from it. */
    birthday: zod
      .string({ error: SignupFieldError.birthdayInvalid })
      .max(32, SignupFieldError.birthdayInvalid)
      .refine((value) => normalizeBirthday(value) !== null, SignupFieldError.birthdayInvalid)
      .transform((value) => normalizeBirthday(value)!)
      .refine((value) => now === undefined || isSignupAge(ageOn(value, now)), SignupFieldError.ageOutOfBounds),
    search_gender: searchGenderRule,
    search_age_from: searchAgeRule,
    search_age_to: searchAgeRule,
    city_id: positiveId,
    country_id: positiveId,
    field_of_activity: valueOf('field_of_activity'),
    alcohol: valueOf('alcohol'),
    children: valueOf('children'),
    want_children: valueOf('want_children'),
    education: valueOf('education'),
    height: heightRule,
    weight: weightRule,
    foreign_languages: setOf(valueOf('foreign_languages'), PROFILE_SELECT_FIELDS.foreign_languages.values.length),
    marital_status: valueOf('marital_status'),
    religion: valueOf('religion'),
    smoking: valueOf('smoking'),
    goal: setOf(valueOf('goal'), PROFILE_SELECT_FIELDS.goal.values.length),
    ethnicity: valueOf('ethnicity'),
    accommodation: valueOf('accommodation'),
    interests: setOf(oneOf(new Set(INTERESTS.map((interest) => interest.id))), MAX_MEMBER_INTERESTS, ProfileEditError.interestsLimit),
    conversation_prompt: zod.union([zod.literal(NO_CONVERSATION_PROMPT), valueOf('conversation_prompt')], { error: FieldErrorKey.invalid }),
    position: valueOf('position'),
    /** Mood 1–19 (spec 1 §3, spec 2 §3). */
    user_mood: oneOf(new Set(USER_MOODS.map((mood) => mood.id))),
  };
}

type FieldRules = ReturnType<typeof profileEditFieldRules>;
export type ProfileEditField = keyof FieldRules;
export const PROFILE_EDIT_FIELDS = Object.keys(profileEditFieldRules(undefined)) as ProfileEditField[];
/** The accepted edit, empty values left out. */
export type ProfileEdit = { [K in ProfileEditField]?: zod.output<FieldRules[K]> };

/** Empty in the sense of the edit rule: nothing, blank text or an empty list. */
export function isEmptyEditValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** Equal in the sense of the edit rule: lists by their members (order and repeats aside). */
export function sameEditValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    const left = new Set(a);
    const right = new Set(b);
    return left.size === right.size && [...left].every((item) => right.has(item));
  }
  return a === b;
}

/**
 * The edit rule of spec 1 §5: of `edit`, the fields to save — non-empty and different from
 * `stored`.
 */
export function editedFields<T extends Record<string, unknown>>(stored: T, edit: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(edit) as Array<keyof T>) {
    const value = edit[key];
    if (!isEmptyEditValue(value) && !sameEditValue(stored[key], value)) changes[key] = value;
  }
  return changes;
}

export interface ProfileEditIssue {
  path: PropertyKey[];
  code: string;
  message: string;
  input?: unknown;
  origin?: string;
}

/**
 * Each field on its own, so the valid ones are known even when another fails (the server's
 * cross-field checks read them). Empty values are left out before any rule runs.
 */
export function parseProfileEdit(body: unknown, now: number): { edit: ProfileEdit; issues: ProfileEditIssue[] } {
  if (body === undefined || body === null) return { edit: {}, issues: [] };
  if (typeof body !== 'object' || Array.isArray(body)) {
    return { edit: {}, issues: [{ path: [], code: 'invalid_type', message: FieldErrorKey.invalid }] };
  }
  const rules = profileEditFieldRules(now);
  const input = body as Record<string, unknown>;
  const edit: Record<string, unknown> = {};
  const issues: ProfileEditIssue[] = [];
  for (const field of PROFILE_EDIT_FIELDS) {
    if (!Object.hasOwn(input, field) || isEmptyEditValue(input[field])) continue;
    const result = rules[field].safeParse(input[field]);
    if (result.success) edit[field] = result.data;
    else issues.push(...result.error.issues.map((issue) => ({ ...issue, path: [field, ...issue.path] })));
  }
  return { edit: edit as ProfileEdit, issues };
}

/** The documented body: every field optional, null meaning "leave as it is". */
export const profileEditRequestSchema = zod.object(
  Object.fromEntries(Object.entries(profileEditFieldRules(undefined)).map(([field, rule]) => [field, rule.nullable().optional()])) as {
    [K in ProfileEditField]: zod.ZodOptional<zod.ZodNullable<FieldRules[K]>>;
  },
);

export const profileEditResultSchema = zod.object({
  /** The fields saved by this edit (a new city also names the country it brought). */
  changed: zod.array(zod.enum(PROFILE_EDIT_FIELDS as [ProfileEditField, ...ProfileEditField[]])),
  /** Every profile group after the edit. */
  profile: profileInfoSchema,
});
export type ProfileEditResult = zod.infer<typeof profileEditResultSchema>;
export const profileEditResponseSchema = restResult(profileEditResultSchema);
