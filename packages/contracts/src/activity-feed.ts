import { z as zod } from 'zod';

/**
 * The activity feed (spec 2 §2 `/feeds`, §3 "Feed item", §4 "Activity feed", §7, §9; DESIGN.md
 * §14 "feed"). The server answers the spec's server shape (hid, state, templateText, createTime,
 * updateTime, details with photo, purchase and user); the web maps it to the client feed item.
 * Every input is bounded here.
 */

/** Spec 2 §9 "Feed page size". */
export const FEED_PAGE_SIZE = 20;
/** A page token is the base64url of `<update time ms>.<item hid>`: a few dozen characters. */
export const FEED_PAGE_TOKEN_MAX_LENGTH = 128;
/** Spec 2 §9 "Batch size for delete and mark read". */
export const FEED_BATCH_MAX = 100;
/** An item hid is 22 base64url characters (16 random bytes); anything longer is nobody's. */
export const FEED_ITEM_HID_MAX_LENGTH = 64;

/**
 * What happened. Built today: likes, matches and visits. Gifts, purchases, declines and offers
 * (spec 2 §1) join this list with their `details.purchase` when the messenger and payments
 * exist; a client meeting a type it does not know shows nothing for it.
 */
export const FEED_ACTIVITY_TYPES = ['like', 'match', 'visit'] as const;
export const feedActivityTypeSchema = zod.enum(FEED_ACTIVITY_TYPES);
export type FeedActivityType = zod.infer<typeof feedActivityTypeSchema>;

export const feedActivityStateSchema = zod.enum(['unread', 'read']);
export type FeedActivityState = zod.infer<typeof feedActivityStateSchema>;

/** The other member of the activity, as the viewer may see them (the member-view pipeline). */
export const feedUserSchema = zod.object({
  hid: zod.string(),
  name: zod.string(),
  gender: zod.enum(['male', 'female']),
  /** The avatar's list thumbnail; null without an approved avatar. */
  photoUrl: zod.string().nullable(),
});
export type FeedUser = zod.infer<typeof feedUserSchema>;

/** A purchase, decline or offer (not built yet: always null today). */
export const feedPurchaseSchema = zod.object({
  productType: zod.string(),
  quantity: zod.number().int().nullable(),
  expireTime: zod.string().nullable(),
});

/** One activity (spec 2 §3, the server's side of "Feed item"). */
export const feedActivitySchema = zod.object({
  /** Opaque and unguessable; only ever acts on the caller's own items. */
  hid: zod.string(),
  type: feedActivityTypeSchema,
  state: feedActivityStateSchema,
  /** The template the client renders in the member's language: today the same word as `type`. */
  templateText: zod.string(),
  /** ISO 8601, UTC. */
  createTime: zod.string(),
  /** ISO 8601, UTC: a like that became a match, or a like given again, moves the item up. */
  updateTime: zod.string(),
  details: zod.object({
    user: feedUserSchema.nullable(),
    photo: zod.object({ url: zod.string() }).nullable(),
    purchase: feedPurchaseSchema.nullable(),
  }),
});
export type FeedActivity = zod.infer<typeof feedActivitySchema>;

/** `GET /v3/activityFeed/activities?pageSize=&pageToken=` (the `timestamp` cache buster is ignored). */
export const feedActivitiesQuerySchema = zod.object({
  pageSize: zod.coerce.number().int().min(1).max(FEED_PAGE_SIZE).default(FEED_PAGE_SIZE),
  pageToken: zod.string().max(FEED_PAGE_TOKEN_MAX_LENGTH).optional(),
  timestamp: zod.string().max(32).optional(),
});
export type FeedActivitiesQuery = zod.infer<typeof feedActivitiesQuerySchema>;

/** Newest first; `nextPageToken` empty at the end (DESIGN.md §5). A page may come out short while a token follows. */
export const feedActivitiesResponseSchema = zod.object({ activities: zod.array(feedActivitySchema), nextPageToken: zod.string() });
export type FeedActivitiesResponse = zod.infer<typeof feedActivitiesResponseSchema>;

/** `GET /v3/activityFeed/activities:unreadCount`. */
export const feedUnreadCountQuerySchema = zod.object({ timestamp: zod.string().max(32).optional() });
export const feedUnreadCountResponseSchema = zod.object({ unreadCount: zod.number().int().min(0) });
export type FeedUnreadCountResponse = zod.infer<typeof feedUnreadCountResponseSchema>;

/** `POST /v3/activityFeed/activities:batchMarkRead | :batchDelete`: at most 100 item hids. */
export const feedBatchBodySchema = zod.object({
  hids: zod
    .array(zod.string().min(1).max(FEED_ITEM_HID_MAX_LENGTH))
    .min(1)
    .max(FEED_BATCH_MAX),
});
export type FeedBatchBody = zod.infer<typeof feedBatchBodySchema>;

/** `:resetUnreadCount`, `:batchMarkRead` and `:batchDelete` answer nothing needed (spec 2 §7). */
export const feedEmptyResponseSchema = zod.object({});
