/* global self, caches */
/* Amora service worker (spec 1 §4, issue 14): network-first for page navigations, so a deploy is
   picked up at once, with the last good copy of the app page as the fallback when the network is
   gone; cache-first for the build's hashed bundles, which never change under their name, so a
   second visit paints without waiting for them; likewise the build's translations. API answers
   are never cached here.
   The page registers the worker as /sw.js?v=<build id>: each build installs a new worker, whose
   activation drops the previous build's bundles. */
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
