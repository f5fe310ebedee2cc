import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, signOut } from './support';

/** The server's clock is 18 November 2026 (playwright.config.ts). */
const YEAR = 2026;

test('SBS enters targets, sees them in history and in Target Year To Date; RND cannot input', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.SBS);
  await page.goto('/statistic-member');
  await expect(page.getByRole('heading', { level: 1, name: 'AOG & MOG Statistic' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('link', { name: 'Input Target' }).click();
  await expect(page).toHaveURL(/\/statistic-member\/create-target$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Input Target AOG & MOG' }),
  ).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Target AOG Januari' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Tahun' }).click();
  await page.getByRole('option', { name: String(YEAR) }).click();
  const months = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus'];
  const rest = ['September', 'Oktober', 'November', 'Desember'];
  for (const month of [...months, ...rest]) {
    const field = page.getByRole('spinbutton', { name: `Target AOG ${month}` });
    await field.fill('10');
    await field.blur();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Confirmation' });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Target Updated')).toBeVisible();

  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History Target' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tahun' }).click();
  await page.getByRole('option', { name: String(YEAR) }).click();
  await expect(page.getByRole('spinbutton', { name: 'Target AOG Desember' })).toHaveValue('10');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.goto('/statistic-member');
  const ytd = page.getByRole('group', { name: 'Registrasi AOG' }).first();
  // January to November at 10 each.
  await expect(ytd.getByText(/ of 110 \([\d,]+%\)$/)).toBeVisible();
  await signOut(page);

  await signIn(page, DEMO_ACCOUNTS.RND);
  await page.goto('/statistic-member');
  await expect(page.getByRole('link', { name: 'History Target' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Input Target' })).toHaveCount(0);
  await page.goto('/statistic-member/create-target');
  await expect(page).toHaveURL(/\/not-found$/);
});
