import { expect, test, type Page } from '@playwright/test';
import { fillRegistrationForm } from './registrationForm';
import { DEMO_ACCOUNTS, signIn } from './support';

const SHOTS = 'test-results/screenshots';
const STAFF_PASSWORD = 'Medan2026!';

/** The bearer token of the page's session, to seed through the API as that account. */
const tokenOf = async (page: Page): Promise<string> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('aogmog.session') ?? '{}').token as string);

test('SBS opens a branch and its account; the account registers; deactivating it ends its session', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO_ACCOUNTS.SBS);

  // A new branch, from the Administrasi menu.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Kelola Cabang' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kelola Cabang' })).toBeVisible();
  await page.getByRole('link', { name: 'Buat' }).click();
  await page.getByRole('textbox', { name: 'Nama Cabang' }).fill('Cabang Medan Baru');
  await page.getByRole('textbox', { name: 'Kota' }).fill('Medan');
  await page.screenshot({ path: `${SHOTS}/admin-branch-create.png`, fullPage: true });
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/admin\/branches\/\d+\/show$/);
  const branchId = Number(/branches\/(\d+)\/show/.exec(page.url())![1]);
  await expect(page.getByText('Cabang Medan Baru', { exact: true })).toBeVisible();

  // Its CABANG account, with a first password.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Akun Staf' }).click();
  await page.getByRole('link', { name: 'Buat' }).click();
  await page.getByRole('textbox', { name: 'Nama', exact: true }).fill('Siti Medan');
  await page.getByRole('textbox', { name: 'Email' }).fill('siti.medan@demo.local');
  await page.getByRole('combobox', { name: 'Grup' }).click();
  await page.getByRole('option', { name: 'CABANG' }).click();
  const branchPicker = page.getByRole('combobox', { name: 'Cabang', exact: true });
  await branchPicker.click();
  await branchPicker.fill('Medan Baru');
  await page.getByRole('option', { name: 'Cabang Medan Baru' }).click();
  await page.getByLabel(/Password awal/).fill(STAFF_PASSWORD);
  await page.screenshot({ path: `${SHOTS}/admin-account-create.png`, fullPage: true });
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/admin\/accounts\/\d+\/show$/);
  const accountUrl = page.url().replace(/\/show$/, '');

  // IDs for the new branch, through the API as SBS.
  const sbs = { Authorization: `Bearer ${await tokenOf(page)}` };
  const generated = await page.request.post('/api/user/register_aog_mog/generate-id/request', {
    headers: sbs,
    data: { total: 2, type: 'aog' },
  });
  expect(generated.status()).toBe(200);
  const ids = ((await generated.json()).data as { generate_id: string }[]).map(
    (i) => i.generate_id,
  );
  const assigned = await page.request.patch('/api/user/register_aog_mog/generate-id/request', {
    headers: sbs,
    data: { generated: ids, id_branch: branchId },
  });
  expect(assigned.status()).toBe(200);

  // The new account signs in, in its own browser, and registers a member.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'siti.medan@demo.local', STAFF_PASSWORD);
  await staff.goto('/registration-form/pendaftaran');
  const chosen = await fillRegistrationForm(staff, {
    name: 'Bambang Sitompul',
    type: 'AOG',
    nik: '1271010101900009',
    email: 'bambang.sitompul@contoh.id',
    whatsapp: '081263001122',
  });
  expect(ids).toContain(chosen);
  await staff.getByRole('button', { name: 'Simpan' }).click();
  const created = staff.waitForResponse(
    (r) => r.url().endsWith('/api/user/register_aog_mog') && r.request().method() === 'POST',
  );
  await staff
    .getByRole('dialog', { name: 'Konfirmasi Form' })
    .getByRole('button', { name: 'Simpan' })
    .click();
  const registration = await created;
  expect(registration.status()).toBe(201);
  expect((await registration.json()).data.cabang_pembina).toBe('Cabang Medan Baru');
  await expect(staff.getByText('AOG/MOG Added')).toBeVisible();
  const staffToken = await tokenOf(staff);

  // SBS deactivates the account: its open session is refused at once.
  await page.goto(accountUrl);
  await page.getByRole('button', { name: 'Nonaktifkan' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Konfirmasi|Ya/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  const refused = await page.request.get('/api/user/profile', {
    headers: { Authorization: `Bearer ${staffToken}` },
  });
  expect(refused.status()).toBe(401);
  await staff.getByRole('menu').getByText('Payment History', { exact: true }).click();
  await expect(staff).toHaveURL(/\/sign-in$/);
  await page.screenshot({ path: `${SHOTS}/admin-accounts.png`, fullPage: true });
});

// A toolbar with nothing in the page's flow (react-admin's filter button drawing nothing; the
// create button floating on a phone) was a blank band of 56 px between the heading and the list.
for (const { account, path, heading, gap, create } of [
  {
    account: DEMO_ACCOUNTS.SBS,
    path: '/admin/fees',
    heading: 'Jadwal Biaya',
    gap: 80,
    create: true,
  },
  // Their search and status fields stand between.
  {
    account: DEMO_ACCOUNTS.SBS,
    path: '/admin/branches',
    heading: 'Kelola Cabang',
    gap: 200,
    create: true,
  },
  // Its search field stands between.
  { account: DEMO_ACCOUNTS.CLUB, path: '/branch', heading: 'Branch', gap: 150, create: false },
]) {
  test(`on a phone ${path} starts under its heading, with no empty toolbar`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, account);
    await page.goto(path);
    const title = page.getByRole('heading', { level: 1, name: heading });
    const firstCard = page.locator('main ul > li.MuiCard-root').first();
    await expect(firstCard).toBeVisible();
    const below = (await firstCard.boundingBox())!.y - (await title.boundingBox())!.y;
    expect(below).toBeLessThan(gap);
    await expect(page.getByRole('link', { name: 'Buat', exact: true })).toHaveCount(create ? 1 : 0);
  });
}
