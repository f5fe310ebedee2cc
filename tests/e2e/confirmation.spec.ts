import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, sidewaysOverflow, signIn } from './support';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });

/** Today's central 'Terkonfirmasi' card: registrations plus upgrades. */
const confirmedToday = async (page: Page) => {
  await page.goto('/dashboard');
  const card = page.getByRole('group', { name: 'Terkonfirmasi' });
  await expect(card.getByText(/^\d+$/)).toBeVisible();
  return Number(await card.getByText(/^\d+$/).innerText());
};

test('SBS confirms a waiting receipt; its WhatsApp messages are sent; a template is edited', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.SBS);
  const before = await confirmedToday(page);

  // The menu leads to the list of waiting receipts.
  await page.getByRole('menu').getByText('Payment', { exact: true }).click();
  await page.getByRole('menu').getByText('Payment Receipt', { exact: true }).click();
  await expect(page).toHaveURL(/\/payment-receipt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Menunggu Konfirmasi');
  const table = page.getByRole('table');
  const confirm = table.getByRole('button', { name: /^Konfirmasi INV\/REG\// }).first();
  await expect(confirm).toBeVisible();
  await shot(page, 'payment-receipt-list');
  // On a 1280 px laptop as on this 1366 px one, every column is in view: none scrolls under
  // the pinned Action column.
  for (const width of [1366, 1280]) {
    await page.setViewportSize({ width, height: 820 });
    await expect.poll(() => sidewaysOverflow(table)).toBeLessThanOrEqual(0);
  }
  const invoice = (await confirm.getAttribute('aria-label'))!.replace('Konfirmasi ', '');

  await confirm.click();
  await expect(page).toHaveURL(/\/payment-receipt\/\d+$/);
  const dialog = page.getByRole('dialog', { name: 'Konfirmasi Pembayaran' });
  await expect(dialog.getByRole('tab', { name: 'Bukti Pembayaran' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByRole('img', { name: `Bukti pembayaran ${invoice}` })).toBeVisible();
  await expect(dialog.getByText(`Invoice: ${invoice}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Perbesar' }).click();
  await shot(page, 'payment-receipt-proof');

  await dialog.getByRole('tab', { name: 'Rincian' }).click();
  // Beside the form the panel is narrow: each member is a card headed by the name.
  const members = dialog.getByRole('tabpanel').getByRole('listitem');
  await expect(members.first()).toBeVisible();
  const member = await members.first().getByRole('heading', { level: 3 }).innerText();
  await shot(page, 'payment-receipt-rows');

  await expect(dialog.getByLabel('Total Pembayaran')).toHaveValue(/^Rp [\d.]+$/);
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option')).toHaveText(['-', '1 Terkonfirmasi', '2 Tidak Disetujui']);
  await page.getByRole('option', { name: '1 Terkonfirmasi' }).click();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Sukses Update')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/payment-receipt$/);
  await expect(table.getByText(invoice, { exact: true })).toBeHidden();
  await shot(page, 'payment-receipt-confirmed');

  // The dashboard counts the decision today.
  expect(await confirmedToday(page)).toBe(before + 1);

  // The message log shows the registrant's message of the confirmation as sent (log transport).
  await page.goto('/setting-wa');
  await page.getByRole('link', { name: 'Log Pesan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log Pesan' })).toBeVisible();
  const sent = page
    .getByRole('row')
    .filter({ hasText: `Halo ${member}, pembayaran pendaftaran` })
    .first();
  await expect(sent).toBeVisible();
  await expect(sent.getByText('Terkirim')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'setting-wa-log');

  // A template is changed and saved.
  await page.getByRole('link', { name: 'Setting WhatsApp' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Setting WhatsApp' })).toBeVisible();
  await page.getByRole('tab', { name: 'Upgrade Aog' }).click();
  await page.getByRole('tab', { name: 'Preferal' }).click();
  await page.getByRole('tab', { name: 'Tidak Disetujui' }).click();
  const message = page.getByRole('textbox', { name: 'Pesan' });
  await expect(message).toHaveValue(/\{nama_pereferal\}/);
  await message.fill('Halo {nama_pereferal}, upgrade {nama} belum disetujui. Info: {kota}');
  await expect(
    page.getByText('Placeholder tidak dikenal: {kota}. Gunakan placeholder pada kartu Info.'),
  ).toBeVisible();
  await message.fill(
    'Halo {nama_pereferal}, pembayaran upgrade {nama} ke {jenis_pendaftaran} belum disetujui. Hubungi {cabang}.',
  );
  await expect(page.getByTestId('template-preview')).toHaveText(
    'Halo Ahmad Fauzi, pembayaran upgrade Siti Rahmawati ke AOG belum disetujui. Hubungi Cabang Jakarta Selatan.',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Message notifikasi berhasil di set')).toBeVisible();
  await expect(page.getByText(/Terakhir diubah .* oleh /)).toBeVisible();
  await shot(page, 'setting-wa');
});
