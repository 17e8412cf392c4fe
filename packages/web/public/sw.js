/* global self, caches */
/* Amora service worker (spec 1 §4, issue 14): network-first for page navigations, so a deploy is
   picked up at once, with the last good copy of the app page as the fallback when the network is
   gone; cache-first for the build's hashed bundles, which never change under their name, so a
   second visit paints without waiting for them; likewise the build's translations. API answers
   are never cached here.
   The page registers the worker as /sw.js?v=<build id>: each build installs a new worker, whose
   activation drops the previous build's bundles.
   Web push (spec 2 §4, issue 18): the server sends a push only while the member has no tab
   connected; it arrives encrypted as {title, body, url, icon, tag} (contracts webpush.ts
   WebPushPayload), is shown as a notification, and a click brings a tab of the site to its page. */
const SHELL = 'amora-shell-v1';
const BUILD = new URL(self.location.href).searchParams.get('v') || 'dev';
const BUNDLES = `amora-bundles-${BUILD}`;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL && key !== BUNDLES).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** The build's hashed files, and its translations, which the app asks for under the build id (`?v=`). */
function isBundle(url) {
  if (url.origin !== self.location.origin) return false;
  if (url.pathname.startsWith('/i18n/')) return url.searchParams.get('v') === BUILD;
  return url.pathname.startsWith('/assets/') && !url.pathname.endsWith('.map');
}

async function bundle(request) {
  const cache = await caches.open(BUNDLES);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  if (isBundle(new URL(request.url))) {
    event.respondWith(bundle(request));
    return;
  }
  if (request.mode !== 'navigate') return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(SHELL).then((cache) => cache.put('/', copy)));
        }
        return response;
      })
      .catch(() => caches.match('/').then((cached) => cached || Response.error())),
  );
});

/** The push's page as an address of this site; anything pointing elsewhere opens the start page. */
function pageOf(url) {
  const page = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return page.origin === self.location.origin ? page.href : self.location.origin + '/';
}

self.addEventListener('push', (event) => {
  let push = {};
  try {
    const parsed = event.data ? event.data.json() : null;
    if (parsed && typeof parsed === 'object') push = parsed;
  } catch {
    // A push we cannot read still has to show something: a browser may revoke a site that pushes silently.
  }
  const title = typeof push.title === 'string' && push.title ? push.title : self.location.hostname;
  const options = {
    body: typeof push.body === 'string' ? push.body : '',
    icon: typeof push.icon === 'string' ? push.icon : undefined,
    tag: typeof push.tag === 'string' ? push.tag : undefined,
    // A newer push with the same tag replaces the older one and still alerts.
    renotify: typeof push.tag === 'string',
    data: { url: pageOf(push.url) },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

/** A tab of the site this worker controls (only those can be steered), brought forward at the page; else a new window there. */
async function openPage(url) {
  const tabs = await self.clients.matchAll({ type: 'window' });
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    try {
      const focused = await tab.focus();
      await (focused || tab).navigate(url);
      return;
    } catch {
      // The tab would not be steered (closing, or it left the site): a new window does it.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(pageOf(event.notification.data && event.notification.data.url)));
});
