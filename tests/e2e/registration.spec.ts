import { expect, test, type Locator, type Page } from '@playwright/test';
import { pngBytes } from '../server/support/images';
import { DEMO_ACCOUNTS, signIn } from './support';

const SHOTS = 'test-results/screenshots';

/** Opens a picker (within `scope`), types to narrow it, and picks the option. */
const pick = async (
  page: Page,
  scope: Page | Locator,
  label: string,
  typed: string,
  option: string | RegExp,
) => {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(typed);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
  if (typeof option === 'string') await expect(box).toHaveValue(option);
};

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

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

  // Biodata Pendaftar
  await field(page, 'Nama Lengkap').fill('Dewi Anggraini');
  await choose(page, 'Jenis Pendaftaran', 'AOG');
  await pick(page, page, 'Nomor ID AOG/MOG', 'AOG', /^AOG\d{7}$/);
  const chosenId = await page
    .getByRole('combobox', { name: 'Nomor ID AOG/MOG', exact: true })
    .inputValue();
  expect(chosenId).toMatch(/^AOG\d{7}$/);
  await field(page, 'Tempat Lahir').fill('Bandung');
  await page.getByLabel('Tanggal Lahir').fill('1990-08-17');
  await page.getByRole('radio', { name: 'Perempuan' }).check();
  await field(page, 'Nomor KTP').fill('3273015708900003');
  await field(page, 'Email').fill('dewi.anggraini@contoh.id');
  await field(page, 'Nomor Whatsapp').fill('+62 812-3456-7001');
  await field(page, 'Nomor Rekening').fill('7001234567');
  await field(page, 'Nama Bank').fill('BCA');
  await choose(page, 'Pendidikan Terakhir', 'S1');
  await choose(page, 'Status Pernikahan', 'Menikah');
  await field(page, 'Pekerjaan').fill('Wiraswasta');
  await choose(page, 'Status Kepemilikan Rumah', 'Milik Sendiri');
  await choose(page, 'Agama', 'Islam');
  const npwp = page.getByRole('radiogroup', { name: 'Kepemilikan NPWP' });
  await npwp.getByRole('radio', { name: 'Tidak' }).check();
  await page.getByRole('radio', { name: 'Belum' }).check();
  const koperasi = page.getByRole('radiogroup', { name: 'Apakah Anggota Koperasi' });
  await koperasi.getByRole('radio', { name: 'Ya' }).check();

  // Alamat KTP, with the cascading pickers
  const ktp = page.getByRole('region', { name: 'Alamat KTP' });
  await ktp.getByRole('textbox', { name: 'Alamat KTP' }).fill('Jl. Ir. H. Juanda No. 88');
  await expect(ktp.getByRole('combobox', { name: 'Kota/Kabupaten' })).toBeDisabled();
  await pick(page, ktp, 'Provinsi', 'jawa bar', 'Jawa Barat');
  await pick(page, ktp, 'Kota/Kabupaten', 'kota band', 'Kota Bandung');
  await pick(page, ktp, 'Kecamatan', 'cobl', 'Coblong');
  await pick(page, ktp, 'Kelurahan/Desa', 'dago', 'Dago');
  await ktp.getByRole('textbox', { name: 'Kode Pos KTP' }).fill('40135');

  // Same address: the domicile card goes away
  await page
    .getByRole('checkbox', { name: 'Apakah Alamat sekarang sama dengan alamat KTP?' })
    .check();
  await expect(page.getByRole('heading', { name: 'Alamat Domisili' })).toBeHidden();

  // Pereferal
  await field(page, 'Nama Pereferal').fill('Rudi Hartono');
  await choose(page, 'Status Pereferal', 'AOG');
  await field(page, 'No ID AOG/Cabang Pereferal').fill('AOG0000001');
  await field(page, 'Nomor Rekening Pereferal').fill('8001234567');
  await field(page, 'Nama Bank Pereferal').fill('BRI');
  await field(page, 'Nomor Whatsapp Pereferal').fill('081298765001');

  const payment = page.getByRole('region', { name: 'Rincian Pembayaran' });
  await expect(payment.getByText('Rp 2.900.000')).toBeVisible();
  await expect(payment.getByText('Rp 750.000')).toBeVisible();
  await expect(payment.getByText('Rp 3.650.000')).toBeVisible();
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
  });

  await expect(page.getByText('AOG/MOG Added')).toBeVisible();
  await expect(page).toHaveURL(/\/registration-form$/);

  // The new registration waits for proof on the list: upload it and follow it in the history.
  const table = page.getByRole('table', { name: 'Calon AOG/MOG yang belum upload bukti bayar' });
  await table.getByRole('checkbox', { name: 'Pilih Dewi Anggraini' }).check();
  await expect(page.getByText('1 data dipilih, total Rp 3.650.000')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Bukti Bayar' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Bukti Bayar' });
  await expect(upload.getByLabel('Total Biaya')).toHaveValue('Rp 3.650.000');
  await upload.getByLabel('Foto Bukti Bayar').setInputFiles({
    name: 'bukti-transfer-dewi.png',
    mimeType: 'image/png',
    buffer: pngBytes(300, 180),
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
