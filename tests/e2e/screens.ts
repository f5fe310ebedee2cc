import { expect, type Page } from '@playwright/test';
import { ACCESS_TABLE } from '../../domain/access';
import type { Group } from '../../domain/groups';
import { PATHS, toPath, type Path } from '../../domain/paths';
import { DEMO_ACCOUNTS, signIn } from './support';

/**
 * Every screen of every group, as the browser suite walks them (the axe check, the screen
 * sizes): the access table's routes, the administration screens, and the list whose first row
 * fills a `:param` route.
 */

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

/** The demo account each group signs in with. */
export const GROUP_EMAILS: Record<Group, string> = {
  CABANG: DEMO_ACCOUNTS.CABANG,
  SBS: DEMO_ACCOUNTS.SBS,
  RND: DEMO_ACCOUNTS.RND,
  ESS: DEMO_ACCOUNTS.ESS,
  CLUB: DEMO_ACCOUNTS.CLUB,
};

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
 * bar, such as a target's progress, has a value).
 */
export const settleScreen = async (page: Page) => {
  // A full page load on the shared test machine can take more than the default 5 s.
  await expect(page.locator('h1, [role=dialog], main form').first()).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role=progressbar]:not([aria-valuenow]):visible')).toHaveCount(0);
};

/**
 * Signs the group in and opens each of its screens in the same tab (a `:param` screen with its
 * list's first row; skipped when the list is empty), calling `check` on each once it is ready.
 */
export const walkScreens = async (
  page: Page,
  group: Group,
  check: (address: string) => Promise<void>,
) => {
  await signIn(page, GROUP_EMAILS[group]);
  for (const route of [...ACCESS_TABLE[group].routes, ...(ADMIN_SCREENS[group] ?? [])]) {
    const address = await addressOf(page, route as Path);
    if (!address) continue;
    await page.goto(address);
    await expect(page, `${route} opens for ${group}`).toHaveURL(address);
    await settleScreen(page);
    await check(address);
  }
};
