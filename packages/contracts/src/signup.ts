import { z as zod } from 'zod';
import { accessTokenSchema, refreshTokenSchema, sessionUserSchema } from './auth.ts';
import { restResult } from './envelope.ts';
import { FieldErrorKey } from './errors.ts';
import { EMAIL_MAX_LENGTH, isEmail, PASSWORD_MAX_LENGTH } from './login-form.ts';
import { heightRule, int, nameRule, positiveId, searchAgeRule, searchGenderRule, valueOf, weightRule } from './profile-field-rules.ts';
import { INTERESTS, PROFILE_SELECT_FIELDS } from './profile-values.ts';
import {
  ageOn,
  isSignupAge,
  normalizeBirthday,
  SignupFieldError,
} from './signup-rules.ts';
import { SocialProviderId } from './social.ts';

/**
 * Sign-up (spec 1 §3 "Sign-up payload", §5 "Sign-up schema", §7, §8).
 *
 * How a sign-up fails (HTTP 400, envelope `code`):
 * - 18: the e-mail is invalid or already has an account on this brand (`fields.email`).
 * - 30: the password is missing where required, shorter than 8 or longer than 1024 characters.
 * - 31: the password is guessable: equal to the e-mail, its local part or the name, or common.
 * - 0: anything else; the message names the fields (`Invalid sign-up fields: name, birthday`),
 *   so the web's "message matches email/name" rule (spec 1 §4 step 6) routes to the right step.
 *   `fields` holds every problem at once (non-strict schema, all errors gathered).
 * A missing password is not an error: that is the e-mail flow (DESIGN.md §13).
 */

const id = positiveId;
const gender = zod.enum(['male', 'female'], { error: FieldErrorKey.invalid });
const searchGender = searchGenderRule;
const searchAge = searchAgeRule;
/** Tracking and traffic values: numbers or short codes. */
const code = zod.union([zod.string().max(128), zod.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]);

function listOf(item: zod.ZodType<number>, max: number) {
  return zod.array(item, { error: FieldErrorKey.invalid }).min(1, FieldErrorKey.tooShort).max(max, FieldErrorKey.tooLong);
}

const interestIds = new Set(INTERESTS.map((interest) => interest.id));

/** The integer profile attributes, also accepted inside `profile_fields`. */
const profileAttributes = {
  field_of_activity: valueOf('field_of_activity'),
  alcohol: valueOf('alcohol'),
  smoking: valueOf('smoking'),
  marital_status: valueOf('marital_status'),
  children: valueOf('children'),
  want_children: valueOf('want_children'),
  education: valueOf('education'),
  religion: valueOf('religion'),
  ethnicity: valueOf('ethnicity'),
  accommodation: valueOf('accommodation'),
  position: valueOf('position'),
  conversation_prompt: valueOf('conversation_prompt'),
  height: heightRule,
  weight: weightRule,
  goal: listOf(valueOf('goal'), PROFILE_SELECT_FIELDS.goal.values.length),
  foreign_languages: listOf(valueOf('foreign_languages'), PROFILE_SELECT_FIELDS.foreign_languages.values.length),
  /** The registration data's "language list" (spec 1 §3); stored as `foreign_languages`. */
  language: listOf(valueOf('foreign_languages'), PROFILE_SELECT_FIELDS.foreign_languages.values.length),
  interests: listOf(
    int.refine((value) => interestIds.has(value), FieldErrorKey.invalid),
    25,
  ),
};

/** Photo hids from the funnel upload (POST /apis/photos/v1/funnels/{funnelId}/photos). */
const photoHid = zod.string().trim().min(1, FieldErrorKey.invalid).max(64, FieldErrorKey.invalid);

