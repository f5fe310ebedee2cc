import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ReceiptSummary } from '../../domain/api/receipts';
import { scaled } from '../timeouts';
import { axeViolations } from './axe';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn, signOut } from './support';

/** An instant's Jakarta day (UTC+7, no daylight saving), as the bank writes it: YYYY-MM-DD. */
const jakartaDay = (instant: string) =>
  new Date(Date.parse(instant) + 7 * 3_600_000).toISOString().slice(0, 10);

const tokenOf = async (request: APIRequestContext, email: string): Promise<string> => {
  const res = await request.post('/api/auth/pos-cabang/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
};

const expectNoAxeViolations = async (page: Page, label: string) =>
  expect(await axeViolations(page), `axe on ${label}`).toEqual([]);

/**
 * Issue 32: SBS imports a statement whose credits are two of Cabang Jakarta Selatan's waiting
 * receipts, confirms the matched receipts in one action, and the branch finds them 'Sudah
 * Konfirmasi'. Its receipts are ones the demo statement has not matched, so its lines are 'Cocok'.
 */
test('a statement import confirms the matched receipts in one action; the branch sees them confirmed', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(180_000));
  const branch = { authorization: `Bearer ${await tokenOf(request, DEMO_ACCOUNTS.CABANG)}` };
  // Waiting receipts of the branch, registration and upgrade, that the demo statement has not
  // matched yet: a receipt takes one line at most.
  const central = { authorization: `Bearer ${await tokenOf(request, DEMO_ACCOUNTS.SBS)}` };
  const unmatched: ReceiptSummary[] = [];
  for (const list of ['payment_receipt', 'upgrade_payment_receipt']) {
    const waiting = await request.get(`/api/user/${list}/search_by_branch?status=0&page=1`, {
      headers: branch,
    });
    expect(waiting.status()).toBe(200);
    for (const receipt of (await waiting.json()).data as ReceiptSummary[]) {
      const line = await request.get(
        `/api/user/bank_statement/receipt/${receipt.kind}/${receipt.id}`,
        { headers: central },
      );
      expect(line.status()).toBe(200);
      if ((await line.json()).data === null) unmatched.push(receipt);
    }
  }
  const receipts = unmatched.slice(0, 2);
  expect(receipts, 'the demo branch has two waiting receipts not in the statement').toHaveLength(2);
  const invoices = receipts.map((r) => r.inv_name);

  // The bank's export: a debit line and one credit per receipt, on its upload day.
  const statement = [
    'Tanggal,Keterangan,Debit,Kredit',
    `${jakartaDay(receipts[0]!.created_at)},BIAYA ADMIN,15000.00,`,
    ...receipts.map(
      (r) => `${jakartaDay(r.created_at)},TRSF E-BANKING CR ${r.inv_name},,${r.total_biaya}.00`,
    ),
  ].join('\n');

  await signIn(page, DEMO_ACCOUNTS.SBS);
  await page.getByRole('menu').getByText('Payment', { exact: true }).click();
  await page.getByRole('menu').getByText('Rekonsiliasi Bank', { exact: true }).click();
  await expect(page).toHaveURL(/\/bank-statement/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rekonsiliasi Bank' })).toBeVisible();
  await expectNoAxeViolations(page, 'Rekonsiliasi Bank');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Impor mutasi' }).click();
  await (
    await chooser
  ).setFiles({ name: 'mutasi.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
  const answer = page.getByRole('status').filter({ hasText: 'Impor selesai' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('Debit diabaikan: 1');
  await page.screenshot({ path: 'test-results/screenshots/bank-statement-imported.png' });

  await page.getByRole('tab', { name: 'Cocok', exact: true }).click();
  // The newest lines come first: the statement's, on the receipts' upload day (the demo's today).
  const lines = page.getByRole('table', { name: 'Mutasi bank' }).getByRole('row');
  for (const invoice of invoices) {
    await lines
      .filter({ hasText: `TRSF E-BANKING CR ${invoice}` })
      .getByRole('checkbox')
      .check();
  }
  await expect(page.getByText('2 baris dipilih')).toBeVisible();
  await page.getByRole('button', { name: 'Konfirmasi pembayaran' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konfirmasi pembayaran' });
  await expect(dialog).toContainText('Konfirmasi 2 bukti pembayaran');
  await expectNoAxeViolations(page, 'Konfirmasi pembayaran');
  await dialog.getByRole('button', { name: 'Konfirmasi', exact: true }).click();
  await expect(page.getByText('2 pembayaran dikonfirmasi')).toBeVisible();

  await page.getByRole('tab', { name: 'Dikonfirmasi', exact: true }).click();
  for (const invoice of invoices) {
    await expect(lines.filter({ hasText: `TRSF E-BANKING CR ${invoice}` })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'Rekonsiliasi Bank, Dikonfirmasi');
  await signOut(page);

  // The branch finds both confirmed.
  await signIn(page, DEMO_ACCOUNTS.CABANG);
  for (const receipt of receipts) {
    await page.goto(receipt.kind === 'upgrade' ? '/payment-history-upgrade' : '/payment-history');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Terkonfirmasi' }).click();
    await expect(
      page
        .getByRole('table')
        .getByRole('row')
        .filter({ hasText: receipt.inv_name })
        .getByText('Sudah Konfirmasi'),
    ).toBeVisible();
  }
});
