import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn } from './support';

const tokenOf = async (page: Page): Promise<string> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('aogmog.session') ?? '{}').token as string);

test('SBS finds a member by ID, corrects the domicile and sees it in the preview and history', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.SBS);
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  // A demo member living away from their KTP address, so the domicile field is on the form.
  const listed = await page.request.get('/api/user/sbs/search_register_aog_mog?page=1', {
    headers,
  });
  let target: { no_id: string; alamat_domisili: string } | undefined;
  for (const row of (await listed.json()).data as { id: number }[]) {
    const member = (
      await (await page.request.get(`/api/user/sbs/register_aog_mog/${row.id}`, { headers })).json()
    ).data;
    if (!member.checked) {
      target = member;
      break;
    }
  }
  expect(target).toBeDefined();

  await page.getByRole('menuitem', { name: 'Inquiry Data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiry Data' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Cari Berdasarkan' }).click();
  await page.getByRole('option', { name: 'No ID' }).click();
  await page.getByRole('textbox', { name: 'Cari Anggota' }).fill(target!.no_id.toLowerCase());
  const table = page.getByRole('table', { name: 'Inquiry Data' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: /^Edit / }).click();
  await expect(page).toHaveURL(/\/inquiry-data\/edit\/\d+$/);

  const address = page.getByRole('textbox', { name: /^Alamat Domisili/ });
  await expect(address).toHaveValue(target!.alamat_domisili);
  await address.fill('Jl. Kebon Jeruk No. 21');
  await page.getByRole('button', { name: 'Perbaharui Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konfirmasi Form' });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Upgraded')).toBeVisible();
  await expect(page).toHaveURL(/\/inquiry-data(\?.*)?$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/inquiry-data\/edit\/\d+$/);
  await expect(page.getByText(/18 November 2026 \d\d:\d\d WIB/).first()).toBeVisible();
  const history = page.getByRole('table', { name: 'Riwayat Perubahan' });
  await expect(history.getByText('Jl. Kebon Jeruk No. 21')).toBeVisible();
  await expect(history.getByText(target!.alamat_domisili)).toBeVisible();
});

test('ESS downloads a 30-day report that opens as a workbook', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.ESS);
  await page.getByRole('menuitem', { name: 'Aog Mog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan Aog Mog' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('2026-10-19_2026-11-18.xlsx');
  await expect(page.getByText('download success')).toBeVisible();
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('Tanggal Pendaftaran');
});