const shape = {
  product_id: zod.number({ error: FieldErrorKey.required }).int(FieldErrorKey.invalid),
  name: nameRule(SignupFieldError.nameTooShort),
  email: zod
    .string({ error: SignupFieldError.emailInvalid })
    .trim()
    .max(EMAIL_MAX_LENGTH, SignupFieldError.emailInvalid)
    .refine(isEmail, SignupFieldError.emailInvalid),
  /** Length (after trimming) and strength are the codes 30/31 of passwordProblem; this only bounds the input. */
  password: zod.string({ error: SignupFieldError.passwordTooShort }).max(2 * PASSWORD_MAX_LENGTH, SignupFieldError.passwordTooLong),
  gender,
  /** YYYY-M-D or YYYY-MM-DD, answered normalised to YYYY-MM-DD. */
  birthday: zod
    .string({ error: SignupFieldError.birthdayInvalid })
    .max(32, SignupFieldError.birthdayInvalid)
    .refine((value) => normalizeBirthday(value) !== null, SignupFieldError.birthdayInvalid)
    .transform((value) => normalizeBirthday(value)!),
  search_gender: searchGender,
  search_age_from: searchAge,
  search_age_to: searchAge,
  country_id: id,
  city_id: id,
  photos: zod.array(photoHid, { error: FieldErrorKey.invalid }).min(1, FieldErrorKey.tooShort).max(10, FieldErrorKey.tooLong),
  ...profileAttributes,
  /** The token of a saved registration (POST /rest/v2/signup/click) whose data fills the gaps. */
  registration_token: zod.string().max(256),
  /** The registration's e-mail-notification checkbox (spec 1 §5: on by default). */
  flag: zod.union([zod.boolean(), zod.literal(0), zod.literal(1)], { error: FieldErrorKey.invalid }).transform(Boolean),
  profile_fields: zod.object(Object.fromEntries(Object.entries(profileAttributes).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof typeof profileAttributes]: zod.ZodOptional<(typeof profileAttributes)[K]>;
  }),
  /** Traffic fields: null when the traffic cookie had no value for them. */
  traffic_direction: code.nullable(),
  traffic_channel: code.nullable(),
  traffic_subchannel: code.nullable(),
  user_uid: code.nullable(),
  funnel_id: code.nullable(),
  last_landing_visit: code.nullable(),
  traffic_save_params: zod.union([zod.string().max(4096), zod.record(zod.string().max(64), zod.unknown())]).nullable(),
  social_provider_id: zod.union([zod.literal(SocialProviderId.facebook), zod.literal(SocialProviderId.google)], { error: FieldErrorKey.invalid }),
  social_token: zod.string().min(1, FieldErrorKey.required).max(8192, FieldErrorKey.invalid),
};

const REQUIRED = ['product_id', 'name', 'email', 'gender', 'birthday'] as const;
type RequiredKey = (typeof REQUIRED)[number];
type Shape = typeof shape;
type SignupShape = { [K in keyof Shape]: K extends RequiredKey ? Shape[K] : zod.ZodOptional<Shape[K]> };

const signupShape = Object.fromEntries(
  Object.entries(shape).map(([key, schema]) => [key, (REQUIRED as readonly string[]).includes(key) ? schema : schema.optional()]),
) as SignupShape;
const draftShape = Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.optional()])) as {
  [K in keyof Shape]: zod.ZodOptional<Shape[K]>;
};

interface CrossFieldInput {
  birthday?: string;
  search_age_from?: number;
  search_age_to?: number;
}

/** Rules that read two fields or the clock; `now` is the server's clock (never the caller's). */
function crossFieldRules(now: number | undefined) {
  return (value: CrossFieldInput, ctx: zod.RefinementCtx) => {
    if (now !== undefined && value.birthday && !isSignupAge(ageOn(value.birthday, now))) {
      ctx.addIssue({ code: 'custom', path: ['birthday'], message: SignupFieldError.ageOutOfBounds });
    }
    if (value.search_age_from !== undefined && value.search_age_to !== undefined && value.search_age_from > value.search_age_to) {
      ctx.addIssue({ code: 'custom', path: ['search_age_to'], message: FieldErrorKey.tooSmall });
    }
  };
}

/**
 * POST /rest/v2/signup on the clock's date. Non-strict: unknown fields are stripped; every
 * problem is reported at once.
 */
export function signupSchemaOn(now: number) {
  return zod.object(signupShape).superRefine(crossFieldRules(now));
}
/** POST /rest/v2/signup/click: the same fields, all optional; what is sent must be valid. */
export function signupDraftSchemaOn(now: number) {
  return zod.object(draftShape).superRefine(crossFieldRules(now));
}
/** The documented shapes (the age bound needs the server's clock, so the routes re-check). */
export const signupRequestSchema = zod.object(signupShape).superRefine(crossFieldRules(undefined));
export const signupDraftRequestSchema = zod.object(draftShape).superRefine(crossFieldRules(undefined));
export type SignupPayload = zod.output<typeof signupRequestSchema>;
export type SignupDraft = zod.output<typeof signupDraftRequestSchema>;

