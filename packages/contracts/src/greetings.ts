import { z as zod } from 'zod';
import { restResult } from './envelope.ts';

/**
 * Greetings (pings): ready-made openers a member sends to start a conversation (spec 2 §2
 * "Greetings popups", §3 "Greeting suggestion", §4 "Greetings", §7, §9). A suggestion's id is the
 * same in every language, so a message's `greetingType` is the suggestion's id and its text can be
 * written in whichever language the reader needs.
 */

/** Spec 2 §9: suggestions per call; the casual-dating group asks for one (`pageSize=1`). */
export const GREETING_SUGGESTIONS_COUNT = 3;
export const CASUAL_DATING_GREETING_SUGGESTIONS_COUNT = 1;
/** Spec 2 §4, §9: the popup shows the suggestions this long after asking (the "generating" moment). */
export const GREETINGS_PRESENTATION_DELAY_MS = 1500;
/** "Create more" asks for the next round; rounds wrap around the catalogue. */
export const GREETINGS_ROUND_MAX = 1000;
/** The coins variant's `type`: the legacy numeric type of a greeting (spec 2 §3). */
export const GREETING_LEGACY_TYPE = 26;

const hid = zod.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);

/**
 * `GET /v3/messenger/dialogs/{id}/greetings?pageSize=&round=`: suggestions for this pair, in the
 * caller's language; the same pair and round always get the same ones, the next round others.
 */
export const greetingsQuerySchema = zod.object({
  pageSize: zod.coerce.number().int().min(1).max(GREETING_SUGGESTIONS_COUNT).default(GREETING_SUGGESTIONS_COUNT),
  round: zod.coerce.number().int().min(0).max(GREETINGS_ROUND_MAX).default(0),
  timestamp: zod.string().max(32).optional(),
});
export type GreetingsQuery = zod.infer<typeof greetingsQuerySchema>;

/** Spec 2 §3 "Greeting suggestion". */
export const greetingSuggestionSchema = zod.object({ id: zod.number().int(), text: zod.string() });
export type GreetingSuggestion = zod.infer<typeof greetingSuggestionSchema>;
export const greetingsResponseSchema = zod.object({ greetings: zod.array(greetingSuggestionSchema) });
export type GreetingsResponse = zod.infer<typeof greetingsResponseSchema>;

/**
 * `POST /rest/v2/user/messenger/messages/greeting` (the coins variant, spec 2 §7): the greeting
 * `ping_id` to the member `contact_hid`; `context` is the screen it was sent from.
 */
export const sendGreetingBodySchema = zod.object({
  contact_hid: hid,
  ping_id: zod.number().int().min(1).max(1_000_000),
  context: zod.string().max(32).optional(),
});
export type SendGreetingBody = zod.infer<typeof sendGreetingBodySchema>;

/** The message sent, legacy snake_case: `created_at` in epoch seconds, `type` 26, `body` the greeting's text. */
export const sentGreetingSchema = zod.object({
  id: zod.string(),
  created_at: zod.number().int(),
  type: zod.number().int(),
  is_unread: zod.boolean(),
  body: zod.string(),
});
export type SentGreeting = zod.infer<typeof sentGreetingSchema>;
export const sendGreetingResponseSchema = restResult(sentGreetingSchema);

/** Field error of a greeting that is not in the catalogue. */
export const GreetingFieldError = { unknown: 'messenger.greetings.errors.unknown' } as const;
