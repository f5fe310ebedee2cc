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

/** The browser's CacheStorage, kept in memory: request URLs by cache name. */
const fakeCaches = () => {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: Request | string) =>
    new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (request: Request | string, response: Response) => {
        store.set(keyOf(request), response);
      },
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(keyOf(url), new Response(`stored ${url}`));
      },
    };
  };
  const match = async (request: Request | string) => {
    for (const store of stores.values()) {
      const found = store.get(keyOf(request));
      if (found) return found.clone();
    }
    return undefined;
  };
  return {
    stores,
    open,
    match,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
};

/**
 * public/sw.js run as the browser runs it, registered as `scriptUrl`, against a `self` that
 * records what it does and answers its requests.
 */
const runWorker = (tabs: FakeTab[] = [], scriptUrl = '/sw.js?build=b2') => {
  const listeners = new Map<string, Listener>();
  const network = vi.fn(async (request: Request | string): Promise<Response> => {
    const url = typeof request === 'string' ? request : request.url;
    if (url.endsWith('/app-shell.json')) {
      return Response.json({ files: ['/index.html', '/assets/index-a.js'] });
    }
    return new Response(`network ${url}`);
  });
  const self = {
    location: new URL(`${ORIGIN}${scriptUrl}`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    caches: fakeCaches(),
    fetch: network,
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
  /** A request through the worker: its answer, or null when the browser is left to fetch. */
  const request = async (path: string, init: { mode?: string; method?: string } = {}) => {
    let answer: Promise<Response> | null = null;
    listeners.get('fetch')?.({
      request: { url: `${ORIGIN}${path}`, mode: init.mode ?? 'cors', method: init.method ?? 'GET' },
      respondWith: (response: Promise<Response>) => {
        answer = response;
      },
    });
    return answer ? await (answer as Promise<Response>).then((r) => r.text()) : null;
  };
  return { self, dispatch, network, request };
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

describe('service worker: the app shell', () => {
  it("stores the build's shell at install, in the build's own cache", async () => {
    const { self, dispatch } = runWorker();
    await dispatch('install', {});
    expect([...self.caches.stores.keys()]).toEqual(['app-shell-b2']);
    expect([...self.caches.stores.get('app-shell-b2')!.keys()]).toEqual([
      `${ORIGIN}/index.html`,
      `${ORIGIN}/assets/index-a.js`,
    ]);
  });

  it("deletes the older builds' shells when it takes over, nothing else", async () => {
    const { self, dispatch } = runWorker();
    await self.caches.open('app-shell-b1');
    await self.caches.open('another-cache');
    await dispatch('install', {});
    await dispatch('activate', {});
    expect([...self.caches.stores.keys()].sort()).toEqual(['another-cache', 'app-shell-b2']);
  });

  it('opens a page from the network, and from the stored shell when offline', async () => {
    const { dispatch, network, request } = runWorker();
    await dispatch('install', {});
    expect(await request('/dashboard', { mode: 'navigate' })).toBe(`network ${ORIGIN}/dashboard`);
    network.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await request('/payment-receipt', { mode: 'navigate' })).toBe('stored /index.html');
  });

  it('serves a hashed file from the cache, storing it on first use', async () => {
    const { dispatch, network, request } = runWorker();
    await dispatch('install', {});
    expect(await request('/assets/index-a.js')).toBe('stored /assets/index-a.js');
    expect(await request('/assets/DashboardPage-x.js')).toBe(
      `network ${ORIGIN}/assets/DashboardPage-x.js`,
    );
    network.mockClear();
    expect(await request('/assets/DashboardPage-x.js')).toBe(
      `network ${ORIGIN}/assets/DashboardPage-x.js`,
    );
    expect(network).not.toHaveBeenCalled();
  });

  it('leaves the API and every write to the network, never stored', async () => {
    const { self, dispatch, request } = runWorker();
    await dispatch('install', {});
    expect(await request('/api/user/dashboard')).toBeNull();
    expect(await request('/api/auth/login', { method: 'POST' })).toBeNull();
    expect(await request('/assets/index-a.js', { method: 'POST' })).toBeNull();
    expect([...self.caches.stores.get('app-shell-b2')!.keys()]).not.toContain(
      `${ORIGIN}/api/user/dashboard`,
    );
  });

  it('still does push when the build has no shell to store (development)', async () => {
    const { self, dispatch, network } = runWorker([], '/sw.js');
    network.mockResolvedValue(new Response('not found', { status: 404 }));
    await dispatch('install', {});
    expect(self.skipWaiting).toHaveBeenCalled();
    expect([...self.caches.stores.keys()]).toEqual([]);
  });
});
