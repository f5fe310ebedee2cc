import { describe, expect, it, vi } from 'vitest';
import type { PushPayload } from '../../domain/api/push';
// The file as the server serves it, not a module: its handlers are run below.
import source from '../../public/sw.js?raw';

type Listener = (event: Record<string, unknown>) => void;

interface FakeTab {
  url: string;
  focused: boolean;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

const ORIGIN = 'https://aogmog.example';

/** public/sw.js run as the browser runs it, against a `self` that records what it does. */
const runWorker = (tabs: FakeTab[] = []) => {
  const listeners = new Map<string, Listener>();
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => tabs),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', source)(self);
  /** Fires an event and waits for the work it handed to waitUntil. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (work: Promise<unknown>) => pending.push(work) });
    await Promise.all(pending);
  };
  return { self, dispatch };
};

const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
  text: () => (typeof value === 'string' ? value : JSON.stringify(value)),
});

const tab = (path: string, focused = false): FakeTab => {
  const fake: FakeTab = {
    url: `${ORIGIN}${path}`,
    focused,
    focus: vi.fn(async () => fake),
    navigate: vi.fn(async (url: string) => ({ ...fake, url })),
  };
  return fake;
};

const clickOn = (url: unknown) => ({
  notification: { data: { url }, close: vi.fn() },
});

describe('service worker: push', () => {
  it("shows the server's title and body and keeps the screen to open", async () => {
    const { self, dispatch } = runWorker();
    const payload: PushPayload = {
      title: 'Pembayaran dikonfirmasi',
      body: 'Bukti pembayaran INV-1 (Rp 2.900.000) telah dikonfirmasi.',
      url: '/payment-history/4',
    };
    await dispatch('push', { data: pushData(payload) });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Pembayaran dikonfirmasi', {
      body: 'Bukti pembayaran INV-1 (Rp 2.900.000) telah dikonfirmasi.',
      icon: '/favicon.svg',
      lang: 'id',
      data: { url: '/payment-history/4' },
    });
  });

  it('still shows a push whose data is not the expected JSON', async () => {
    const { self, dispatch } = runWorker();
    await dispatch('push', { data: pushData('halo') });
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'Dashboard Form AOG / MOG',
      expect.objectContaining({ body: 'halo', data: { url: '/' } }),
    );
  });
});

describe('service worker: notification click', () => {
  it('moves the focused tab of the app to the screen', async () => {
    const other = tab('/dashboard');
    const focused = tab('/profile', true);
    const { self, dispatch } = runWorker([other, focused]);
    const event = clickOn('/payment-receipt/12');
    await dispatch('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(`${ORIGIN}/payment-receipt/12`);
    expect(other.navigate).not.toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new tab when no tab of the app is open', async () => {
    const { self, dispatch } = runWorker([{ ...tab('/'), url: 'https://elsewhere.example/' }]);
    await dispatch('notificationclick', clickOn('/id-aog-mog'));
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/id-aog-mog`);
  });

  it('opens a new tab when the open tab cannot be navigated (not yet controlled)', async () => {
    const stale = tab('/dashboard');
    stale.navigate.mockRejectedValue(new TypeError('not controlled'));
    const { self, dispatch } = runWorker([stale]);
    await dispatch('notificationclick', clickOn('/payment-history-upgrade/3'));
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/payment-history-upgrade/3`);
  });

  it('never leaves the app, whatever URL the payload carries', async () => {
    const { self, dispatch } = runWorker();
    await dispatch('notificationclick', clickOn('https://phishing.example/login'));
    await dispatch('notificationclick', clickOn(undefined));
    expect(self.clients.openWindow.mock.calls).toEqual([[`${ORIGIN}/`], [`${ORIGIN}/`]]);
  });
});

describe('service worker: lifecycle', () => {
  it('takes over at once so a click can navigate the open tabs', async () => {
    const { self, dispatch } = runWorker();
    await dispatch('install', {});
    await dispatch('activate', {});
    expect(self.skipWaiting).toHaveBeenCalled();
    expect(self.clients.claim).toHaveBeenCalled();
  });
});
