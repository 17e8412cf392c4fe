import { WEB_PUSH_TOKEN_RETRIES } from '@amora/contracts';

/** The pause between two attempts at a token: a push service that did not answer gets a moment. */
export const TOKEN_RETRY_MS = 1000;

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/**
 * The browser's push subscription for the server's key, as the JSON the server takes as `token`:
 * the one the browser holds, or a new one (one made for an older key is dropped first, or the
 * browser refuses). Asked up to WEB_PUSH_TOKEN_RETRIES times (spec 2 §8, §9), a moment apart;
 * null when the browser never gave one.
 */
export async function browserPushToken(registration: ServiceWorkerRegistration, publicKey: string, wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))): Promise<string | null> {
  const applicationServerKey = keyBytes(publicKey);
  for (let attempt = 1; attempt <= WEB_PUSH_TOKEN_RETRIES; attempt++) {
    try {
      const held = await registration.pushManager.getSubscription();
      if (held && sameKey(held, applicationServerKey)) return JSON.stringify(held);
      await held?.unsubscribe();
      return JSON.stringify(await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
    } catch {
      if (attempt < WEB_PUSH_TOKEN_RETRIES) await wait(TOKEN_RETRY_MS);
    }
  }
  return null;
}
