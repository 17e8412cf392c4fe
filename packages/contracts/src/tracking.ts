import { z as zod } from 'zod';
import { PUSH_ACTIONS } from './push-types.ts';

/**
 * What the pages report (spec 1 §7): funnel progress, UI events, connection checks and client
 * logs. Every field is bounded so a report cannot grow the events table without limit.
 */

/** uid / funnel_id come from the tracking identifier call; older clients send numbers. */
const trackingId = zod.union([zod.string().trim().min(1).max(64), zod.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)]).transform(String);
const label = (max: number) => zod.string().max(max);
const smallInt = zod.number().int().min(0).max(100_000);
/** Ids from landing pages and channels: numbers or short codes. */
const code = zod.union([zod.number().int().min(0).max(Number.MAX_SAFE_INTEGER), zod.string().max(64)]);

/** A free-form JSON object whose serialised form stays under the limit. */
export const MAX_META_BYTES = 4096;
const meta = zod.union([
  zod.string().max(MAX_META_BYTES),
  zod.record(zod.string().max(64), zod.unknown()).refine((value) => JSON.stringify(value).length <= MAX_META_BYTES, { message: 'validation.tooLong' }),
]);

/** POST /rest/v2/tracking/funnel/start */
export const funnelStartBodySchema = zod.object({ uid: trackingId, funnel_id: trackingId, product_id: zod.number().int() });

/** POST /rest/v2/tracking/funnel/v2/step — the login view sends 'view', 'login_step' and zeros. */
export const funnelStepBodySchema = zod.object({
  uid: trackingId.nullish(),
  funnel_id: trackingId.nullish(),
  event_name: label(64),
  step_name: label(64),
  step_number: smallInt.nullish(),
  step_count: smallInt.nullish(),
  step_type: code.nullish(),
  landing_id: code.nullish(),
  channel_id: code.nullish(),
});

/** POST /rest/v2/tracking/funnel/event */
export const funnelEventBodySchema = zod.object({
  uid: trackingId.nullish(),
  funnel_id: trackingId.nullish(),
  name: label(100),
  element_type: label(64).nullish(),
  action: label(64).nullish(),
  meta: meta.nullish(),
});

/** POST /rest/v2/tracking/connection/check — Network Information API values. */
export const connectionCheckBodySchema = zod.object({
  duration: zod.number().min(0).max(600_000),
  downlink: zod.number().min(0).max(100_000).nullish(),
  type: label(32).nullish(),
  source: label(64).nullish(),
  funnel_id: trackingId.nullish(),
});

/** POST /v3/ui/events/pageVisit:collect */
export const pageVisitBodySchema = zod.object({
  causedBy: label(64).nullish(),
  referrer: label(2048).nullish(),
  target: label(2048),
});

/** At most this many UI events in one batch. */
export const MAX_UI_EVENTS_PER_BATCH = 100;

/** POST /v3/ui/events/generic:batchCollect */
export const genericEventsBodySchema = zod.object({
  requests: zod
    .array(
      zod.object({
        action: label(64),
        category: label(64),
        label: label(256).nullish(),
        value: zod.union([zod.number().finite(), label(256)]).nullish(),
      }),
    )
    .min(1)
    .max(MAX_UI_EVENTS_PER_BATCH),
});

/** `{ result: true }` of the /rest/v2 tracking calls. */
export const trackingResultSchema = zod.object({ result: zod.literal(true) });

/** Severities of client log lines (spec 1 §8). */
export const LOG_LEVELS = ['critical', 'error', 'info', 'debug'] as const;
export type ClientLogLevel = (typeof LOG_LEVELS)[number];

/** Longest client log accepted; the system log keeps the first 10,000 characters. */
export const MAX_CLIENT_LOG_CHARS = 65_536;

/**
 * POST /system/log: a JSON line `{level?, message}`, a base64 log text `{log}`, or a bare
 * text/plain message (the web's unknown-host report, sendBeacon).
 */
export const clientLogBodySchema = zod.union([
  zod.string().min(1).max(MAX_CLIENT_LOG_CHARS),
  zod.object({ level: zod.enum(LOG_LEVELS).optional(), message: zod.string().min(1).max(MAX_CLIENT_LOG_CHARS) }),
  zod.object({ level: zod.enum(LOG_LEVELS).optional(), log: zod.string().min(1).max(MAX_CLIENT_LOG_CHARS) }),
]);
export type ClientLogBody = zod.infer<typeof clientLogBodySchema>;

/** POST /rest/v2/tracking/push/show (spec 2 §7): a toast was shown. */
export const pushShowBodySchema = zod.object({
  sender_hid: label(64).nullish(),
  push_id: label(64),
  context: label(256).nullish(),
  push_type: code,
  server_sent_timestamp: zod.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish(),
});

/** POST /rest/v2/tracking/push/action (spec 2 §4 actions). */
export const pushActionBodySchema = zod.object({
  push_id: label(64),
  push_action: zod.enum(PUSH_ACTIONS),
});

/** POST /rest/v2/tracking/push/subscribe: the web-push prompt's outcome. */
export const pushSubscribeBodySchema = zod.object({ action: label(64) });

/** POST /rest/v2/tracking/popup/show */
export const popupShowBodySchema = zod.object({
  popup_id: label(64),
  popup_name: label(128),
  pay_context_name: label(128).nullish(),
});

/** POST /rest/v2/tracking/popup/action */
export const popupActionBodySchema = zod.object({
  popup_id: label(64),
  action: label(64),
  step_number: smallInt.nullish(),
});
