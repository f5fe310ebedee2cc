import { expect, test } from '@playwright/test';
import { noisePngBytes } from '../server/support/images';
import { DEMO_ACCOUNTS, sidewaysOverflow, signIn, signOut } from './support';

/**
 * The money path across both sides: a branch picks a registration that still needs proof,
 * uploads one image for it and finds the invoice waiting; SBS confirms it; its WhatsApp
 * messages go out; the branch sees it confirmed. The demo seed leaves each demo branch one
 * upload today: this spec uses Cabang Bandung's, registration.spec.ts Jakarta Selatan's.
 */
test('a branch uploads a proof, SBS confirms it, and the branch sees it confirmed', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.CABANG2);
  const pendingCard = page.getByRole('group', { name: 'Menunggu Konfirmasi' });
  const pendingBefore = Number(await pendingCard.getByText(/^\d+$/).innerText());

  await page.getByRole('menu').getByText('Registration Form').click();
  await expect(page).toHaveURL(/\/registration-form$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registration List' })).toBeVisible();
  await expect(page.getByText('Ketentuan Upload Bukti Bayar')).toBeVisible();
  const table = page.getByRole('table', { name: 'Calon AOG/MOG yang belum upload bukti bayar' });
  const rows = table.locator('tbody tr');
  await expect(rows.first().getByRole('checkbox')).toBeVisible();
  const upload = page.getByRole('button', { name: 'Upload Bukti Bayar' });
  await expect(upload).toBeDisabled();
  await page.screenshot({ path: 'test-results/screenshots/proof-list.png', fullPage: true });
  // On a 1280 px laptop every column is in view: none scrolls under the pinned total.
  await page.setViewportSize({ width: 1280, height: 820 });
  await expect.poll(() => sidewaysOverflow(table)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 820 });

  // The first row still needing proof, whoever it is.
  const row = rows.first();
  const cells = row.getByRole('cell');
  const name = (await cells.nth(2).innerText()).trim();
  const total = (await cells.nth(8).innerText()).trim();
  expect(total).toMatch(/^Rp \d{1,3}(\.\d{3})*$/);
  await row.getByRole('checkbox').check();
  await expect(page.getByText(`1 data dipilih, total ${total}`)).toBeVisible();

  await upload.click();
  const dialog = page.getByRole('dialog', { name: 'Upload Bukti Bayar' });
  await expect(dialog.getByLabel('Total Biaya')).toHaveValue(total);
  const send = dialog.getByRole('button', { name: 'Kirim' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Foto Bukti Bayar').setInputFiles({
    name: 'bukti-transfer.png',
    mimeType: 'image/png',
    buffer: noisePngBytes(320, 200),
  });
  await expect(dialog.getByRole('img', { name: 'Pratinjau bukti bayar' })).toBeVisible();
  await expect(send).toBeEnabled();
  await page.screenshot({ path: 'test-results/screenshots/proof-upload-dialog.png' });

  const answer = page.waitForResponse(
    (res) =>
      res.url().endsWith('/api/user/register_aog_mog/upload_bukti_pembayaran') &&
      res.request().method() === 'POST',
  );
  await send.click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const invoice: string = (await response.json()).data.inv_name;
  expect(invoice).toMatch(/^INV\/REG\/20261118\/\d{4}$/);
  await expect(page.getByText('Berhasil Upload Bukti Bayar')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('0 data dipilih, total Rp 0')).toBeVisible();
  await expect(table.getByRole('checkbox', { name: `Pilih ${name}` })).toHaveCount(0);

  await page.getByRole('menu').getByText('Payment History', { exact: true }).click();
  await expect(page).toHaveURL(/\/payment-history$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Payment History Registration' }),
  ).toBeVisible();
  const history = page.getByRole('table', { name: 'List Payment' });
  const line = history.getByRole('row').filter({ hasText: invoice });
  await expect(line).toBeVisible();
  await expect(line.getByText('Menunggu Konfirmasi')).toBeVisible();
  await expect(line.getByText(total)).toBeVisible();
  await expect(line.getByText(/^18 November 2026 \d{2}:\d{2}$/)).toBeVisible();
  await page.screenshot({
    path: 'test-results/screenshots/proof-payment-history.png',
    fullPage: true,
  });

  // The dashboard counts the new waiting receipt.
  await page.getByRole('menu').getByText('Dashboard').click();
  await expect(pendingCard.getByText(String(pendingBefore + 1), { exact: true })).toBeVisible();
  await signOut(page);

  // SBS confirms exactly this invoice.
  await signIn(page, DEMO_ACCOUNTS.SBS);
  await page.goto('/payment-receipt');
  await page
    .getByRole('table')
    .getByRole('button', { name: `Konfirmasi ${invoice}` })
    .click();
  const review = page.getByRole('dialog', { name: 'Konfirmasi Pembayaran' });
  await expect(review.getByText(`Invoice: ${invoice}`)).toBeVisible();
  await review.getByRole('tab', { name: 'Rincian' }).click();
  await expect(review.getByRole('tabpanel').getByText(name)).toBeVisible();
  await expect(review.getByLabel('Total Pembayaran')).toHaveValue(total);
  await review.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: '1 Terkonfirmasi' }).click();
  await review.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Sukses Update')).toBeVisible();

  // The branch's confirmation message is delivered (the log transport records it).
  await page.goto('/setting-wa/log');
  const message = page
    .getByRole('row')
    .filter({ hasText: `Yth. Cabang Bandung, pembayaran pendaftaran` })
    .filter({ hasText: `atas nama ${name}` });
  await expect(message.first()).toBeVisible();
  await expect(message.first().getByText('Terkirim')).toBeVisible({ timeout: 15_000 });
  await signOut(page);

  // The branch finds it confirmed, with its rows in the detail.
  await signIn(page, DEMO_ACCOUNTS.CABANG2);
  await page.goto('/payment-history');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Terkonfirmasi' }).click();
  const confirmed = page
    .getByRole('table', { name: 'List Payment' })
    .getByRole('row')
    .filter({ hasText: invoice });
  await expect(confirmed.getByText('Sudah Konfirmasi')).toBeVisible();
  await confirmed.getByRole('link', { name: `Detail ${invoice}` }).click();
  const detail = page.getByRole('dialog', { name: 'Detail Invoice' });
  await expect(
    detail.getByRole('table', { name: 'Data Calon AOG/MOG' }).getByText(name),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/proof-confirmed-detail.png' });
});
