import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { commaList, restResult } from './envelope.ts';

/** A member counts as online this long after the last mark-online (profile `additional.online`). */
export const ONLINE_WINDOW_MINUTES = 15;
/** mark-online starts a new session after this long without one (`is_new_session`). */
export const SESSION_GAP_MINUTES = 30;

/** GET/POST /rest/v2/user/settings/language_tag */
export const languageTagBodySchema = z.object({ language_tag: z.enum(LANGUAGES) });
export const languageTagResponseSchema = restResult(z.object({ language_tag: z.enum(LANGUAGES) }));

/** POST /rest/v2/user/mark-online: which mail or push brought the member back, if any. */
export const markOnlineBodySchema = z.object({
  mail_type_id: z.number().int().min(0).max(1_000_000).nullish(),
  push_type_id: z.number().int().min(0).max(1_000_000).nullish(),
  session_source: z.string().max(64).nullish(),
});
export const markOnlineResponseSchema = restResult(z.object({ is_new_session: z.boolean() }));

/** POST /rest/v2/user/settings/account/restore */
export const restoreAccountResponseSchema = restResult(z.literal(true));

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
export const profileInfoQuerySchema = z.object({
  users_ids: commaList(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER), 50).optional(),
  users_hids: commaList(z.string().max(64), 50).optional(),
  data_group: commaList(z.enum(PROFILE_DATA_GROUPS), PROFILE_DATA_GROUPS.length * 2).optional(),
});

const countrySchema = z.object({ id: z.number().int(), name: z.string(), iso_code_alpha2: z.string() });

export const profileCommonSchema = z.object({
  id: z.number().int(),
  hid: z.string(),
  name: z.string(),
  masked_name: z.string(),
  email: z.string(),
  email_confirmed: z.boolean(),
  /** YYYY-MM-DD */
  bday: z.string(),
  age: z.number().int(),
  gender: z.enum(['male', 'female']),
  search_age: z.object({ from: z.number().int(), to: z.number().int() }),
  search_gender: z.enum(['f', 'm']),
  zodiac: z.enum(ZODIAC_SIGNS),
  /** Account status (DESIGN.md §13): 1 active, 0 hidden, -1 self-removed, below -1 banned. */
  ok: z.number().int(),
  /** Seconds since the epoch. */
  registration_ts: z.number().int(),
  antiscam_state: z.number().int(),
  zendesk_hid: z.string(),
  /** The member passed photo verification (spec 3 §4): the verified badge shows. */
  is_verified: z.boolean(),
});

export const profileAdditionalSchema = z.object({
  online: z.boolean(),
  site_pushes_disabled: z.boolean(),
  soft_banned: z.boolean(),
  is_mass: z.boolean(),
  traffic_info: z.object({ channel_id: z.number().int().nullable() }),
});

export const profileGeoSchema = z.object({
  city: z
    .object({
      /** GeoNames ids. */
      id: z.number().int(),
      name: z.string(),
      country: countrySchema,
      /** GeoNames admin1 code, e.g. "DE.16"; null where GeoNames has none. */
      subdivision: z.object({ id: z.string() }).nullable(),
    })
    .nullable(),
  registration_country: countrySchema.nullable(),
});

/** Avatar URLs per preset, null without an avatar. */
export const profilePhotosSchema = z.object({
  avatar: z.string().nullable(),
  avatar_l: z.string().nullable(),
  avatar_p: z.string().nullable(),
  avatar_w: z.string().nullable(),
});

export const profilePaymentsSchema = z.object({ is_pay_user: z.boolean() });

const valueId = z.number().int().nullable();
/** Value ids of profile-values.ts, null where the member has not answered; lists empty then. */
export const profilePersonalSchema = z.object({
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
  goal: z.array(z.number().int()),
  foreign_languages: z.array(z.number().int()),
  /** Interest ids (INTERESTS), at most MAX_MEMBER_INTERESTS. */
  interests: z.array(z.number().int()),
});

/** Only the requested groups are present. */
export const profileInfoSchema = z.object({
  common: profileCommonSchema.optional(),
  additional: profileAdditionalSchema.optional(),
  geo: profileGeoSchema.optional(),
  photos: profilePhotosSchema.optional(),
  payments: profilePaymentsSchema.optional(),
  profile: profilePersonalSchema.optional(),
});
export type ProfileInfo = z.infer<typeof profileInfoSchema>;
export const profileInfoResponseSchema = restResult(profileInfoSchema);
