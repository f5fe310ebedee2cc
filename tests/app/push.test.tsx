import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PushPreferences } from '../../domain/push';
import { authProvider } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { readSession } from '../../src/providers/session';
import { ENDPOINT, installFakePush, uninstallFakePush, VAPID_PUBLIC_KEY } from './support/fakePush';
import { renderApp, screen, signInAs } from './support/renderApp';
import { adminOf, pushSettings, server } from './support/server';
import { workerUrl } from '../../src/providers/serviceWorker';

const QUESTION = /Aktifkan notifikasi di browser ini\?/;

/** Records the subscriptions the app hands to the server and the ones it takes back. */
const recordSubscriptions = () => {
  const calls: { method: string; body: unknown; auth: string | null }[] = [];
  const record = async ({ request }: { request: Request }) => {
    calls.push({
      method: request.method,
      body: await request.json(),
      auth: request.headers.get('Authorization'),
    });
    return request.method === 'POST'
      ? HttpResponse.json({ data: { endpoint: ENDPOINT } }, { status: 201 })
      : HttpResponse.json({ data: { removed: 1 } });
  };
  server.use(
    http.post('/api/user/push_subscription', record),
    http.delete('/api/user/push_subscription', record),
  );
  return calls;
};

const SUBSCRIPTION_BODY = {
  endpoint: ENDPOINT,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ', auth: 'tBHItJI5svbpez7KI4CCXg' },
};

/** The default profile is SBS's: a branch's page needs its own. */
const profileOf = (group: 'CABANG') =>
  server.use(http.get('/api/user/profile', () => HttpResponse.json({ data: adminOf(group) })));

afterEach(() => {
  uninstallFakePush();
  localStorage.clear();
  vi.restoreAllMocks();
});

const settingsCard = async () =>
  (await screen.findByRole('heading', { name: 'Notifikasi' })).closest(
    '.MuiCard-root',
  ) as HTMLElement;

