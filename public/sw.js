/*
 * The app's service worker, served at /sw.js so its scope is the whole app. It keeps the app
 * shell for later visits and shows Web Push notifications, opening their screen on click.
 *
 * The page registers it as /sw.js?build=<build id> (src/providers/serviceWorker.ts): each build installs
 * a new worker, which stores that build's shell (dist/app-shell.json, written by the build) in
 * its own cache and deletes the older builds' caches once it takes over.
 *   - page navigations: the network first, the stored index.html when it cannot be reached;
 *   - hashed files (/assets/, never changed under their name): the cache first, stored on
 *     first use;
 *   - everything else, the API first, passes through untouched and is never stored.
 *
 * A push's data is the server's PushPayload (domain/api/push.ts): {title, body, url}.
 */

const FALLBACK_TITLE = 'Dashboard Form AOG / MOG';

/** The payload, or a bare notification when the data is missing or not the expected JSON. */
const payloadOf = (data) => {
  try {
    const json = data ? data.json() : null;
    if (json && typeof json.title === 'string') {
      return {
        title: json.title,
        body: typeof json.body === 'string' ? json.body : '',
        url: typeof json.url === 'string' ? json.url : '/',
      };
    }
  } catch {
    // Not JSON: shown with the fallback title rather than dropped.
  }
  return { title: FALLBACK_TITLE, body: data ? data.text() : '', url: '/' };
};

/** Only a path of this app may be opened: a payload cannot send the user elsewhere. */
const appUrl = (url) => {
  const origin = self.location.origin;
  if (typeof url !== 'string') return `${origin}/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
};

const CACHE_PREFIX = 'app-shell-';
const CACHE = `${CACHE_PREFIX}${new URL(self.location.href).searchParams.get('build') || 'dev'}`;

/** The build's shell, stored whole or not at all; without it (dev) the worker still does push. */
const precache = async () => {
  try {
    const response = await self.fetch('/app-shell.json', { cache: 'no-store' });
    if (!response.ok) return;
    const { files } = await response.json();
    const cache = await self.caches.open(CACHE);
    await cache.addAll(files);
  } catch {
    // Offline or a shell file gone: the next build's worker tries again; nothing is served stale.
  }
};

const dropOldCaches = async () => {
  const names = await self.caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
      .map((name) => self.caches.delete(name)),
  );
};

/** The stored copy, or the network's, stored for next time when it is a success. */
const cacheFirst = async (request) => {
  const cached = await self.caches.match(request);
  if (cached) return cached;
  const response = await self.fetch(request);
  if (response.ok) {
    const cache = await self.caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
};

/** The server's page when it answers; the stored shell (the app routes itself) when not. */
const networkFirst = async (request) => {
  try {
    return await self.fetch(request);
  } catch (error) {
    const shell = await self.caches.match('/index.html');
    if (shell) return shell;
    throw error;
  }
};

// A new version takes over at once and controls the open tabs, so a click can navigate them.
self.addEventListener('install', (event) =>
  event.waitUntil(precache().then(() => self.skipWaiting())),
);
self.addEventListener('activate', (event) =>
  event.waitUntil(dropOldCaches().then(() => self.clients.claim())),
);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});

self.addEventListener('push', (event) => {
  const { title, body, url } = payloadOf(event.data);
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon: '/favicon.svg',
      lang: 'id',
      data: { url },
    }),
  );
});

/**
 * Opens the notification's screen in a tab of the app when one is open: the session lives in
 * that tab's storage, so a new tab would first ask to sign in. Without one, a new tab opens
 * (the sign-in page then returns to the screen).
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const origin = self.location.origin;
      const mine = tabs.filter((tab) => new URL(tab.url).origin === origin);
      const tab = mine.find((candidate) => candidate.focused) ?? mine[0];
      if (tab) {
        const focused = await tab.focus();
        // navigate() is refused for a tab this worker does not control (opened before it).
        const moved = await focused.navigate(url).catch(() => null);
        if (moved) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
