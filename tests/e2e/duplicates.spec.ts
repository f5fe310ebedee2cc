import { expect, test, type APIRequestContext } from '@playwright/test';
import { noisePngBytes } from '../server/support/images';
import { registrationBody } from '../server/support/registration';
import { scaled } from '../timeouts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn, signOut } from './support';
import { axeViolations } from './axe';

const tokenOf = async (request: APIRequestContext, email: string): Promise<string> => {
  const res = await request.post('/api/auth/pos-cabang/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
};

/** A NIK no demo member has (no real regency starts with 99). */
const freshNik = () => `99${String(Date.now()).slice(-8)}${String(Math.random()).slice(2, 8)}`;

/**
 * Issue 17: Cabang Bandung pays two new registrations with one transfer slip; SBS finds the
 * second receipt flagged 'Kemungkinan duplikat' with the first proof beside it, and confirms it
 * only with the second yes. The demo leaves Bandung one upload today, which proof.spec.ts
 * takes: SBS first raises the day's limit to 4 (it stays raised for the specs after this one).
 */
test('a slip paid twice is flagged, shown beside the first, and confirmed only on a second yes', async ({
  page,
  request,
  baseURL,
}) => {
  // Two sign-ins, API set-up and two uploads, on a machine still hashing the demo's proofs.
  test.setTimeout(scaled(180_000));
  const sbs = { authorization: `Bearer ${await tokenOf(request, DEMO_ACCOUNTS.SBS)}` };
  const { id: _id, ...settings } = await (
    await request.get('/api/admin/settings/app', { headers: sbs })
  ).json();
  const raised = await request.put('/api/admin/settings/app', {
    headers: sbs,
    data: {
      ...settings,
      // The default is a path, which the form refuses (it wants http(s)): the same document.
      help_center_url: new URL(settings.help_center_url, baseURL).href,
      upload_limit_registration: 4,
    },
  });
  expect(raised.status(), await raised.text()).toBe(200);

  // Two new MOG registrations of Cabang Bandung, through the API.
  const branch = { authorization: `Bearer ${await tokenOf(request, DEMO_ACCOUNTS.CABANG2)}` };
  const ids = await (
    await request.get('/api/user/register_aog_mog/generate-id/dropdown?type=mog&limit=2', {
      headers: branch,
    })
  ).json();
  const names = ['Slip Ganda Satu', 'Slip Ganda Dua'];
  const members: { id: number; nama_lengkap: string }[] = [];
  for (const [index, name] of names.entries()) {
    const res = await request.post('/api/user/register_aog_mog', {
      headers: branch,
      data: registrationBody(ids.data[index].generate_id, {
        nama_lengkap: name,
        jenis_pendaftaran: 'MOG',
        apakah_sudah_mengikuti_private_class: undefined,
        no_ktp: freshNik(),
      }),
    });
    expect(res.status()).toBe(201);
    members.push((await res.json()).data);
  }

  // The first invoice, paid with the slip.
  const slip = noisePngBytes(320, 200);
  const first = await request.post('/api/user/register_aog_mog/upload_bukti_pembayaran', {
    headers: branch,
    data: {
      image: `data:image/png;base64,${slip.toString('base64')}`,
      id_form: [members[0]!.id],
      amount: 420_000,
    },
  });
  expect(first.status()).toBe(201);
  const firstInvoice: string = (await first.json()).data.inv_name;

  // The second, in the browser, with the same slip.
  await signIn(page, DEMO_ACCOUNTS.CABANG2);
  await page.goto('/registration-form');
  const table = page.getByRole('table', { name: 'Calon AOG/MOG yang belum upload bukti bayar' });
  await table.getByRole('checkbox', { name: `Pilih ${names[1]}` }).check();
  await page.getByRole('button', { name: 'Upload Bukti Bayar' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Bukti Bayar' });
  await upload.getByLabel('Foto Bukti Bayar').setInputFiles({
    name: 'bukti-transfer-lagi.png',
    mimeType: 'image/png',
    buffer: slip,
  });
  const answer = page.waitForResponse(
    (res) =>
      res.url().endsWith('/api/user/register_aog_mog/upload_bukti_pembayaran') &&
      res.request().method() === 'POST',
  );
  await upload.getByRole('button', { name: 'Kirim' }).click();
  const response = await answer;
  // Accepted: a branch may re-upload; the flag is for the central review.
  expect(response.status()).toBe(201);
  const secondInvoice: string = (await response.json()).data.inv_name;
  await signOut(page);

  await signIn(page, DEMO_ACCOUNTS.SBS);
  await page.goto('/payment-receipt');
  const list = page.getByRole('table', { name: 'List Payment' });
  const row = list.getByRole('row').filter({ hasText: secondInvoice });
  // The start-up backfill may still be hashing the demo's proofs: the machine is busy.
  await expect(row.getByLabel(`Kemungkinan duplikat dari ${firstInvoice}`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    list.getByRole('row').filter({ hasText: firstInvoice }).getByText('Kemungkinan duplikat'),
  ).toHaveCount(0);
  await row.getByRole('button', { name: `Konfirmasi ${secondInvoice}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Konfirmasi Pembayaran' });
  const pair = dialog.getByRole('group', { name: `Bukti sebelumnya: ${firstInvoice}` });
  await expect(pair.getByRole('img', { name: `Bukti pembayaran ${secondInvoice}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    pair.getByRole('img', { name: `Bukti pembayaran sebelumnya ${firstInvoice}` }),
  ).toBeVisible();
  await expect(pair.getByText('File yang sama')).toBeVisible();
  await expect(pair.getByRole('link', { name: `Buka ${firstInvoice}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/duplicate-review.png' });

  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: '1 Terkonfirmasi' }).click();
  const yes = dialog.getByRole('checkbox', {
    name: 'Saya sudah membandingkan bukti ini dengan bukti sebelumnya dan tetap menyetujui',
  });
  await expect(yes).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, { include: '[role=dialog]' })).toEqual([]);

  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    dialog.getByText(
      'Bukti ini ditandai kemungkinan duplikat: centang pernyataan bahwa Anda sudah membandingkannya',
    ),
  ).toBeVisible();
  await yes.check();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Sukses Update')).toBeVisible();
  await expect(dialog).toBeHidden();
});
