import { z as zod } from 'zod';

/**
 * Likes, passes, matches, favourites and visits between members (spec 2 §3, §4, §7; DESIGN.md
 * §14 "relations"): what one member did to another, and what the lists and the matches game ask
 * of it. Codes the spec does not give are ours, each with the key the web shows.
 */

/** Where a like came from: a card of the matches game, a search or nearby result, a profile. */
export const LIKE_SOURCES = ['game', 'search', 'nearby', 'profile'] as const;
export type LikeSource = (typeof LIKE_SOURCES)[number];

/**
 * Spec 2 §9: 75 likes in any 86,400 s for a free member, 100 for premium. Premium Plus and VIP
 * like without a limit (spec 3 §3 lists `unlimitedLikes` among the Plus benefits, and premium
 * members who reach 100 are offered that upgrade, spec 2 §4). Every like counts, from the game,
 * search, nearby or a profile: a limit that one screen could go round would be no limit.
 */
export const DAILY_LIKES_LIMIT = { free: 75, premium: 100 } as const;
/** Spec 2 §9 "A day": the window the likes are counted in, rolling. */
export const LIKES_WINDOW_SECONDS = 86_400;

/**
 * Spec 2 §4 "Likes-limit push milestones": the counts of the day's likes that send a push to the
 * member who likes. With an approved photo `matches_like` at each milestone; without one (a like
 * from search, nearby or a profile: the game itself takes no likes without a photo)
 * `matches_like_upload_photo`, which asks for a photo; `last_matches_like` at the limit itself.
 */
export const LIKES_PUSH_MILESTONES = { withPhoto: [1, 10, 20, 30, 40, 50], withoutPhoto: [1, 10, 20, 30, 40] } as const;

export type LikesPushType = 'matches_like' | 'matches_like_upload_photo' | 'last_matches_like';

/** The push the `count`-th like of the window sends, if any (`limit` null: no limit). */
export function likesPushOf(count: number, limit: number | null, hasPhoto: boolean): LikesPushType | null {
  if (limit !== null && count === limit) return 'last_matches_like';
  const milestones: readonly number[] = hasPhoto ? LIKES_PUSH_MILESTONES.withPhoto : LIKES_PUSH_MILESTONES.withoutPhoto;
  if (!milestones.includes(count)) return null;
  return hasPhoto ? 'matches_like' : 'matches_like_upload_photo';
}

/**
 * Codes of refused reactions (ours: the spec names the situations, not the codes). The web shows
 * the upload-photo prompt for `photoRequired`, the likes-limit popup or the payment step for
 * `likesLimitReached` (a 429 whose `retry-after` says when the oldest like of the window leaves it).
 */
export const RelationsCode = { photoRequired: 120, likesLimitReached: 121, reverseNeedsPremium: 122, nothingToReverse: 123 } as const;
export type RelationsCode = (typeof RelationsCode)[keyof typeof RelationsCode];

export const relationsErrorKey: Record<RelationsCode, string> = {
  120: 'discovery.errors.photoRequired',
  121: 'discovery.errors.likesLimitReached',
  122: 'discovery.errors.reverseNeedsPremium',
  123: 'discovery.errors.nothingToReverse',
};

/**
 * What a like or a pass answers: whether it made a match (always false for a pass) and how many
 * likes are left in the window (null: no limit).
 */
export const reactionResponseSchema = zod.object({ isMatch: zod.boolean(), likesLeft: zod.number().int().min(0).nullable() });
export type ReactionResponse = zod.infer<typeof reactionResponseSchema>;

/** Spec 2 §7 `POST /apis/relations/v1/users/me/likes?context=`: where the like was given (search, nearby, profile). */
export const likeContextQuerySchema = zod.object({ context: zod.enum(['search', 'nearby', 'profile']).default('profile') });
export type LikeContextQuery = zod.infer<typeof likeContextQuerySchema>;

/** …and its body: the member liked, by hid. */
export const likeBodySchema = zod.object({ contact_hid: zod.string().min(1).max(64) });
export type LikeBody = zod.infer<typeof likeBodySchema>;

/** `POST /v3/users/{userHashId}:visit | :favorite | :unfavorite` name the member by hid. */
export const memberActionParamsSchema = zod.object({ userHashId: zod.string().min(1).max(64) });
export type MemberActionParams = zod.infer<typeof memberActionParamsSchema>;

/** …and carry the screen it happened on (spec 2 §7 `source`), kept with a visit for the visitors list. */
export const memberActionBodySchema = zod.object({ source: zod.optional(zod.string().max(32)) });
export type MemberActionBody = zod.infer<typeof memberActionBodySchema>;

/** `:visit` answers nothing more than that it was taken (recorded once per viewer per day, whatever the calls). */
export const visitResponseSchema = zod.object({});
export type VisitResponse = zod.infer<typeof visitResponseSchema>;

/** `:favorite` and `:unfavorite` answer the flag as it now stands (dialog user `isMyFavorite`). */
export const favoriteResponseSchema = zod.object({ isMyFavorite: zod.boolean() });
export type FavoriteResponse = zod.infer<typeof favoriteResponseSchema>;
