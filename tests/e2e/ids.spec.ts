import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, signOut } from './support';

const SHOTS = 'test-results/screenshots';

test('ESS generates 5 MOG IDs and sends them to Cabang Jakarta Selatan, whose staff then find them', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.ESS);
  await page.getByRole('menu').getByText('Generate ID').click();
  await expect(page).toHaveURL(/\/generate-id$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Generate ID AOG MOG' })).toBeVisible();
  await expect(page.getByText(/^List Generate \(Total = \d+\)$/)).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /^AOG\d{7}/ })
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/generate-id.png`, fullPage: true });

  // 'ID Aog Mog' → 'Form ID Aog Mog Baru': Generate shows the new IDs, Submit closes.
  await page.getByRole('button', { name: 'ID Aog Mog' }).click();
  const form = page.getByRole('dialog', { name: 'Form ID Aog Mog Baru' });
  await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await form.getByLabel(/Jumlah ID/).fill('5');
  await form.getByRole('combobox', { name: /Tipe/ }).click();
  await page.getByRole('option', { name: 'MOG' }).click();
  await form.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('ID berhasil di generate')).toBeVisible();
  const created = form.getByRole('list', { name: 'ID baru (5)' }).getByRole('listitem');
  await expect(created).toHaveCount(5);
  const ids = (await created.allInnerTexts()).map((text) => text.trim());
  for (const id of ids) expect(id).toMatch(/^MOG\d{7}$/);
  await expect(form.getByRole('button', { name: 'Generate' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/generate-id-dialog.png` });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();

  // The new IDs are unassigned MOG IDs, the highest numbers: newest first, they lead the list.
  await page.getByRole('combobox', { name: 'Tipe' }).click();
  await page.getByRole('option', { name: 'MOG' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Tersedia' }).click();
  // react-admin applies a filter after a short pause; a sort clicked before it would drop it.
  await expect(page).toHaveURL(/%22status%22%3A%220%22/);
  // The ID header sorts: ascending by default, so it offers the descending order.
  await page.getByRole('button', { name: 'Urutkan menurut ID menurun' }).click();
  await expect(page).toHaveURL(/order=DESC/);
  for (const id of ids) {
    const row = page.getByRole('row').filter({ hasText: id });
    await expect(row.getByText('Belum diassign')).toBeVisible();
    await row.getByRole('checkbox').check();
  }
  await expect(page.getByText('5 ID dipilih')).toBeVisible();

  // 'Pilih Cabang' → 'Cabang Generate'.
  await page.getByRole('button', { name: 'Pilih Cabang' }).click();
  const assign = page.getByRole('dialog', { name: 'Cabang Generate' });
  await expect(assign.getByText('5 ID akan dikirim ke cabang terpilih')).toBeVisible();
  await assign.getByRole('combobox', { name: /Cabang/ }).fill('Jakarta Selatan');
  await page.getByRole('option', { name: 'Cabang Jakarta Selatan' }).click();
  await page.screenshot({ path: `${SHOTS}/generate-id-assign-dialog.png` });
  await assign.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('ID berhasil di dikirim ke cabang terpilih')).toBeVisible();
  await expect(assign).toBeHidden();
  // The list reloads: assigned, they are no longer available centrally.
  await expect(page.getByRole('row').filter({ hasText: ids[0] })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pilih Cabang' })).toBeDisabled();
  await signOut(page);

  // The branch finds the five IDs on /id-aog-mog, available, newest first.
  await signIn(page, DEMO_ACCOUNTS.CABANG);
  await page.getByRole('menu').getByText('ID AOG MOG').click();
  await expect(page).toHaveURL(/\/id-aog-mog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ID AOG MOG' })).toBeVisible();
  for (const id of ids) {
    await expect(page.getByRole('row').filter({ hasText: id }).getByText('Tersedia')).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/id-aog-mog.png`, fullPage: true });

  // …and in the registration form's ID picker, for a new MOG.
  await page.goto('/registration-form/pendaftaran');
  await page.getByRole('combobox', { name: 'Jenis Pendaftaran', exact: true }).click();
  await page.getByRole('option', { name: 'MOG', exact: true }).click();
  const picker = page.getByRole('combobox', { name: 'Nomor ID AOG/MOG', exact: true });
  await picker.click();
  await picker.fill(ids[4]!);
  await expect(page.getByRole('option', { name: ids[4]!, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Another branch never sees them.
  await signOut(page);
  await signIn(page, DEMO_ACCOUNTS.CABANG2);
  await page.goto('/id-aog-mog');
  await expect(page.getByText(/^List ID \(Total = \d+\)$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cari ID' }).fill(ids[0]!);
  await expect(page.getByText('Data tidak tersedia')).toBeVisible();
});

test('the ID screens are only there for their groups', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.SBS);
  await page.goto('/generate-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Generate ID AOG MOG' })).toBeVisible();
  await page.goto('/id-aog-mog');
  await expect(page).toHaveURL(/\/not-found$/);
  await signOut(page);
  await signIn(page, DEMO_ACCOUNTS.CABANG);
  await page.goto('/generate-id');
  await expect(page).toHaveURL(/\/not-found$/);
});
