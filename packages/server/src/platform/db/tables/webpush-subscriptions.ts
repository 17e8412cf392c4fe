/**
 * A member's web push subscription on one device (migrations/0027_webpush.ts, modules/webpush):
 * the browser's PushSubscription, parsed.
 */
export interface WebpushSubscriptionsTable {
  account_id: number;
  /** The web's `x-device-id`: one subscription per member and browser. */
  device_id: string;
  /** The push service's address for this browser (an https URL of a push service). */
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), which the payload is encrypted for (RFC 8291). */
  p256dh: string;
  auth: string;
  /** The session (refresh-token family) that saved it: once that session ends, nothing more is pushed to this browser. */
  session_id: string;
  created_at: number;
  updated_at: number;
}
