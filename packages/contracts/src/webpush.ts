import { z as zod } from 'zod';
import { FieldErrorKey } from './errors.ts';

/**
 * Web push (spec 2 §3 "Web push state", §4 "Web push", §7, §9; DESIGN.md §14 "Notifications").
 *
 * GET /v3/notifications/webpush/key → `{publicKey}`: the server's VAPID public key (base64url of
 * the uncompressed P-256 point), the `applicationServerKey` a browser subscribes with.
 *
 * POST /v3/notifications/webpush/subscriptions {deviceId, token} → 204. `token` is the browser's
 * PushSubscription as `JSON.stringify(subscription)` gives it (`{endpoint, expirationTime, keys:
 * {p256dh, auth}}`): one opaque string, as the spec's field is, that the server parses strictly.
 * One subscription per member and device: a second post from the device replaces the first. It
 * belongs to the session that posted it: once that session ends (logout, password change) nothing
 * more goes to that browser, so the web posts it again at every start where notifications are
 * allowed. One browser, one member: the latest to post its endpoint.
 * A token that is not such JSON, whose endpoint is not an https address of a push service, or
 * whose keys are not a P-256 point and a 16-byte secret → 400, field `token`.
 *
 * DELETE /v3/notifications/webpush/subscriptions/{deviceId} → 204, also when there was none.
 */

/** Spec 2 §9 "Web push token retries": the browser is asked for a subscription this often at most. */
export const WEB_PUSH_TOKEN_RETRIES = 10;
/** Spec 2 §4: the prompt waits this many hours after it was last offered (popup timing constant 24). */
export const WEB_PUSH_POPUP_HOURS = 24;
/** Spec 2 §4: where the web keeps when the prompt was last offered (epoch ms). */
export const WEB_PUSH_POPUP_STORAGE_KEY = 'webPushPopupTm';

/** A device id is the web's `x-device-id` (a UUID); bounded for anything else a client sends. */
export const WEB_PUSH_DEVICE_ID_MAX_LENGTH = 64;
/** A serialized PushSubscription is a few hundred characters; push services' endpoints stay far below these. */
export const WEB_PUSH_TOKEN_MAX_LENGTH = 4096;
export const WEB_PUSH_ENDPOINT_MAX_LENGTH = 2048;

export const WebPushFieldError = {
  tokenInvalid: 'webpush.errors.tokenInvalid',
} as const;

const deviceIdSchema = zod
  .string({ error: FieldErrorKey.required })
  .min(1, FieldErrorKey.required)
  .max(WEB_PUSH_DEVICE_ID_MAX_LENGTH, FieldErrorKey.tooLong)
  .regex(/^[A-Za-z0-9_-]+$/, FieldErrorKey.invalid);

/** base64url without padding, as browsers serialize the subscription's keys. */
const base64url = (bytes: number) =>
  zod
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .refine((value) => decodedLength(value) === bytes);

/** The keys of a PushSubscription: the browser's P-256 public key (65 bytes, uncompressed) and its 16-byte auth secret (RFC 8291). */
export const webPushSubscriptionSchema = zod.object({
  endpoint: zod.string().min(1).max(WEB_PUSH_ENDPOINT_MAX_LENGTH),
  expirationTime: zod.number().nullish(),
  keys: zod.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type WebPushSubscription = zod.infer<typeof webPushSubscriptionSchema>;

/** The token parsed: null when it is not a serialized PushSubscription. The server checks the endpoint's address itself. */
export function parseWebPushToken(token: string): WebPushSubscription | null {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    return null;
  }
  const parsed = webPushSubscriptionSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export const webPushSubscribeBodySchema = zod.object({
  deviceId: deviceIdSchema,
  token: zod
    .string({ error: FieldErrorKey.required })
    .min(1, FieldErrorKey.required)
    .max(WEB_PUSH_TOKEN_MAX_LENGTH, FieldErrorKey.tooLong)
    .refine((token) => parseWebPushToken(token) !== null, WebPushFieldError.tokenInvalid),
});
export type WebPushSubscribeBody = zod.infer<typeof webPushSubscribeBodySchema>;

export const webPushDeviceParamsSchema = zod.object({ deviceId: deviceIdSchema });
export type WebPushDeviceParams = zod.infer<typeof webPushDeviceParamsSchema>;

export const webPushKeyResponseSchema = zod.object({ publicKey: zod.string() });
export type WebPushKeyResponse = zod.infer<typeof webPushKeyResponseSchema>;

/** The bytes a base64url string without padding decodes to; -1 when its length cannot be one. */
function decodedLength(value: string): number {
  const rest = value.length % 4;
  if (rest === 1) return -1;
  return Math.floor(value.length / 4) * 3 + (rest === 0 ? 0 : rest - 1);
}

/**
 * What a web push carries to the service worker (public/sw.js), encrypted for the browser alone:
 * the push's texts as the pushes module rendered them in the member's language, and the page a
 * click opens (a path of the site, with `source=site_push` as in-app pushes add it).
 */
export interface WebPushPayload {
  title: string;
  body: string;
  url: string;
  /** The brand's app icon (a path of the site). */
  icon: string;
  /** Same tag, same notification: a newer push of the kind replaces the older one on screen. */
  tag: string;
}