describe('/profile notifications', () => {
  it('turns notifications on for this browser, asking the browser, then off again', async () => {
    const fake = installFakePush({ permission: 'default', answer: 'granted' });
    const calls = recordSubscriptions();
    profileOf('CABANG');
    renderApp('/profile', 'CABANG');
    const card = await settingsCard();
    expect(await within(card).findByText('Status: Nonaktif')).toBeInTheDocument();
    expect(screen.getByText(QUESTION)).toBeInTheDocument();
    // A branch's kinds only: SBS's proofs are not offered.
    expect(within(card).getByLabelText('Pembayaran dikonfirmasi atau ditolak')).toBeChecked();
    expect(within(card).getByLabelText('ID baru diterima cabang')).toBeChecked();
    expect(within(card).queryByLabelText('Bukti pembayaran menunggu konfirmasi')).toBeNull();

    await userEvent.click(within(card).getByLabelText('Notifikasi di browser ini'));
    expect(await within(card).findByText('Status: Aktif')).toBeInTheDocument();
    expect(await screen.findByText('Notifikasi diaktifkan di browser ini')).toBeInTheDocument();
    expect(fake.requestPermission).toHaveBeenCalledTimes(1);
    expect(fake.register).toHaveBeenCalledWith(workerUrl());
    const [options] = fake.subscribe.mock.calls[0]!;
    expect(options.applicationServerKey).toEqual(
      Uint8Array.from(atob(VAPID_PUBLIC_KEY.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
        c.charCodeAt(0),
      ),
    );
    expect(calls).toEqual([
      { method: 'POST', body: SUBSCRIPTION_BODY, auth: 'Bearer token-CABANG' },
    ]);
    // Answered here: the question after sign-in is not asked any more.
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull());

    await userEvent.click(within(card).getByLabelText('Notifikasi di browser ini'));
    expect(await within(card).findByText('Status: Nonaktif')).toBeInTheDocument();
    expect(calls[1]).toEqual({
      method: 'DELETE',
      body: { endpoint: ENDPOINT },
      auth: 'Bearer token-CABANG',
    });
    expect(fake.browser.subscription).toBeNull();
  });

  it('says when the browser refuses at its own question', async () => {
    const fake = installFakePush({ permission: 'default', answer: 'denied' });
    const calls = recordSubscriptions();
    renderApp('/profile', 'SBS');
    const card = await settingsCard();
    await userEvent.click(await within(card).findByLabelText('Notifikasi di browser ini'));
    expect(await screen.findByText('Notifikasi tidak diizinkan oleh browser')).toBeInTheDocument();
    expect(within(card).getByText('Status: Diblokir browser')).toBeInTheDocument();
    expect(fake.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('shows a browser that blocks notifications, with the way to allow them', async () => {
    installFakePush({ permission: 'denied' });
    renderApp('/profile', 'SBS');
    const card = await settingsCard();
    expect(await within(card).findByText('Status: Diblokir browser')).toBeInTheDocument();
    expect(within(card).getByText(/Izinkan notifikasi di pengaturan situs/)).toBeInTheDocument();
    expect(within(card).getByLabelText('Notifikasi di browser ini')).toBeDisabled();
    // The account's kinds stay editable: they apply to its other browsers.
    expect(within(card).getByLabelText('Bukti pembayaran menunggu konfirmasi')).toBeEnabled();
  });

  it('says so in a browser without push, and nothing breaks', async () => {
    profileOf('CABANG');
    renderApp('/profile', 'CABANG');
    const card = await settingsCard();
    expect(await within(card).findByText('Status: Tidak didukung')).toBeInTheDocument();
    expect(
      within(card).getByText('Browser ini tidak mendukung notifikasi push.'),
    ).toBeInTheDocument();
    expect(within(card).getByLabelText('Notifikasi di browser ini')).toBeDisabled();
    expect(screen.getByLabelText(/^Nama/)).toHaveValue('Petugas CABANG');
  });

  it('saves the kinds for the account, all three sent', async () => {
    let sent: PushPreferences | undefined;
    server.use(
      http.put('/api/user/push_settings', async ({ request }) => {
        sent = (await request.json()) as PushPreferences;
        return HttpResponse.json(pushSettings(sent));
      }),
    );
    profileOf('CABANG');
    renderApp('/profile', 'CABANG');
    const card = await settingsCard();
    const ids = await within(card).findByLabelText('ID baru diterima cabang');
    await waitFor(() => expect(ids).toBeChecked());
    await userEvent.click(ids);
    expect(await screen.findByText('Pengaturan notifikasi disimpan')).toBeInTheDocument();
    expect(sent).toEqual({ proofWaiting: true, receiptDecided: true, idsAssigned: false });
    expect(ids).not.toBeChecked();
  });

  it('has no notification settings for a group that receives none', async () => {
    server.use(http.get('/api/user/profile', () => HttpResponse.json({ data: adminOf('RND') })));
    renderApp('/profile', 'RND');
    expect(await screen.findByLabelText(/^Nama/)).toHaveValue('Petugas RND');
    expect(screen.queryByRole('heading', { name: 'Notifikasi' })).toBeNull();
  });
});

describe('the question after sign-in', () => {
  it("asks once; 'Tidak' is remembered and the browser is never asked", async () => {
    const fake = installFakePush({ permission: 'default', answer: 'granted' });
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const first = renderApp('/dashboard', 'SBS');
    await userEvent.click(
      within(
        (await screen.findByText(QUESTION)).closest('[role="alert"]') as HTMLElement,
      ).getByRole('button', { name: 'Tidak' }),
    );
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull());
    expect(fake.requestPermission).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('Push notifications refused in the app');

    first.unmount();
    renderApp('/dashboard', 'SBS');
    expect(await screen.findByText('Sign Out')).toBeInTheDocument();
    expect(screen.queryByText(QUESTION)).toBeNull();
  });

  it("'Aktifkan' asks the browser and hands the subscription to the server", async () => {
    const fake = installFakePush({ permission: 'default', answer: 'granted' });
    const calls = recordSubscriptions();
    renderApp('/dashboard', 'CABANG');
    await userEvent.click(await screen.findByRole('button', { name: 'Aktifkan' }));
    expect(await screen.findByText('Notifikasi diaktifkan di browser ini')).toBeInTheDocument();
    expect(fake.requestPermission).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      { method: 'POST', body: SUBSCRIPTION_BODY, auth: 'Bearer token-CABANG' },
    ]);
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull());
  });

  it('a refusal in the browser is logged and not asked again', async () => {
    installFakePush({ permission: 'default', answer: 'denied' });
    const calls = recordSubscriptions();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const first = renderApp('/dashboard', 'SBS');
    await userEvent.click(await screen.findByRole('button', { name: 'Aktifkan' }));
    expect(await screen.findByText('Notifikasi tidak diizinkan oleh browser')).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('Push notifications refused in the browser');
    expect(calls).toEqual([]);
    first.unmount();
    renderApp('/dashboard', 'SBS');
    expect(await screen.findByText('Sign Out')).toBeInTheDocument();
    expect(screen.queryByText(QUESTION)).toBeNull();
  });

  it('is not asked where the browser already decided, nor of a group that receives nothing', async () => {
    installFakePush({ permission: 'granted' });
    const first = renderApp('/dashboard', 'SBS');
    expect(await screen.findByText('Sign Out')).toBeInTheDocument();
    expect(screen.queryByText(QUESTION)).toBeNull();
    first.unmount();
    uninstallFakePush();
    installFakePush({ permission: 'default' });
    renderApp('/dashboard', 'ESS');
    expect(await screen.findByText('Sign Out')).toBeInTheDocument();
    expect(screen.queryByText(QUESTION)).toBeNull();
  });
});

