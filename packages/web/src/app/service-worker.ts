/** The build id in the address makes each build's worker a new one (see public/sw.js). */
const WORKER_URL = `/sw.js?v=${__BUILD_ID__}`;

/**
 * Registers the service worker on load (spec 1 §4). If the worker file is missing (404) or not
 * JavaScript, a stale registration would keep serving old pages: unregister it and reload.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // The app starts after awaiting its translations, usually after the page's load event.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register());
}

async function register(): Promise<void> {
  let usable = false;
  try {
    const response = await fetch(WORKER_URL, { cache: 'no-store' });
    usable = response.ok && (response.headers.get('content-type') ?? '').includes('javascript');
  } catch {
    // Offline: keep whatever is registered; the worker is what serves us offline.
    return;
  }
  if (usable) {
    await navigator.serviceWorker.register(WORKER_URL).catch(() => undefined);
    return;
  }
  const registrations = await navigator.serviceWorker.getRegistrations();
  if (registrations.length === 0) return;
  await Promise.all(registrations.map((registration) => registration.unregister()));
  window.location.reload();
}
