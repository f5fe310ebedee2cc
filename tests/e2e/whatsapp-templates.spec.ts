import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { scaled } from '../timeouts';
import { startFakeGraphApi, type FakeGraphApi } from '../server/support/fakeGraphApi';
import { DEMO_ACCOUNTS, signIn } from './support';
import { axeViolations } from './axe';

/**
 * The WhatsApp Cloud API end to end: a second server (the bundle `npm start` built for the
 * suite) on its own port and data folder, configured with a WhatsApp Business Account on the
 * fake Graph API that runs in this test's process and posts signed webhook events to it.
 */
const PORT = Number(process.env.E2E_PORT || 3100) + 1000;
const BASE = `http://127.0.0.1:${PORT}`;
const APP_SECRET = 'rahasia-aplikasi-e2e';
const DATA_DIR = 'test-results/e2e-whatsapp-data';

test.use({ baseURL: BASE });

let api: FakeGraphApi;
let server: ChildProcess;

test.beforeAll(async () => {
  api = await startFakeGraphApi(APP_SECRET);
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, ['dist-server/main.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      TEST_NOW: process.env.E2E_NOW || '2026-11-18T04:00:00.000Z',
      PUBLIC_URL: BASE,
      LOG_LEVEL: 'warn',
      OUTBOX_POLL_MS: '500',
      WHATSAPP_TOKEN: 'EAAG-e2e-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_BUSINESS_ACCOUNT_ID: '102290129340398',
      WHATSAPP_API_URL: api.apiUrl,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'token-verifikasi-e2e',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${BASE}/api/health`)
          .then((res) => res.ok)
          .catch(() => false),
      { timeout: scaled(120_000) },
    )
    .toBe(true);
});

test.afterAll(async () => {
  server?.kill();
  await api?.close();
});

const checkA11y = async (page: Page, label: string) =>
  expect.soft(await axeViolations(page), `axe on ${label}`).toEqual([]);

test('a confirmation sends an approved template message, and its delivery and reading show in the log', async ({
  page,
}) => {
  test.setTimeout(scaled(240_000));
  await signIn(page, DEMO_ACCOUNTS.SBS);

  // The registrant's confirmation template is submitted for review when saved.
  await page.goto('/setting-wa');
  await page.getByRole('tab', { name: 'Calon Aog Mog' }).click();
  await page.getByRole('tab', { name: 'Terkonfirmasi' }).click();
  const review = page.getByTestId('template-review');
  await expect(review).toContainText('Belum diajukan ke WhatsApp');
  await expect(page.getByRole('textbox', { name: 'Pesan' })).toHaveValue(/pembayaran pendaftaran/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Message notifikasi berhasil di set')).toBeVisible();
  await expect(review).toContainText('Sedang ditinjau WhatsApp');
  await expect(review).toContainText('aogmog_create_user_1');
  await checkA11y(page, '/setting-wa');
  expect(api.templates.map((t) => [t.name, t.language, t.category])).toEqual([
    ['aogmog_create_user_1', 'id', 'UTILITY'],
  ]);

  // SBS confirms a waiting receipt.
  await page.goto('/payment-receipt');
  const confirm = page.getByRole('table').getByRole('button', { name: /^Konfirmasi INV\/REG\// });
  await confirm.first().click();
  const dialog = page.getByRole('dialog', { name: 'Konfirmasi Pembayaran' });
  await dialog.getByRole('tab', { name: 'Rincian' }).click();
  const members = dialog.getByRole('tabpanel').getByRole('listitem');
  const member = await members.first().getByRole('heading', { level: 3 }).innerText();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: '1 Terkonfirmasi' }).click();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Sukses Update')).toBeVisible();

  // Its message waits for the template's approval.
  await page.goto('/setting-wa/log');
  const row = page.getByRole('row').filter({ hasText: `Halo ${member}, pembayaran pendaftaran` });
  await expect(row.getByText('Menunggu persetujuan template', { exact: true })).toBeVisible({
    timeout: scaled(15_000),
  });
  await checkA11y(page, '/setting-wa/log');

  // WhatsApp approves the template: the message goes as that template.
  expect(await api.post(BASE, api.templateEvent('aogmog_create_user_1', 'APPROVED'))).toEqual({
    recorded: 1,
  });
  await page.reload();
  await expect(row.getByText('Terkirim')).toBeVisible({ timeout: scaled(15_000) });
  // One message per member of the receipt: this member's names them first.
  const parametersOf = (body: (typeof api.sent)[number]['body']) =>
    (body.template as { components: { parameters: { text: string }[] }[] }).components[0]!
      .parameters;
  const sent = api.sent.find(
    (m) => m.body.type === 'template' && parametersOf(m.body)[0]?.text === member,
  )!;
  expect(sent.body.template).toMatchObject({
    name: 'aogmog_create_user_1',
    language: { code: 'id' },
  });
  expect(parametersOf(sent.body).every((p) => p.text.length > 0)).toBe(true);

  // Its delivery and its reading, reported on the webhook, show in the log.
  for (const status of ['delivered', 'read'] as const) {
    await api.post(BASE, api.statusEvent(sent.wamid, status, new Date()));
  }
  await page.reload();
  await expect(row.getByText(/^Dibaca /)).toBeVisible();
  await page.goto('/setting-wa');
  await page.getByRole('tab', { name: 'Calon Aog Mog' }).click();
  await page.getByRole('tab', { name: 'Terkonfirmasi' }).click();
  await expect(page.getByTestId('template-review')).toContainText('Disetujui WhatsApp');
});
