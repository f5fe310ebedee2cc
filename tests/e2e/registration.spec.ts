import { expect, test } from '@playwright/test';
import { noisePngBytes } from '../server/support/images';
import { fillRegistrationForm } from './registrationForm';
import { DEMO_ACCOUNTS, signIn } from './support';

const SHOTS = 'test-results/screenshots';

test('a branch registers an AOG who has not attended the private class', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.CABANG);
  await page.goto('/registration-form/pendaftaran');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Form Pendaftaran AOG / MOG' }),
  ).toBeVisible();
  for (const card of [
    'Biodata Pendaftar',
    'Alamat KTP',
    'Alamat Domisili',
    'Pereferal',
    'Rincian Pembayaran',
  ]) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Pilih Jenis Pendaftaran untuk melihat biaya')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/registration-empty.png`, fullPage: true });

  const chosenId = await fillRegistrationForm(page, {
    name: 'Dewi Anggraini',
    type: 'AOG',
    nik: '3273015708900003',
    email: 'dewi.anggraini@contoh.id',
    whatsapp: '+62 812-3456-7001',
  });
  expect(chosenId).toMatch(/^AOG\d{7}$/);

  // A reload (or a lost connection) keeps what was typed: the draft lives in the tab.
  await page.reload();
  await expect(page.getByText('Isian sebelumnya dipulihkan dari tab ini.')).toBeVisible();
  await expect(page.getByLabel(/^Nama Lengkap/)).toHaveValue('Dewi Anggraini');

  const payment = page.getByRole('region', { name: 'Rincian Pembayaran' });
  await expect(payment.getByText('Rp 2.900.000')).toBeVisible();
  await expect(payment.getByText('Rp 750.000')).toBeVisible();
  await expect(payment.getByText('Rp 3.650.000')).toBeVisible();
  // The member agrees to WhatsApp messages: optional, off until ticked.
  const whatsapp = page.getByRole('checkbox', { name: /^Saya bersedia menerima pesan WhatsApp/ });
  await expect(whatsapp).not.toBeChecked();
  await whatsapp.check();
  await page.screenshot({ path: `${SHOTS}/registration-filled.png`, fullPage: true });

  await page.getByRole('button', { name: 'Simpan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konfirmasi Form' });
  await expect(dialog.getByText('Apakah anda yakin ingin meneruskan Form ini?')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/registration-confirm.png` });
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/user/register_aog_mog') &&
      response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect((await response.json()).data).toMatchObject({
    no_id: chosenId,
    biaya_total: 3_650_000,
    cabang_pembina: 'Cabang Jakarta Selatan',
    kelurahan_ktp: 'Dago',
    id_kelurahan_ktp: '32.73.02.1004',
    kelurahan_domisili: 'Dago',
    persetujuan_whatsapp: true,
  });

  await expect(page.getByText('AOG/MOG Added')).toBeVisible();
  await expect(page).toHaveURL(/\/registration-form$/);

  // The new registration waits for proof on the list: upload it and follow it in the history.
  const table = page.getByRole('table', { name: 'Calon AOG/MOG yang belum upload bukti bayar' });
  await table.getByRole('checkbox', { name: 'Pilih Dewi Anggraini' }).check();
  await expect(page.getByText('1 data dipilih, total Rp 3.650.000')).toBeVisible();
  // With her the branch has 6 rows waiting, so two pages: the list is paged by the server, and
  // on page 2 she is neither shown nor loaded, yet stays checked with the server's total.
  await page.getByRole('button', { name: 'Ke halaman berikutnya' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^6–6 dari 6$/)).toBeVisible();
  await expect(table.getByRole('checkbox', { name: 'Pilih Dewi Anggraini' })).toHaveCount(0);
  await expect(page.getByText('1 data dipilih, total Rp 3.650.000')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Bukti Bayar' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Bukti Bayar' });
  await expect(upload.getByLabel('Total Biaya')).toHaveValue('Rp 3.650.000');
  await upload.getByLabel('Foto Bukti Bayar').setInputFiles({
    name: 'bukti-transfer-dewi.png',
    mimeType: 'image/png',
    buffer: noisePngBytes(300, 180),
  });
  const uploaded = page.waitForResponse((res) =>
    res.url().endsWith('/api/user/register_aog_mog/upload_bukti_pembayaran'),
  );
  await upload.getByRole('button', { name: 'Kirim' }).click();
  const invoice: string = (await (await uploaded).json()).data.inv_name;
  await expect(page.getByText('Berhasil Upload Bukti Bayar')).toBeVisible();

  await page.getByRole('menu').getByText('Payment History', { exact: true }).click();
  const line = page
    .getByRole('table', { name: 'List Payment' })
    .getByRole('row')
    .filter({ hasText: invoice });
  await expect(line.getByText('Menunggu Konfirmasi')).toBeVisible();
  await expect(line.getByText('Rp 3.650.000')).toBeVisible();
  await line.getByRole('link', { name: `Detail ${invoice}` }).click();
  const detail = page.getByRole('dialog', { name: 'Detail Invoice' });
  await expect(detail.getByRole('img', { name: `Bukti pembayaran ${invoice}` })).toBeVisible();
  const member = detail.getByRole('table', { name: 'Data Calon AOG/MOG' }).getByRole('row', {
    name: /Dewi Anggraini/,
  });
  await expect(member.getByText('AOG', { exact: true })).toBeVisible();
  await expect(member.getByText('Rp 3.650.000')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/registration-invoice-detail.png` });
});

test("the printable 'Download Form' document is served", async ({ request }) => {
  const response = await request.get('/formulir-pendaftaran-aog-mog.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
