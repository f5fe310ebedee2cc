import { expect, test, type Page } from '@playwright/test';
import { GROUPS } from '../../domain/groups';
import { PATHS, toPath } from '../../domain/paths';
import { axeViolations } from './axe';
import { settleScreen, walkScreens } from './screens';
import { DEMO_ACCOUNTS, signIn } from './support';

/**
 * axe-core over every screen of every group (the access table's routes), the signed-out pages
 * and the main dialogs, with the WCAG 2.x A/AA rules: any serious or critical violation fails.
 * Each group signs in once and walks its routes in the same tab; every screen is checked even
 * when an earlier one fails (soft assertions), so one run lists all that is left to fix.
 */

/** Waits until the screen is ready (see settleScreen), then runs axe. */
const checkScreen = async (page: Page, label: string) => {
  await settleScreen(page);
  expect.soft(await axeViolations(page), `axe on ${label}`).toEqual([]);
};

test('the signed-out pages have no serious or critical axe violations', async ({ page }) => {
  for (const path of [
    PATHS.signIn,
    PATHS.resetPassword,
    `${PATHS.resetPasswordLanding}?status=success`,
    `${PATHS.resetPasswordLanding}?status=failed`,
    // A code no kuitansi carries: the page's 'not found' state.
    toPath(PATHS.verify, { code: '0000000000000000000000000Z' }),
  ]) {
    await page.goto(path);
    await checkScreen(page, path);
  }
  // The sign-in form's error state, with its messages and red fields.
  await page.goto(PATHS.signIn);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email harus diisi')).toBeVisible();
  await checkScreen(page, 'sign-in with errors');
});

for (const group of GROUPS) {
  test(`every ${group} screen has no serious or critical axe violations`, async ({ page }) => {
    test.setTimeout(240_000);
    await walkScreens(page, group, (address) => checkScreen(page, `${address} (${group})`));
    await page.goto(PATHS.dashboard);
    // The first Tab shows the skip link, readable (axe checks its contrast while it shows).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: 'Langsung ke konten' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await checkScreen(page, `skip link (${group})`);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('dialog', { name: 'Logout Confirmation' })).toBeVisible();
    await checkScreen(page, `logout confirmation (${group})`);
  });
}

test('the upload proof dialog has no serious or critical axe violations', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.CABANG2);
  await page.goto(PATHS.registrationList);
  const rows = page.getByRole('table', { name: 'Calon AOG/MOG yang belum upload bukti bayar' });
  await rows.locator('tbody tr').first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Upload Bukti Bayar' }).click();
  await expect(page.getByRole('dialog', { name: 'Upload Bukti Bayar' })).toBeVisible();
  await checkScreen(page, 'upload proof dialog');
});

test('the confirm payment dialog has no serious or critical axe violations', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.SBS);
  await page.goto(PATHS.paymentReceipt);
  await page
    .getByRole('table')
    .getByRole('button', { name: /^Konfirmasi INV\/REG\// })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Konfirmasi Pembayaran' });
  await expect(dialog).toBeVisible();
  await checkScreen(page, 'confirm payment dialog, proof tab');
  await dialog.getByRole('tab', { name: 'Rincian' }).click();
  await checkScreen(page, 'confirm payment dialog, details tab');
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await checkScreen(page, 'confirm payment dialog, status options');
});
