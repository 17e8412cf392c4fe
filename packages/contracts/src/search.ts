import { z as zod } from 'zod';
import { restResult } from './envelope.ts';
import { FieldErrorKey } from './errors.ts';
import { MAX_MEMBER_INTERESTS } from './interests.ts';
import { searchResultUserSchema } from './member-views.ts';
import { searchAgeRule, searchGenderRule } from './profile-field-rules.ts';
import { INTERESTS, PROFILE_RANGE_FIELDS, PROFILE_SELECT_FIELDS, USER_MOODS } from './profile-values.ts';
import { SIGNUP_MAX_AGE, SIGNUP_MIN_AGE } from './signup-rules.ts';

/**
 * Search (spec 1 §2 "global search with a filter modal", §3 "Search filter", §7
 * `/v3/users:search` and `/rest/v2/user/settings/search`, §9). Every value is bounded here, so
 * the server never works on an input it would refuse later. `/v3/*` answers the object itself,
 * `/rest/v2/*` wraps it in `result`.
 *
 * - A filter left out (or null, or an empty list) does not narrow the search; `searchGender`
 *   and `age` then come from the member's search settings.
 * - A list filter matches members with any of its values (goal and interests: any in common);
 *   filters narrow together. A member who has not answered a field is left out by its filter.
 * - Results are the nearest members first, measured between cell centres as every distance is
 *   (DESIGN.md §14), from the member's own location or, with `cityId`, from that city; with a
 *   city only its area (SEARCH_CITY_RADIUS_KILOMETERS). Farther than SEARCH_NEAR_KILOMETERS the
 *   rest of the world follows in a fixed order. Members without a location are not found.
 *   Searching from another city than one's own is spec 3 §6's "geo switch", for premium members
 *   (403 otherwise).
 */

/** Spec 1 §9: pages of 20. */
export const SEARCH_PAGE_SIZE = 20;
/** A page token is opaque to the client; anything longer was never one of ours. */
export const SEARCH_PAGE_TOKEN_MAX_LENGTH = 128;
/** With `cityId`, members within this distance of the city's centre cell (whole km, as distances are shown). */
export const SEARCH_CITY_RADIUS_KILOMETERS = 50;
/** Members up to this distance come nearest first; the rest of the world after them, in a fixed order. */
export const SEARCH_NEAR_KILOMETERS = 250;

/** Spec 1 §3 "online filter": online now 1, everyone 2, new members (NEW_MEMBER_DAYS) 3. */
export const SearchOnlineStatus = { online: 1, all: 2, new: 3 } as const;
export const SEARCH_ONLINE_STATUSES = [SearchOnlineStatus.online, SearchOnlineStatus.all, SearchOnlineStatus.new] as const;
export type SearchOnlineStatusValue = (typeof SEARCH_ONLINE_STATUSES)[number];

const int = zod.number({ error: FieldErrorKey.invalid }).int(FieldErrorKey.invalid);

/** `{from, to}` within the bounds, running upwards (`to` is marked otherwise). */
function rangeOf(min: number, max: number) {
  const bound = int.min(min, FieldErrorKey.tooSmall).max(max, FieldErrorKey.tooBig);
  return zod.object({ from: bound, to: bound }, { error: FieldErrorKey.invalid }).refine((range) => range.from <= range.to, { path: ['to'], message: FieldErrorKey.tooSmall });
}

/** Some of the given value ids, each at most once; as many as there are values at most. */
function anyOf(ids: readonly number[], max: number = ids.length) {
  const known = new Set(ids);
  return zod
    .array(
      int.refine((id) => known.has(id), FieldErrorKey.invalid),
      { error: FieldErrorKey.invalid },
    )
    .max(max, FieldErrorKey.tooLong)
    .transform((values) => [...new Set(values)]);
}

const valueIds = (field: keyof typeof PROFILE_SELECT_FIELDS) => PROFILE_SELECT_FIELDS[field].values.map((value) => value.id);

const ageRange = rangeOf(SIGNUP_MIN_AGE, SIGNUP_MAX_AGE);
const heightRange = rangeOf(PROFILE_RANGE_FIELDS.height.min, PROFILE_RANGE_FIELDS.height.max);
const onlineStatus = zod.literal(SEARCH_ONLINE_STATUSES, { error: FieldErrorKey.invalid });
/** GeoNames ids are positive 32-bit integers. */
const cityId = int.min(1, FieldErrorKey.invalid).max(2_147_483_647, FieldErrorKey.invalid);

