/**
 * Web push state (spec 2 §3): whether this browser can take pushes at all, and what the member
 * answered the browser's permission prompt (default: not asked yet, or dismissed; denied covers
 * blocked). Read live each time: the member may change it in the browser's settings.
 */
export interface WebPushState {
  isWebPushSupported: boolean;
  notificationPermission: NotificationPermission;
}

export function webPushState(): WebPushState {
  const isWebPushSupported = typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return { isWebPushSupported, notificationPermission: isWebPushSupported ? Notification.permission : 'denied' };
}

/**
 * The service worker that would receive the pushes, once one is registered for the page; none
 * where registration failed or is blocked (a token is then impossible, so the prompt never shows).
 */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!webPushState().isWebPushSupported) return null;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return registration?.pushManager ? registration : null;
}
