/* global self, caches */
/* Amora service worker (spec 1 §4): network-first for page navigations, so a deploy is picked up
   at once, with the last good copy of the app page as the fallback when the network is gone.
   Everything else goes straight to the network: API answers are never cached here. */
const CACHE = 'amora-shell-v1';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put('/', copy)));
        }
        return response;
      })
      .catch(() => caches.match('/').then((cached) => cached || Response.error())),
  );
});
