import { expect, vi } from 'vitest';
import { workerUrl } from '../../../src/providers/serviceWorker';

/** An example VAPID public key (an uncompressed P-256 point, base64url). */
export const VAPID_PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

export const ENDPOINT = 'https://push.example.net/send/abc123';

const bytesOf = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * A browser with the Push API (jsdom has none): Notification's permission and its answer to
 * requestPermission, a service worker registration and its push manager, which records what
 * the app asks of them.
 */
export const installFakePush = (options: {
  permission: NotificationPermission;
  /** What the browser's own question answers. */
  answer?: NotificationPermission;
  /** A subscription the browser already holds, made with this key. */
  subscribedWith?: string;
}) => {
  const browser = {
    permission: options.permission,
    registered: Boolean(options.subscribedWith),
    subscription: null as ReturnType<typeof subscriptionFor> | null,
  };
  const subscriptionFor = (key: Uint8Array) => {
    const subscription = {
      endpoint: ENDPOINT,
      options: { applicationServerKey: key.slice().buffer },
      toJSON: () => ({
        endpoint: ENDPOINT,
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      }),
      unsubscribe: vi.fn(async () => {
        browser.subscription = null;
        return true;
      }),
    };
    return subscription;
  };
  if (options.subscribedWith)
    browser.subscription = subscriptionFor(bytesOf(options.subscribedWith));

  const requestPermission = vi.fn(async () => {
    if (browser.permission === 'default') browser.permission = options.answer ?? 'default';
    return browser.permission;
  });
  const subscribe = vi.fn(
    async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      browser.subscription = subscriptionFor(applicationServerKey);
      return browser.subscription;
    },
  );
  const registration = {
    pushManager: { getSubscription: async () => browser.subscription, subscribe },
  };
  const register = vi.fn(async (url: string) => {
    expect(url).toBe(workerUrl());
    browser.registered = true;
    return registration;
  });
  const FakeNotification = Object.defineProperties(function Notification() {}, {
    permission: { get: () => browser.permission },
    requestPermission: { value: requestPermission },
  });
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      ready: Promise.resolve(registration),
      getRegistration: async () => (browser.registered ? registration : undefined),
    },
  });
  return { browser, requestPermission, subscribe, register };
};

/** Back to jsdom's browser without push. */
export const uninstallFakePush = () => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
};
