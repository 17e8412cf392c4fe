import { z as zod } from 'zod';

/**
 * The system thread (spec 2 §2 "an optional system thread", route /systemthread; docs/decisions.md
 * "System thread"): the member's read-only conversation with the brand's team, holding the notices
 * the product sends in words so the member can read them again. A notice is stored as a `kind`
 * and small `params`, never as text: the web words it in the member's language of the moment.
 *
 * GET /v3/messenger/system-thread?pageToken= → the caller's notices, newest first, 20 a page
 * (sealed keyset token; empty `nextPageToken`: the end), and how many are unread.
 * POST /v3/messenger/system-thread:markRead → {}: every notice of the caller is read.
 * Both act on the caller's own thread only; no id is in the address, so there is nothing to name.
 */

export const SYSTEM_THREAD_PAGE_SIZE = 20;
export const SYSTEM_THREAD_PAGE_TOKEN_MAX_LENGTH = 160;

export const SYSTEM_MESSAGE_KINDS = ['welcome', 'photoApproved', 'photoRejected', 'verificationApproved', 'verificationRejected'] as const;
export type SystemMessageKind = (typeof SYSTEM_MESSAGE_KINDS)[number];

/** Why a photo was rejected, as the moderation job and the operator's default name it (server photos/moderation.ts). */
export const SYSTEM_PHOTO_REJECTION_REASONS = ['undecodable', 'too_small', 'duplicate', 'own_duplicate', 'fake_age', 'operator'] as const;
export type SystemPhotoRejectionReason = (typeof SYSTEM_PHOTO_REJECTION_REASONS)[number];

const none = zod.object({}).strict();
const common = { id: zod.string(), createdAt: zod.number().int(), read: zod.boolean() };

/** One notice. `photoRejected.reason` is null when the operator gave a word of their own (it is not shown). */
export const systemMessageSchema = zod.discriminatedUnion('kind', [
  zod.object({ ...common, kind: zod.literal('welcome'), params: none }),
  zod.object({ ...common, kind: zod.literal('photoApproved'), params: none }),
  zod.object({ ...common, kind: zod.literal('photoRejected'), params: zod.object({ reason: zod.enum(SYSTEM_PHOTO_REJECTION_REASONS).nullable() }).strict() }),
  zod.object({ ...common, kind: zod.literal('verificationApproved'), params: none }),
  zod.object({ ...common, kind: zod.literal('verificationRejected'), params: none }),
]);
export type SystemMessage = zod.infer<typeof systemMessageSchema>;

export const systemThreadQuerySchema = zod.object({
  pageToken: zod.string().max(SYSTEM_THREAD_PAGE_TOKEN_MAX_LENGTH).optional(),
  timestamp: zod.string().max(32).optional(),
});
export type SystemThreadQuery = zod.infer<typeof systemThreadQuerySchema>;

export const systemThreadResponseSchema = zod.object({
  messages: zod.array(systemMessageSchema),
  nextPageToken: zod.string(),
  unreadCount: zod.number().int().min(0),
});
export type SystemThreadResponse = zod.infer<typeof systemThreadResponseSchema>;

export const systemThreadMarkReadResponseSchema = zod.object({});
