import { z as zod } from 'zod';
import { matchesHitSchema } from './member-views.ts';

/**
 * The matches game (spec 2 §2–§4, §7; DESIGN.md §14 "Pick-up"): a deck of cards of members who
 * would pick each other, liked or passed one by one. `/v3/*` answers the object itself.
 */

/** Cards a pick-up page deals unless the client asks for fewer or more (the spec keeps a buffer topped up). */
export const PICK_UP_PAGE_SIZE = 10;
export const PICK_UP_MAX_PAGE_SIZE = 20;
/** A page token is opaque to the client; anything longer was never one of ours. */
export const PICK_UP_PAGE_TOKEN_MAX_LENGTH = 1024;

/**
 * How far the deck reaches, widened one step each time it runs dry (DESIGN.md §14): first the
 * members within 50 km, then 100, 250, 500 and 1,000 km, then anywhere (members without a
 * location included). A viewer without a location plays anywhere from the start. An empty page
 * with an empty `nextPageToken` comes only after the last step: the empty state, which offers to
 * widen the search settings.
 */
export const PICK_UP_RADII_KILOMETERS = [50, 100, 250, 500, 1000] as const;

/** An `operationToken` is ~80 characters; the path parameter takes no more than this. */
export const OPERATION_TOKEN_MAX_LENGTH = 200;
/** `trackingData` comes back with the reaction as the card carried it; longer is refused. */
export const TRACKING_DATA_MAX_LENGTH = 256;
/** How the member reacted: a drag or swipe of the card, its button, a keyboard shortcut, or from the profile opened on it. */
export const INTERACTION_METHODS = ['swipe', 'button', 'keyboard', 'profile'] as const;
export type InteractionMethod = (typeof INTERACTION_METHODS)[number];

/** `GET /v3/matchesGame/users:pickUp?pageToken=&pageSize=` (the `timestamp` cache buster is ignored). */
export const pickUpQuerySchema = zod.object({
  pageSize: zod.coerce.number().int().min(1).max(PICK_UP_MAX_PAGE_SIZE).default(PICK_UP_PAGE_SIZE),
  /** The `nextPageToken` of the previous page; absent or empty for a new deck. */
  pageToken: zod.string().max(PICK_UP_PAGE_TOKEN_MAX_LENGTH).optional(),
});
export type PickUpQuery = zod.infer<typeof pickUpQuerySchema>;

/**
 * A page of cards, best first (members who liked the viewer lead). The token carries the cards
 * already dealt, so the next page never repeats one still in the client's buffer; it is empty
 * once the widest step has nobody left. A page may be short while more follow.
 */
export const pickUpResponseSchema = zod.object({
  hits: zod.array(matchesHitSchema),
  nextPageToken: zod.string(),
});
export type PickUpResponse = zod.infer<typeof pickUpResponseSchema>;

/** `POST /v3/matchesGame/users/{token}:like | :pass | :reverse`: the card's `operationToken`. */
export const matchesReactionParamsSchema = zod.object({ token: zod.string().min(1).max(OPERATION_TOKEN_MAX_LENGTH) });
export type MatchesReactionParams = zod.infer<typeof matchesReactionParamsSchema>;

/** The body of `:like` and `:pass` (spec 2 §7); both fields may be left out. */
export const matchesReactionBodySchema = zod.object({
  trackingData: zod.optional(zod.nullable(zod.string().max(TRACKING_DATA_MAX_LENGTH))),
  interactionMethod: zod.optional(zod.enum(INTERACTION_METHODS)),
});
export type MatchesReactionBody = zod.infer<typeof matchesReactionBodySchema>;

/**
 * `:reverse` takes back the viewer's last reaction when it was a pass of this card (spec 2 §4
 * undo; spec 3 §6: premium members). It answers the card again, with a fresh token, or null when
 * the member can no longer be shown.
 */
export const reverseResponseSchema = zod.object({ hit: zod.nullable(matchesHitSchema) });
export type ReverseResponse = zod.infer<typeof reverseResponseSchema>;
