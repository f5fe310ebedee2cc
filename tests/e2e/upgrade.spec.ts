import { expect, test, type Page } from '@playwright/test';
import { noisePngBytes } from '../server/support/images';
import { DEMO_ACCOUNTS, signIn, signOut } from './support';
import { axeViolations } from './axe';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });

/**
 * No WCAG 2.1 A/AA violation in the screen's content as it is now (axe-core); the shell around
 * it is checked by a11y.spec.ts.
 */
const expectAccessible = async (page: Page) =>
  expect(await axeViolations(page, { include: '#main-content', allImpacts: true })).toEqual([]);

/**
 * The upgrade's money path: a branch finds a MOG of its own, upgrades it to AOG without the
 * private class (Rp 3.405.000) and uploads the proof; SBS confirms it on /payment-receipt-upgrade;
 * the member is then an AOG with its new ID, and the branch's WhatsApp message is sent.
 */
test('a branch upgrades a MOG to AOG, SBS confirms it, and the member is an AOG', async ({
  page,
}) => {
  // Three sign-ins, two forms, a review and a delivered message: longer than one screen's test.
  test.setTimeout(180_000);
  await signIn(page, DEMO_ACCOUNTS.CABANG);
  await page.getByRole('menu').getByText('Upgrade Status Anggota').click();
  await expect(page).toHaveURL(/\/upgrade-mog$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Upgrade Status Anggota' }),
  ).toBeVisible();
  await expect(page.getByText('Ketentuan Upgrade')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Form' })).toBeVisible();

  // Every MOG of the branch: its ID says MOG.
  const search = page.getByRole('region', { name: 'Cari Anggota' });
  await expect(search.getByRole('combobox', { name: /Cari Berdasarkan/ })).toHaveText('ID MOG');
  await search.getByRole('textbox', { name: 'Kata Kunci' }).fill('MOG');
  const candidates = search.getByRole('table', { name: 'Daftar Anggota' });
  await expect(candidates.locator('tbody tr').first()).toContainText('MOG');
  await shot(page, 'upgrade-mog');
  await expectAccessible(page);

  // The first MOG whose 'Upgrade' is offered, page by page.
  const offered = candidates.locator('a[aria-label^="Upgrade "]:not([aria-disabled="true"])');
  while ((await offered.count()) === 0) {
    await search.getByRole('button', { name: 'Ke halaman berikutnya' }).click();
    await expect(candidates.locator('tbody tr').first()).toBeVisible();
  }
  const button = offered.first();
  const name = (await button.getAttribute('aria-label'))!.replace(/^Upgrade /, '');
  const row = button.locator('xpath=ancestor::tr');
  const oldId = (await row.getByRole('cell').nth(1).innerText()).trim();
  expect(oldId).toMatch(/^MOG\d{7}$/);
  await button.click();

  // The form starts from the member: its old ID fixed, the new one to choose.
  await expect(page).toHaveURL(/\/registrasion-form\/upgrade-mog\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Form Upgrade MOG' })).toBeVisible();
  const old = page.getByRole('textbox', { name: 'Nomor ID AOG/MOG Lama' });
  await expect(old).toHaveValue(oldId);
  await expect(old).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Nama Lengkap', exact: true })).toHaveValue(name);
  await page.getByRole('combobox', { name: 'Jenis Pendaftaran MOG', exact: true }).click();
  await page.getByRole('option', { name: 'AOG', exact: true }).click();
  await page.getByRole('radio', { name: 'Belum' }).check();
  const newIdBox = page.getByRole('combobox', { name: 'Nomor ID AOG/MOG', exact: true });
  await expect(newIdBox).toHaveValue('');
  await newIdBox.click();
  await page
    .getByRole('option', { name: /^AOG\d{7}$/ })
    .first()
    .click();
  const newId = await newIdBox.inputValue();
  expect(newId).toMatch(/^AOG\d{7}$/);
  const payment = page.getByRole('region', { name: 'Rincian Pembayaran' });
  await expect(payment.getByText('Biaya Upgrade AOG')).toBeVisible();
  await expect(payment.getByText('Rp 3.405.000')).toBeVisible();
  await page.getByRole('checkbox', { name: /^Saya menyetujui pengumpulan/ }).check();
  await shot(page, 'upgrade-form');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Simpan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konfirmasi Form' });
  await expect(dialog.getByText('Apakah anda yakin ingin meneruskan Form ini?')).toBeVisible();
  const saved = page.waitForResponse(
    (res) =>
      /\/api\/user\/upgrade_aog_mog\/\d+$/.test(res.url()) && res.request().method() === 'PATCH',
  );
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('MOG Upgraded')).toBeVisible();
  await expect(page).toHaveURL(/\/upgrade-mog$/);

  // 'List Upgrade' now holds it: one proof for it.
  const list = page.getByRole('table', { name: 'List Upgrade' });
  const waiting = list.getByRole('row').filter({ hasText: newId });
  await expect(waiting).toContainText(oldId);
  await expect(waiting).toContainText('Rp 3.405.000');
  await list.getByRole('checkbox', { name: `Pilih ${name}` }).check();
  await page.getByRole('button', { name: 'Upload Bukti Bayar' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Bukti Bayar' });
  await expect(upload.getByLabel('Total Biaya')).toHaveValue('Rp 3.405.000');
  await upload.getByLabel('Foto Bukti Bayar').setInputFiles({
    name: 'bukti-upgrade.png',
    mimeType: 'image/png',
    buffer: noisePngBytes(320, 200),
  });
  const sent = page.waitForResponse(
    (res) =>
      res.url().endsWith('/api/user/upgrade_aog_mog/upload_bukti_pembayaran') &&
      res.request().method() === 'POST',
  );
  await upload.getByRole('button', { name: 'Kirim' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  const invoice: string = (await response.json()).data.inv_name;
  await expect(page.getByText('Berhasil Upload Bukti Bayar')).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: newId })).toHaveCount(0);
  await signOut(page);

  // SBS confirms exactly this invoice.
  await signIn(page, DEMO_ACCOUNTS.SBS);
  await page.goto('/payment-receipt-upgrade');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Payment Receipt Upgrade' }),
  ).toBeVisible();
  await page
    .getByRole('table')
    .getByRole('button', { name: `Konfirmasi ${invoice}` })
    .click();
  const review = page.getByRole('dialog', { name: 'Konfirmasi Pembayaran' });
  await review.getByRole('tab', { name: 'Rincian' }).click();
  await expect(review.getByRole('tabpanel').getByText(name)).toBeVisible();
  await expect(review.getByLabel('Total Pembayaran')).toHaveValue('Rp 3.405.000');
  await review.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: '1 Terkonfirmasi' }).click();
  await review.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Sukses Update')).toBeVisible();

  // The branch's 'Upgrade Aog' message goes out.
  await page.goto('/setting-wa/log');
  const message = page
    .getByRole('row')
    .filter({ hasText: `pembayaran upgrade ${name} menjadi AOG (No ID baru ${newId})` });
  await expect(message.first()).toBeVisible();
  await expect(message.first().getByText('Terkirim')).toBeVisible({ timeout: 15_000 });
  await signOut(page);

  // The branch finds the member as an AOG under its new ID, no longer to upgrade.
  await signIn(page, DEMO_ACCOUNTS.CABANG);
  await page.goto('/upgrade-mog');
  const again = page.getByRole('region', { name: 'Cari Anggota' });
  await again.getByRole('textbox', { name: 'Kata Kunci' }).fill(newId);
  const member = again
    .getByRole('table', { name: 'Daftar Anggota' })
    .getByRole('row')
    .filter({ hasText: newId });
  await expect(member).toContainText(name);
  await expect(member.getByRole('cell').nth(2)).toHaveText('AOG');
  await expect(member.getByRole('link', { name: `Upgrade ${name}` })).toHaveCount(0);
  await again.getByRole('textbox', { name: 'Kata Kunci' }).fill(oldId);
  await expect(again.getByText('Data tidak ditemukan')).toBeVisible();
});