export const signupResultSchema = zod.object({
  isAutoActivated: zod.boolean(),
  /** Absent when the brand requires e-mail confirmation first (DESIGN.md §13). */
  accessToken: accessTokenSchema.optional(),
  refreshToken: refreshTokenSchema.optional(),
  showPaywall: zod.boolean(),
  user: sessionUserSchema,
});
export type SignupResult = zod.infer<typeof signupResultSchema>;
export const signupResponseSchema = restResult(signupResultSchema);

export const signupClickResponseSchema = restResult(zod.object({ token: zod.string() }));

/** GET /rest/v2/signup/data?token */
export const signupDataQuerySchema = zod.object({ token: zod.string().min(1).max(256) });

const plainInt = zod.number().int();
const plainList = zod.array(plainInt);
/** The saved registration fields a draft answers with; never the password or the social token. */
export const signupDraftProfileSchema = zod.object({
  name: zod.string().optional(),
  email: zod.string().optional(),
  gender: zod.enum(['male', 'female']).optional(),
  birthday: zod.string().optional(),
  search_gender: zod.enum(['male', 'female']).optional(),
  search_age_from: plainInt.optional(),
  search_age_to: plainInt.optional(),
  country_id: plainInt.optional(),
  city_id: plainInt.optional(),
  photos: zod.array(zod.string()).optional(),
  field_of_activity: plainInt.optional(),
  alcohol: plainInt.optional(),
  smoking: plainInt.optional(),
  marital_status: plainInt.optional(),
  children: plainInt.optional(),
  want_children: plainInt.optional(),
  education: plainInt.optional(),
  religion: plainInt.optional(),
  ethnicity: plainInt.optional(),
  accommodation: plainInt.optional(),
  position: plainInt.optional(),
  conversation_prompt: plainInt.optional(),
  height: plainInt.optional(),
  weight: plainInt.optional(),
  goal: plainList.optional(),
  foreign_languages: plainList.optional(),
  language: plainList.optional(),
  interests: plainList.optional(),
  social_provider_id: plainInt.optional(),
});
export type SignupDraftProfile = zod.infer<typeof signupDraftProfileSchema>;
export const signupDataResponseSchema = restResult(zod.object({ profile: signupDraftProfileSchema }));

/** POST /rest/v2/validation/signup/check-email: 400 code 3 taken, code 4 invalid (spec 1 §8). */
export const checkEmailRequestSchema = zod.object({
  email: zod.string({ error: FieldErrorKey.required }).max(1024, SignupFieldError.emailInvalid),
  product_id: zod.number({ error: FieldErrorKey.required }).int(FieldErrorKey.invalid),
});
export const checkEmailResponseSchema = restResult(zod.object({ fixed_email: zod.string().optional() }));

/** POST /rest/v2/validation/user/name */
export const nameCheckRequestSchema = zod.object({ name: zod.string({ error: SignupFieldError.nameTooShort }).max(1024, SignupFieldError.nameTooLong) });
export const validationPassedResponseSchema = restResult(zod.literal(true));

/** POST /rest/v2/user/authorization/password/check */
export const passwordCheckRequestSchema = zod.object({
  password: zod.string({ error: SignupFieldError.passwordWrong }).max(PASSWORD_MAX_LENGTH, SignupFieldError.passwordWrong),
});

/**
 * POST /rest/v2/registration/auto_confirm (the spec does not show its meaning; ours): confirms the
 * logged-in member's e-mail when `email` is their address and this session began by spending an
 * `ak` from an e-mail link — whoever holds the link has the mailbox. Anything else is 403.
 */
export const autoConfirmRequestSchema = zod.object({ email: zod.string().max(1024) });
export const autoConfirmResponseSchema = restResult(zod.object({ email_confirmed: zod.literal(true) }));

/** POST /rest/v2/registration/tracking/identifier */
export const trackingIdentifierResponseSchema = restResult(zod.object({ uid: zod.string(), funnel_id: zod.string() }));
