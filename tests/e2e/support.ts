import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo12345!';

export const DEMO_ACCOUNTS = {
  CABANG: 'cabang@demo.local',
  CABANG2: 'cabang2@demo.local',
  SBS: 'sbs@demo.local',
  RND: 'rnd@demo.local',
  ESS: 'ess@demo.local',
  CLUB: 'club@demo.local',
} as const;

/** How far a table overflows the box it scrolls in, sideways (0 or less: every column shows). */
export const sidewaysOverflow = (table: Locator) =>
  table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);

export const signIn = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.goto('/sign-in');
  await expect(page.getByText('Selamat Datang')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
};

export const signOut = async (page: Page) => {
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logout Confirmation' });
  await expect(dialog.getByText('Apakah anda ingin keluar?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ya' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
};

/** Types a day as the user would into the app's date picker ('17/08/1990'). */
export const typeDay = async (page: Page, label: string, day: string) => {
  const field = page.getByRole('group', { name: label, exact: true });
  await field.getByRole('spinbutton').first().click();
  // The picker moves to the next part by itself after the day's and the month's two digits.
  await page.keyboard.type(day.replace(/\D/g, ''));
  await expect(field).toContainText(day);
};