/** Search filter (spec 1 §3). `family` is the marital status. */
export const searchFilterSchema = zod.object(
  {
    /** Everyone (2) when left out. */
    onlineStatus: zod.nullish(onlineStatus),
    /** Only members who passed photo verification. */
    verifiedOnly: zod.nullish(zod.boolean({ error: FieldErrorKey.invalid })),
    /** Completed years, SIGNUP_MIN_AGE–SIGNUP_MAX_AGE; the search settings' range when left out. */
    age: zod.nullish(ageRange),
    /** cm, 120–220 (spec 1 §5). */
    height: zod.nullish(heightRange),
    family: zod.nullish(anyOf(valueIds('marital_status'))),
    goal: zod.nullish(anyOf(valueIds('goal'))),
    alcohol: zod.nullish(anyOf(valueIds('alcohol'))),
    /** Mood 1–19 (USER_MOODS). */
    userMood: zod.nullish(anyOf(USER_MOODS.map((mood) => mood.id))),
    smoking: zod.nullish(anyOf(valueIds('smoking'))),
    /** Interest ids (INTERESTS), at most as many as a member may hold. */
    interests: zod.nullish(anyOf(INTERESTS.map((interest) => interest.id), MAX_MEMBER_INTERESTS)),
    /** GeoNames id of a city to search around instead of the member's own location. */
    cityId: zod.nullish(cityId),
    /** 'f' / 'm' (also 'female' / 'male'); the search settings' gender when left out. */
    searchGender: zod.nullish(searchGenderRule),
  },
  { error: FieldErrorKey.invalid },
);
export type SearchFilter = zod.output<typeof searchFilterSchema>;

/** `POST /v3/users:search` (spec 1 §7: filter, pageToken, pageSize). */
export const usersSearchBodySchema = zod.object({
  filter: zod.nullish(searchFilterSchema),
  /** The `nextPageToken` of the previous page; absent or empty for the first. */
  pageToken: zod.nullish(zod.string({ error: FieldErrorKey.invalid }).max(SEARCH_PAGE_TOKEN_MAX_LENGTH, FieldErrorKey.invalid)),
  pageSize: zod.nullish(int.min(1, FieldErrorKey.tooSmall).max(SEARCH_PAGE_SIZE, FieldErrorKey.tooBig)),
});
export type UsersSearchBody = zod.output<typeof usersSearchBodySchema>;

/**
 * A page of search results, nearest first. `nextPageToken` is empty on the last page; it is
 * sealed (it tells the client nothing) and good only for the member it was written for. A page
 * may hold fewer than `pageSize` hits while more follow: members the viewer may not see are left
 * out after the page is cut.
 */
export const usersSearchResponseSchema = zod.object({
  hits: zod.array(searchResultUserSchema),
  nextPageToken: zod.string(),
});
export type UsersSearchResponse = zod.infer<typeof usersSearchResponseSchema>;

/**
 * `POST /rest/v2/user/settings/search` (spec 1 §3 "Search settings for the matches suggestions"):
 * any of the fields; what is sent is saved, and the settings as saved are answered (an empty body
 * reads them). `gender` is the member's own and fixed at sign-up (matching depends on it): sent,
 * it must be the stored one. The age range must run upwards once saved.
 */
export const searchSettingsBodySchema = zod.object({
  gender: zod.optional(zod.enum(['male', 'female'], { error: FieldErrorKey.invalid })),
  search_gender: zod.optional(searchGenderRule),
  search_age_from: zod.optional(searchAgeRule),
  search_age_to: zod.optional(searchAgeRule),
});
export type SearchSettingsBody = zod.output<typeof searchSettingsBodySchema>;

/** The search settings as saved: the member's gender, the gender they look for ('f' / 'm', as the profile shows it) and the age range. */
export const searchSettingsSchema = zod.object({
  gender: zod.enum(['male', 'female']),
  search_gender: zod.enum(['f', 'm']),
  search_age_from: zod.number().int(),
  search_age_to: zod.number().int(),
});
export type SearchSettings = zod.infer<typeof searchSettingsSchema>;
export const searchSettingsResponseSchema = restResult(searchSettingsSchema);
