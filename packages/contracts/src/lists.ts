import { z as zod } from 'zod';
import { listUserCardSchema, listUserTeaserSchema, memberRecordSchema } from './member-views.ts';

/**
 * The people lists (spec 2 §3 "List user card", "User-list state", §4 "People lists", §7, §9;
 * spec 3 §6; DESIGN.md §14): likes-me, visitors, matches, my likes and favourites. Full lists page
 * by 20 with an opaque keyset `pageToken` (empty `nextPageToken`: the end); teasers are one page
 * with no token and nothing that tells who anyone is. `/v3/*` answers the object itself.
 */

/** Spec 2 §9 "List page size". */
export const LIST_PAGE_SIZE = 20;
/** A page token is opaque (sealed, about 60 characters); anything longer was never one of ours. */
export const LIST_PAGE_TOKEN_MAX_LENGTH = 128;

/**
 * Codes of refused list reads (ours: spec 3 §6 names the gate, not the code). The web shows the
 * teasers and the paywall for `premiumRequired`.
 */
export const ListsCode = { premiumRequired: 124 } as const;
export type ListsCode = (typeof ListsCode)[keyof typeof ListsCode];

/** `GET /v3/likesYou | /v3/matches | /v3/myLikes | /v3/visitsYou | /v3/favorites ?pageToken=&pageSize=` (the `timestamp` cache buster is ignored). */
export const listQuerySchema = zod.object({
  pageSize: zod.coerce.number().int().min(1).max(LIST_PAGE_SIZE).default(LIST_PAGE_SIZE),
  /** The `nextPageToken` of the previous page; absent or empty for the first. */
  pageToken: zod.string().max(LIST_PAGE_TOKEN_MAX_LENGTH).optional(),
  timestamp: zod.string().max(32).optional(),
});
export type ListQuery = zod.infer<typeof listQuerySchema>;

/** `GET /v3/likesYou/teasers | /v3/visitsYou/teasers ?pageSize=`: one page, no token. */
export const listTeasersQuerySchema = zod.object({
  pageSize: zod.coerce.number().int().min(1).max(LIST_PAGE_SIZE).default(LIST_PAGE_SIZE),
  timestamp: zod.string().max(32).optional(),
});
export type ListTeasersQuery = zod.infer<typeof listTeasersQuerySchema>;

/**
 * The viewer's relation to a listed member (spec 2 §3 full user record `list_data`, §4: like and
 * unlike set `i_like_this_user`, `is_match` only when the other liked too, block toggles
 * `i_block_user`, selection `is_selected`), as the profile record has it. Lists never show a
 * member blocked either way, so both block flags come as false; the client flips them.
 */
export const listDataSchema = memberRecordSchema.shape.list_data;
export type ListData = zod.infer<typeof listDataSchema>;

/** An entry of a full list: the list user card (spec 2 §3) and `list_data`. */
export const listEntrySchema = listUserCardSchema.extend({ list_data: listDataSchema });
export type ListEntry = zod.infer<typeof listEntrySchema>;

const page = <K extends string>(key: K) => zod.object({ [key]: zod.array(listEntrySchema), nextPageToken: zod.string() } as { [P in K]: zod.ZodArray<typeof listEntrySchema> } & { nextPageToken: zod.ZodString });

/** `GET /v3/likesYou` (spec 2 §7: likes array, nextPageToken): premium. */
export const likesYouResponseSchema = page('likes');
export type LikesYouResponse = zod.infer<typeof likesYouResponseSchema>;
/** `GET /v3/matches` (spec 2 §7: matches, nextPageToken). */
export const matchesListResponseSchema = page('matches');
export type MatchesListResponse = zod.infer<typeof matchesListResponseSchema>;
/** `GET /v3/myLikes` (spec 2 §7: list, nextPageToken). */
export const myLikesResponseSchema = page('list');
export type MyLikesResponse = zod.infer<typeof myLikesResponseSchema>;
/** `GET /v3/visitsYou` (spec 2 §7: list, nextPageToken): premium. */
export const visitsYouResponseSchema = page('list');
export type VisitsYouResponse = zod.infer<typeof visitsYouResponseSchema>;
/** `GET /v3/favorites` (ours: the spec names no call; `users` as the blocklist's). */
export const favoritesResponseSchema = page('users');
export type FavoritesResponse = zod.infer<typeof favoritesResponseSchema>;

/** `GET /v3/suitable` (our call for /activity/suitable): members who fit both ways, never marked, nearest first. */
export const suitableResponseSchema = page('users');
export type SuitableResponse = zod.infer<typeof suitableResponseSchema>;

/** `GET /v3/likesYou/teasers`, `/v3/visitsYou/teasers` (spec 2 §7: teasers): no hid, masked name, blurred avatar. */
export const listTeasersResponseSchema = zod.object({ teasers: zod.array(listUserTeaserSchema) });
export type ListTeasersResponse = zod.infer<typeof listTeasersResponseSchema>;

/** `DELETE /v3/visitsYou/{id}`: the visitor's hid. */
export const visitorParamsSchema = zod.object({ id: zod.string().min(1).max(64) });
export type VisitorParams = zod.infer<typeof visitorParamsSchema>;
/** The spec shows no answer; ours is empty. */
export const deleteVisitorResponseSchema = zod.object({});
export type DeleteVisitorResponse = zod.infer<typeof deleteVisitorResponseSchema>;
