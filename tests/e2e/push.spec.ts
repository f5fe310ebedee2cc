import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn } from './support';

const QUESTION = /Aktifkan notifikasi di browser ini\?/;

test('push: asked once; /profile says what this browser can do; the worker at the root shows a push', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_ACCOUNTS.SBS);
  await expect(page.getByText(QUESTION)).toBeVisible();
  await page.getByRole('button', { name: 'Tidak', exact: true }).click();
  await expect(page.getByText(QUESTION)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(QUESTION)).toBeHidden();

  // Allowed in the browser's settings afterwards: the profile's switch turns it on. This
  // machine reaches no push service, so the subscription cannot be made, and the page says so.
  await context.grantPermissions(['notifications']);
  await page.goto('/profile');
  const device = page.getByLabel('Notifikasi di browser ini');
  await expect(page.getByText('Status: Nonaktif')).toBeVisible();
  await device.click();
  await expect(page.getByText('Notifikasi tidak dapat diaktifkan di browser ini')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Status: Nonaktif')).toBeVisible();
  await expect(device).toBeEnabled();

  // The account's kinds are kept by the server.
  const kind = page.getByLabel('Bukti pembayaran menunggu konfirmasi');
  await expect(kind).toBeChecked();
  await kind.click();
  await expect(page.getByText('Pengaturan notifikasi disimpan')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Bukti pembayaran menunggu konfirmasi')).not.toBeChecked();
  await page.getByLabel('Bukti pembayaran menunggu konfirmasi').click();
  await expect(page.getByLabel('Bukti pembayaran menunggu konfirmasi')).toBeChecked();

  // The worker registered at the root shows a push as the server sends it (delivered here by
  // the browser's own test hook instead of a push service).
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
    registrations.push(...event.registrations),
  );
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${origin}/`)).toBeTruthy();
  // A push delivered while the worker is still installing is dropped: wait until it is active.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrations.find((r) => r.scopeURL === `${origin}/`)!.registrationId,
    data: JSON.stringify({
      title: 'Bukti pembayaran pendaftaran menunggu konfirmasi',
      body: 'INV/REG/1 · Cabang Bandung · Rp 2.900.000',
      url: '/payment-receipt/1',
    }),
  });
  // Chromium may have stopped the idle worker: it starts again for the push. Under a loaded CI
  // machine that once took over the default 5 s.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/sw.js');
          const shown = (await registration?.getNotifications()) ?? [];
          return shown.map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
        }),
      { timeout: 20_000 },
    )
    .toEqual([
      {
        title: 'Bukti pembayaran pendaftaran menunggu konfirmasi',
        body: 'INV/REG/1 · Cabang Bandung · Rp 2.900.000',
        data: { url: '/payment-receipt/1' },
      },
    ]);
});

test("a screen opened without a session (a notification's click in a new tab) returns after sign-in", async ({
  page,
}) => {
  await page.goto('/payment-history');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.CABANG);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/payment-history$/);
});
