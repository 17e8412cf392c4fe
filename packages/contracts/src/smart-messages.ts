import { z as zod } from 'zod';
import { restResult } from './envelope.ts';

/**
 * Smart messages (spec 2 §2 "Smart messages popups", §3 "Smart messages state", §4 "Smart
 * messages", §7 "mass outgoing", "pings"; DESIGN.md §14): once a member enables them, their
 * greeting goes to a bounded number of suitable members a day; replies count as responses.
 */

/** DESIGN.md §14: at most this many smart messages a member sends in any 24 hours. */
export const SMART_MESSAGES_DAILY_LIMIT = 20;
/** Spec 2 §4: the activation popup's progress values, one stage per interval. */
export const SMART_MESSAGES_PROGRESS_STAGES = [0, 33, 66, 100] as const;
/** The activation popup's stage interval (ours: the spec says "a timed interval", second at 1×, final at 2×). */
export const SMART_MESSAGES_PROGRESS_INTERVAL_MS = 1500;

/** `POST /rest/v2/user/mass/outgoing {context}`: enable; `context` is the screen it came from. */
export const enableSmartMessagesBodySchema = zod.object({ context: zod.string().max(32).optional() });
export type EnableSmartMessagesBody = zod.infer<typeof enableSmartMessagesBodySchema>;

/**
 * `GET|POST|DELETE /rest/v2/user/mass/outgoing` all answer the state after the call as the spec's
 * `result.done`: true while smart messages are enabled (the web's `isSubscribed`).
 */
export const smartMessagesStateSchema = zod.object({ done: zod.boolean() });
export const smartMessagesResponseSchema = restResult(smartMessagesStateSchema);
export type SmartMessagesState = zod.infer<typeof smartMessagesStateSchema>;

/** `GET /rest/v2/pings/responses`: how many members the caller's smart messages reached wrote back. */
export const pingsResponsesResponseSchema = restResult(zod.object({ count: zod.number().int().min(0) }));
export type PingsResponses = zod.infer<(typeof pingsResponsesResponseSchema)['shape']['result']>;
