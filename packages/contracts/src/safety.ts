import { z as zod } from 'zod';
import { restResult } from './envelope.ts';
import { FieldErrorKey } from './errors.ts';

/**
 * Blocks and abuse reports (spec 2 §3 "Blocked user", "Abuse reason", §4 "Blocking and
 * reporting", §7; DESIGN.md §14 "safety", "Reports"). Every input is bounded here; the bounds of
 * a report's text that depend on its reason are checked by the server against `ABUSE_REASONS`.
 */

/** Spec 2 §9 "List page size": the blocklist pages by 20. */
export const BLOCKED_USERS_PAGE_SIZE = 20;
/** A page token is the base64url of `<blocked at>.<hid>`: a few dozen characters. */
export const BLOCKED_USERS_PAGE_TOKEN_MAX_LENGTH = 128;

/** `POST /v3/users/{userHashId}:block | :unblock` name the member by hid. */
export const blockParamsSchema = zod.object({ userHashId: zod.string().min(1).max(64) });
export type BlockParams = zod.infer<typeof blockParamsSchema>;

/** …and carry the screen it happened on (spec 2 §7 `source`). */
export const blockBodySchema = zod.object({ source: zod.optional(zod.string().max(32)) });
export type BlockBody = zod.infer<typeof blockBodySchema>;

/** Both answer the flag as it now stands (spec 2 §4: success toggles `isBlocked`). */
export const blockResponseSchema = zod.object({ isBlocked: zod.boolean() });
export type BlockResponse = zod.infer<typeof blockResponseSchema>;

/** `GET /v3/blockedUsers?pageToken=&pageSize=` (the `timestamp` cache buster is ignored). */
export const blockedUsersQuerySchema = zod.object({
  pageSize: zod.coerce.number().int().min(1).max(BLOCKED_USERS_PAGE_SIZE).default(BLOCKED_USERS_PAGE_SIZE),
  pageToken: zod.string().max(BLOCKED_USERS_PAGE_TOKEN_MAX_LENGTH).optional(),
  timestamp: zod.string().max(32).optional(),
});
export type BlockedUsersQuery = zod.infer<typeof blockedUsersQuerySchema>;

/** Blocked user (spec 2 §3): who the viewer blocked, newest block first. */
export const blockedUserSchema = zod.object({
  userHashId: zod.string(),
  name: zod.string(),
  /** The avatar's list thumbnail; null without an approved avatar. */
  photoThumbnailUrl: zod.string().nullable(),
  /** Always true in the list: the client flips it when the member is unblocked from it. */
  isBlocked: zod.boolean(),
});
export type BlockedUser = zod.infer<typeof blockedUserSchema>;

/** A page of the blocklist; `nextPageToken` empty at the end (DESIGN.md §5). */
export const blockedUsersResponseSchema = zod.object({ users: zod.array(blockedUserSchema), nextPageToken: zod.string() });
export type BlockedUsersResponse = zod.infer<typeof blockedUsersResponseSchema>;

/**
 * The abuse reasons (spec 2 §3: id, title, isRequired, minLength, maxLength; the spec shows
 * neither the list nor the numbers, so they are ours). A required reason needs a comment of at
 * least `minLength` characters; an optional one takes an empty comment or one within the bounds.
 * Titles are translated by the server in the member's language (`title` is its key).
 */
export const ABUSE_REASONS = [
  { id: 1, key: 'spam', isRequired: false, minLength: 0, maxLength: 500 },
  { id: 2, key: 'fake', isRequired: false, minLength: 0, maxLength: 500 },
  { id: 3, key: 'photos', isRequired: false, minLength: 0, maxLength: 500 },
  { id: 4, key: 'harassment', isRequired: true, minLength: 10, maxLength: 1000 },
  { id: 5, key: 'scam', isRequired: true, minLength: 10, maxLength: 1000 },
  { id: 6, key: 'underage', isRequired: true, minLength: 10, maxLength: 1000 },
  { id: 7, key: 'other', isRequired: true, minLength: 10, maxLength: 1000 },
] as const;
export type AbuseReasonKey = (typeof ABUSE_REASONS)[number]['key'];
/** The longest comment any reason takes: the body's own bound, before the reason's. */
export const ABUSE_TEXT_MAX_LENGTH = 1000;

/** `GET /rest/v2/user/abuse/reasons?context=`. */
export const abuseReasonsQuerySchema = zod.object({ context: zod.string().max(32).optional(), timestamp: zod.string().max(32).optional() });
export type AbuseReasonsQuery = zod.infer<typeof abuseReasonsQuerySchema>;

export const abuseReasonSchema = zod.object({
  id: zod.number().int(),
  title: zod.string(),
  isRequired: zod.boolean(),
  minLength: zod.number().int().min(0),
  maxLength: zod.number().int().min(1),
});
export type AbuseReason = zod.infer<typeof abuseReasonSchema>;
export const abuseReasonsResponseSchema = restResult(zod.object({ reasons: zod.array(abuseReasonSchema) }));
export type AbuseReasonsResponse = zod.infer<typeof abuseReasonsResponseSchema>;

/** Field error keys of a report beyond the shared ones. */
export const SafetyFieldError = {
  reasonInvalid: 'safety.errors.reasonInvalid',
  textRequired: 'safety.errors.textRequired',
  textTooShort: 'safety.errors.textTooShort',
  textTooLong: 'safety.errors.textTooLong',
} as const;

/** `POST /rest/v2/user/abuse/send` (spec 2 §7: user_hid, reason_id, text, context). */
export const abuseSendBodySchema = zod.object({
  user_hid: zod.string({ error: FieldErrorKey.required }).min(1, FieldErrorKey.required).max(64, FieldErrorKey.invalid),
  reason_id: zod.number({ error: FieldErrorKey.required }).int(SafetyFieldError.reasonInvalid).min(1, SafetyFieldError.reasonInvalid).max(1000, SafetyFieldError.reasonInvalid),
  text: zod.string().max(ABUSE_TEXT_MAX_LENGTH, SafetyFieldError.textTooLong).nullish(),
  context: zod.string().max(32).nullish(),
});
export type AbuseSendBody = zod.infer<typeof abuseSendBodySchema>;

/**
 * A report is taken (`received`), or the reporter already has one open on this member
 * (`already_reported`): the first one is kept as it was, and the popup shows its success screen
 * either way (one open report per reporter and target, DESIGN.md §14).
 */
export const abuseSendResponseSchema = restResult(zod.object({ status: zod.enum(['received', 'already_reported']) }));
export type AbuseSendResponse = zod.infer<typeof abuseSendResponseSchema>;
