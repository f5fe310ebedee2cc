/*
 * The app's service worker, served at /sw.js so its scope is the whole app. It only shows Web
 * Push notifications and opens their screen on click: nothing is cached and no request passes
 * through it, so a new build reaches the browser exactly as without it.
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

// A new version takes over at once and controls the open tabs, so a click can navigate them.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