describe('sign-in and sign-out', () => {
  const acceptSignIn = () =>
    server.use(
      http.post('/api/auth/pos-cabang/login', () =>
        HttpResponse.json({
          access_token: 'abc',
          role: 'CABANG',
          admin: adminOf('CABANG'),
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        }),
      ),
    );
  const signIn = () => {
    acceptSignIn();
    return authProvider.login({ email: 'cabang@demo.local', password: 'Demo12345!' });
  };

  it("returns after sign-in to the screen opened without a session (a notification's new tab)", async () => {
    acceptSignIn();
    renderApp('/id-aog-mog?page=2');
    await userEvent.type(await screen.findByLabelText('Email'), 'cabang@demo.local');
    expect(window.location.pathname).toBe('/sign-in');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo12345!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/id-aog-mog?page=2'),
    );
  });

  it('signing in hands an allowed subscription to the server again, with a changed key renewed', async () => {
    const fake = installFakePush({
      permission: 'granted',
      // Made before the server's key changed: the server could not sign for it.
      subscribedWith: `B${'A'.repeat(86)}`,
    });
    const stale = fake.browser.subscription!;
    const calls = recordSubscriptions();
    await signIn();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ method: 'POST', body: SUBSCRIPTION_BODY, auth: 'Bearer abc' });
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(fake.subscribe).toHaveBeenCalledTimes(1);
    expect(fake.requestPermission).not.toHaveBeenCalled();
  });

  it('signing in subscribes nothing where notifications were turned off here', async () => {
    const fake = installFakePush({ permission: 'granted' });
    localStorage.setItem('aogmog.push', 'off');
    const calls = recordSubscriptions();
    // The features' sign-in steps run in the background: keep hold of them to wait for their end.
    let signedIn: Promise<void> | undefined;
    const provider = createAuthProvider(async () => {
      const declarations = (await import('../../src/AdminApp')).declarations;
      return { ...declarations, signedIn: () => (signedIn = declarations.signedIn()) };
    });
    acceptSignIn();
    await provider.login({ email: 'cabang@demo.local', password: 'Demo12345!' });
    expect(readSession()?.role).toBe('CABANG');
    await waitFor(() => expect(signedIn).toBeDefined());
    await signedIn;
    expect(fake.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('signing out takes the subscription back while the token still works', async () => {
    const fake = installFakePush({ permission: 'granted', subscribedWith: VAPID_PUBLIC_KEY });
    const calls = recordSubscriptions();
    let revokedAfter = -1;
    server.use(
      http.post('/api/auth/logout', () => {
        revokedAfter = calls.length;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    signInAs('CABANG');
    await authProvider.logout();
    expect(calls).toEqual([
      { method: 'DELETE', body: { endpoint: ENDPOINT }, auth: 'Bearer token-CABANG' },
    ]);
    expect(revokedAfter).toBe(1);
    // The browser keeps it for the next sign-in.
    expect(fake.browser.subscription).not.toBeNull();
    expect(readSession()).toBeNull();
  });

  it('signing out still works when the subscription cannot be taken back', async () => {
    installFakePush({ permission: 'granted', subscribedWith: VAPID_PUBLIC_KEY });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.delete('/api/user/push_subscription', () => HttpResponse.error()));
    signInAs('SBS');
    await authProvider.logout();
    expect(readSession()).toBeNull();
  });
});
