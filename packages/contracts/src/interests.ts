import { z as zod } from 'zod';
import { commaList, restResult } from './envelope.ts';
import { FieldErrorKey } from './errors.ts';
import { INTEREST_CATEGORIES } from './profile-values.ts';
import { VOCABULARY_FIELDS } from './vocabulary.ts';

/**
 * Interests (spec 1 §3 "Interest", §7), titled in the request language:
 * - GET /rest/v2/interests: the whole catalogue.
 * - GET /rest/v2/user/interests/categories: categories, popular first then by id.
 * - GET /rest/v2/user/interests?category_ids&per_page&page_token: the interests of some
 *   categories, each marked `is_selected` for the member.
 * - POST /rest/v2/interests/suggest {prefix}: interests whose title starts with the prefix.
 */

/** A member picks at most this many interests (spec 1 §5); the profile edit enforces it. */
export const MAX_MEMBER_INTERESTS = 14;
/** Interests by category page size (spec 1 §9), also the largest page a client may ask for. */
export const INTERESTS_PAGE_SIZE = 500;
/** At most this many interests answer one suggest prefix. */
export const INTEREST_SUGGEST_LIMIT = 20;
export const INTEREST_PREFIX_MAX_LENGTH = 64;

/**
 * The member vocabulary (GET /rest/v2/user/info/profile/vocabulary): the registration fields and
 * every other enumerated profile field a member can edit (spec 1 §3 "Profile fields").
 */
export const MEMBER_VOCABULARY_FIELDS = [...VOCABULARY_FIELDS, 'search_gender', 'want_children', 'ethnicity', 'accommodation', 'user_mood'] as const;
export type MemberVocabularyFieldName = (typeof MEMBER_VOCABULARY_FIELDS)[number];

export const interestSchema = zod.object({
  id: zod.number().int(),
  title: zod.string(),
  category_id: zod.number().int(),
});
export type InterestView = zod.infer<typeof interestSchema>;

export const interestCategorySchema = zod.object({
  id: zod.number().int(),
  title: zod.string(),
  is_popular: zod.boolean(),
});
export type InterestCategoryView = zod.infer<typeof interestCategorySchema>;

export const memberInterestSchema = interestSchema.extend({ is_selected: zod.boolean() });
export type MemberInterestView = zod.infer<typeof memberInterestSchema>;

export const interestsResponseSchema = restResult(zod.array(interestSchema));
export const interestCategoriesResponseSchema = restResult(zod.array(interestCategorySchema));

const knownCategoryIds = new Set(INTEREST_CATEGORIES.map((category) => category.id));

/** `1,2`, `category_ids=1&category_ids=2`, or both; none means every category. */
const categoryIdsSchema = commaList(zod.coerce.number().int().refine((id) => knownCategoryIds.has(id), FieldErrorKey.invalid), INTEREST_CATEGORIES.length);

export const memberInterestsQuerySchema = zod.object({
  category_ids: categoryIdsSchema.optional(),
  per_page: zod.coerce.number().int().min(1).max(INTERESTS_PAGE_SIZE).default(INTERESTS_PAGE_SIZE),
  /** The `next_page_token` of the previous page. */
  page_token: zod.string().max(64).optional(),
});
export type MemberInterestsQuery = zod.infer<typeof memberInterestsQuerySchema>;

export const memberInterestsResponseSchema = restResult(
  zod.object({
    interests: zod.array(memberInterestSchema),
    /** Empty when this is the last page (DESIGN.md §5). */
    next_page_token: zod.string(),
  }),
);

export const interestSuggestBodySchema = zod.object({
  prefix: zod.string().trim().min(1, FieldErrorKey.required).max(INTEREST_PREFIX_MAX_LENGTH),
});
export const interestSuggestResponseSchema = restResult(zod.array(interestSchema));
