import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ACCESS_TABLE } from '../../domain/access';
import type { Group } from '../../domain/groups';
import { PATHS, toPath, type Path } from '../../domain/paths';
import { DEMO_ACCOUNTS, signIn } from './support';

/**
 * axe-core over every screen of every group (the access table's routes), the signed-out pages
 * and the main dialogs, with the WCAG 2.x A/AA rules: any serious or critical violation fails.
 * Each group signs in once and walks its routes in the same tab; every screen is checked even
 * when an earlier one fails (soft assertions), so one run lists all that is left to fix.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The administration area (resources with a menu entry), which SBS's menu also offers. */
const ADMIN_SCREENS: Partial<Record<Group, string[]>> = {
  SBS: [
    '/admin/branches',
    '/admin/branches/create',
    '/admin/accounts',
    '/admin/accounts/create',
    '/admin/settings',
    '/admin/fees',
    '/admin/audit',
  ],
};

/** The list endpoint whose first row gives a real id for a `:param` screen. */
const FIRST_ROW_FROM: Partial<Record<Path, string>> = {
  [PATHS.paymentHistoryShow]: '/api/user/payment_receipt/search_by_branch?page=1',
  [PATHS.paymentHistoryUpgradeShow]: '/api/user/upgrade_payment_receipt/search_by_branch?page=1',
  [PATHS.paymentReceiptShow]: '/api/user/payment_receipt/search?page=1',
  [PATHS.paymentReceiptUpgradeShow]: '/api/user/upgrade_payment_receipt/search?page=1',
  [PATHS.inquiryDataEdit]: '/api/user/sbs/search_register_aog_mog?page=1',
  [PATHS.upgradeFormEdit]: '/api/user/register_aog_mog/search?field=no_id&keyword=MOG&page=1',
};

const GROUP_ACCOUNTS: [Group, string][] = [
  ['CABANG', DEMO_ACCOUNTS.CABANG],
  ['SBS', DEMO_ACCOUNTS.SBS],
  ['RND', DEMO_ACCOUNTS.RND],
  ['ESS', DEMO_ACCOUNTS.ESS],
  ['CLUB', DEMO_ACCOUNTS.CLUB],
];

/** The first row's id of a list, asked with the tab's own session like the app does. */
const firstId = (page: Page, url: string) =>
  page.evaluate(async (url) => {
    const { token } = JSON.parse(sessionStorage.getItem('aogmog.session') ?? '{}');
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data: { id: number }[] };
    return body.data[0]?.id;
  }, url);

/** The concrete address of a route, or undefined when its data has no row to open. */
const addressOf = async (page: Page, route: Path): Promise<string | undefined> => {
  if (!route.includes(':')) return route;
  const list = FIRST_ROW_FROM[route];
  if (!list) throw new Error(`No way to fill the parameters of ${route}`);
  const id = await firstId(page, list);
  if (id === undefined) return undefined;
  // Every parameter of the route (':id', ':idMog') is that row's id.
  const params = Object.fromEntries([...route.matchAll(/:(\w+)/g)].map(([, name]) => [name, id]));
  return toPath(route, params);
};

/**
 * Waits until the screen shows its title (a dialog over it, or the form of an administration
 * screen, whose title is in the app bar) and nothing is loading (no spinner: a determinate
 * bar, such as a target's progress, has a value), then runs axe.
 */
const checkScreen = async (page: Page, label: string) => {
  // A full page load on the shared test machine can take more than the default 5 s.
  await expect(page.locator('h1, [role=dialog], main form').first()).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role=progressbar]:not([aria-valuenow]):visible')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')} — ${v.nodes[0]?.any[0]?.message ?? v.help}`,
    );
  expect.soft(blocking, `axe on ${label}`).toEqual([]);
};

test('the signed-out pages have no serious or critical axe violations', async ({ page }) => {
  for (const path of [
    PATHS.signIn,
    PATHS.resetPassword,
    `${PATHS.resetPasswordLanding}?status=success`,
    `${PATHS.resetPasswordLanding}?status=failed`,
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

for (const [group, email] of GROUP_ACCOUNTS) {
  test(`every ${group} screen has no serious or critical axe violations`, async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, email);
    for (const route of [...ACCESS_TABLE[group].routes, ...(ADMIN_SCREENS[group] ?? [])]) {
      const address = await addressOf(page, route as Path);
      if (!address) continue;
      await page.goto(address);
      await expect(page, `${route} opens for ${group}`).toHaveURL(address);
      await checkScreen(page, `${address} (${group})`);
    }
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
