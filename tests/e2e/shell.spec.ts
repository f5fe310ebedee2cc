import { expect, test } from '@playwright/test';
import type { Group } from '../../domain/groups';
import { expectedMenu } from '../menuLabels';
import { DEMO_ACCOUNTS, signIn, signOut } from './support';

const ACCOUNTS: [string, Group][] = [
  [DEMO_ACCOUNTS.CABANG, 'CABANG'],
  [DEMO_ACCOUNTS.CABANG2, 'CABANG'],
  [DEMO_ACCOUNTS.SBS, 'SBS'],
  [DEMO_ACCOUNTS.RND, 'RND'],
  [DEMO_ACCOUNTS.ESS, 'ESS'],
  [DEMO_ACCOUNTS.CLUB, 'CLUB'],
];

for (const [email, group] of ACCOUNTS) {
  test(`${email} signs in, sees the ${group} menu and today's dashboard`, async ({ page }) => {
    await signIn(page, email);
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Dashboard')).toBeVisible();
    // Menu groups (SBS's Payment) start closed: open them to see their items.
    for (const heading of await menu.locator('[aria-expanded=false]').all()) await heading.click();
    const shown = (await menu.locator('[role=menuitem], [role=button]').allInnerTexts()).map((s) =>
      s.trim(),
    );
    expect(shown.filter(Boolean).sort()).toEqual(expectedMenu(group).sort());

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const cards =
      group === 'CABANG'
        ? ['Menunggu Konfirmasi', 'Terkonfirmasi', 'Ditolak', 'Belum Upload']
        : ['Menunggu Konfirmasi', 'Terkonfirmasi', 'Ditolak'];
    for (const card of cards) {
      await expect(page.getByRole('group', { name: card }).getByText(/^\d+$/)).toBeVisible();
    }
    await expect(page.getByText(/^Hari ini, \d{2} \w+ \d{4}$/)).toBeVisible();
    await page.screenshot({
      path: `test-results/screenshots/dashboard-${email.split('@')[0]}.png`,
      fullPage: true,
    });
    await signOut(page);
  });
}

test('a visitor is sent to /sign-in, and an unknown path to /not-found', async ({ page }) => {
  await page.goto('/payment-history');
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, DEMO_ACCOUNTS.CLUB);
  await page.goto('/generate-id');
  await expect(page).toHaveURL(/\/not-found$/);
  await page.goto('/sesuatu-yang-tidak-ada');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
  ).toBeVisible();
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('wrong credentials are refused in Indonesian', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email harus diisi')).toBeVisible();
  await expect(page.getByText('Password harus diisi')).toBeVisible();
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.RND);
  await page.getByLabel('Password', { exact: true }).fill('bukan-ini');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email atau Password Salah')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/sign-in-error.png' });
});

test('a profile name change shows in the app bar; the password can be changed and used', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.ESS);
  // The user button is named by the name it shows.
  await page.getByRole('button', { name: 'Siti Rahmawati' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const name = page.getByLabel(/^Nama/);
  await name.fill('Petugas ESS Baru');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Profil berhasil disimpan')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/profile.png', fullPage: true });

  await page.getByRole('button', { name: 'Petugas ESS Baru' }).click();
  await page.getByRole('menuitem', { name: 'Ganti Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Form Ubah Password' })).toBeVisible();
  await page.getByLabel(/Password Baru/).fill('PasswordEss2026');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('sukses ubah password')).toBeVisible();
  await signOut(page);
  await signIn(page, DEMO_ACCOUNTS.ESS, 'PasswordEss2026');
});

test("a phone draws the dashboard's charts only once scrolled near them", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_ACCOUNTS.SBS);
  const chart = page.getByRole('figure', { name: 'Registrasi per Bulan' });
  // Its card and the screen readers' table are there; the plot is not, nor its library.
  await expect(chart.getByRole('table')).toBeAttached();
  await expect(chart.locator('svg')).toHaveCount(0);
  const plotLoaded = page.waitForRequest(/\/assets\/charts-[\w-]+\.js$/);
  await chart.scrollIntoViewIfNeeded();
  await plotLoaded;
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.getByText('Jumlah AOG', { exact: false }).first()).toBeVisible();
  // The days under the plot, the first one always (MUI X leaves out those that would overlap).
  await expect(chart.locator('svg text', { hasText: /^1$/ }).first()).toBeVisible();
});
