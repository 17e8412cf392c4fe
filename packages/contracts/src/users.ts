import { z as zod } from 'zod';
import { LANGUAGES } from './languages.ts';
import { commaList, restResult } from './envelope.ts';

/** A member counts as online this long after the last mark-online (profile `additional.online`). */
export const ONLINE_WINDOW_MINUTES = 15;
/** mark-online starts a new session after this long without one (`is_new_session`). */
export const SESSION_GAP_MINUTES = 30;

/** GET/POST /rest/v2/user/settings/language_tag */
export const languageTagBodySchema = zod.object({ language_tag: zod.enum(LANGUAGES) });
export const languageTagResponseSchema = restResult(zod.object({ language_tag: zod.enum(LANGUAGES) }));

/** POST /rest/v2/user/mark-online: which mail or push brought the member back, if any. */
export const markOnlineBodySchema = zod.object({
  mail_type_id: zod.number().int().min(0).max(1_000_000).nullish(),
  push_type_id: zod.number().int().min(0).max(1_000_000).nullish(),
  session_source: zod.string().max(64).nullish(),
});
export const markOnlineResponseSchema = restResult(zod.object({ is_new_session: zod.boolean() }));

/** POST /rest/v2/user/settings/account/restore */
export const restoreAccountResponseSchema = restResult(zod.literal(true));

/**
 * The groups of the profile info call (spec 1 §3), all of them by default. `profile` is ours: the
 * personal fields, mood and interests the member edits (spec 1 §3 "Profile fields"), which the
 * edit screens and the profile steps show as they are.
 */
export const PROFILE_DATA_GROUPS = ['common', 'additional', 'geo', 'photos', 'payments', 'profile'] as const;
export type ProfileDataGroup = (typeof PROFILE_DATA_GROUPS)[number];

/** Western zodiac signs, the value of `common.zodiac` (the web translates `zodiac.<sign>`). */
export const ZODIAC_SIGNS = [
  'capricorn',
  'aquarius',
  'pisces',
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
] as const;
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

/** GET /rest/v2/user/info/profile?users_ids&users_hids&data_group */
export const profileInfoQuerySchema = zod.object({
  users_ids: commaList(zod.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER), 50).optional(),
  users_hids: commaList(zod.string().max(64), 50).optional(),
  data_group: commaList(zod.enum(PROFILE_DATA_GROUPS), PROFILE_DATA_GROUPS.length * 2).optional(),
});

const countrySchema = zod.object({ id: zod.number().int(), name: zod.string(), iso_code_alpha2: zod.string() });

export const profileCommonSchema = zod.object({
  id: zod.number().int(),
  hid: zod.string(),
  name: zod.string(),
  masked_name: zod.string(),
  email: zod.string(),
  email_confirmed: zod.boolean(),
  /** YYYY-MM-DD */
  bday: zod.string(),
  age: zod.number().int(),
  gender: zod.enum(['male', 'female']),
  search_age: zod.object({ from: zod.number().int(), to: zod.number().int() }),
  search_gender: zod.enum(['f', 'm']),
  zodiac: zod.enum(ZODIAC_SIGNS),
  /** Account status (DESIGN.md §13): 1 active, 0 hidden, -1 self-removed, below -1 banned. */
  ok: zod.number().int(),
  /** Seconds since the epoch. */
  registration_ts: zod.number().int(),
  antiscam_state: zod.number().int(),
  zendesk_hid: zod.string(),
  /** The member passed photo verification (spec 3 §4): the verified badge shows. */
  is_verified: zod.boolean(),
});

export const profileAdditionalSchema = zod.object({
  online: zod.boolean(),
  site_pushes_disabled: zod.boolean(),
  soft_banned: zod.boolean(),
  is_mass: zod.boolean(),
  traffic_info: zod.object({ channel_id: zod.number().int().nullable() }),
});

export const profileGeoSchema = zod.object({
  city: zod
    .object({
      /** GeoNames ids. */
      id: zod.number().int(),
      name: zod.string(),
      country: countrySchema,
      /** GeoNames admin1 code, e.g. "DE.16"; null where GeoNames has none. */
      subdivision: zod.object({ id: zod.string() }).nullable(),
    })
    .nullable(),
  registration_country: countrySchema.nullable(),
});

/** Avatar URLs per preset, null without an avatar. */
export const profilePhotosSchema = zod.object({
  avatar: zod.string().nullable(),
  avatar_l: zod.string().nullable(),
  avatar_p: zod.string().nullable(),
  avatar_w: zod.string().nullable(),
});

export const profilePaymentsSchema = zod.object({ is_pay_user: zod.boolean() });

const valueId = zod.number().int().nullable();
/** Value ids of profile-values.ts, null where the member has not answered; lists empty then. */
export const profilePersonalSchema = zod.object({
  /** Mood 1–19 (USER_MOODS). */
  user_mood: valueId,
  field_of_activity: valueId,
  alcohol: valueId,
  children: valueId,
  want_children: valueId,
  education: valueId,
  /** cm */
  height: valueId,
  /** kg */
  weight: valueId,
  marital_status: valueId,
  religion: valueId,
  smoking: valueId,
  ethnicity: valueId,
  accommodation: valueId,
  position: valueId,
  conversation_prompt: valueId,
  goal: zod.array(zod.number().int()),
  foreign_languages: zod.array(zod.number().int()),
  /** Interest ids (INTERESTS), at most MAX_MEMBER_INTERESTS. */
  interests: zod.array(zod.number().int()),
});
export type ProfilePersonal = zod.infer<typeof profilePersonalSchema>;

/** Only the requested groups are present. */
export const profileInfoSchema = zod.object({
  common: profileCommonSchema.optional(),
  additional: profileAdditionalSchema.optional(),
  geo: profileGeoSchema.optional(),
  photos: profilePhotosSchema.optional(),
  payments: profilePaymentsSchema.optional(),
  profile: profilePersonalSchema.optional(),
});
export type ProfileInfo = zod.infer<typeof profileInfoSchema>;
export const profileInfoResponseSchema = restResult(profileInfoSchema);
