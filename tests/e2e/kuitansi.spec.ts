import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ReceiptSummary } from '../../domain/api/receipts';
import { KUITANSI_CODE_PATTERN, KUITANSI_NUMBER_PATTERN } from '../../domain/api/kuitansi';
import { PATHS, toPath } from '../../domain/paths';
import { scaled } from '../timeouts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn, signOut } from './support';

const tokenOf = async (request: APIRequestContext, email: string): Promise<string> => {
  const res = await request.post('/api/auth/pos-cabang/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
};

/**
 * The verification code in the PDF's bytes: the document links its /verify/{code} page (the
 * QR code's address), and a link's address is kept as plain text in the file.
 */
const codeIn = (pdf: Buffer): string | undefined => {
  const code = KUITANSI_CODE_PATTERN.source.replace(/^\^|\$$/g, '');
  return new RegExp(`/verify/(${code})`).exec(pdf.toString('latin1'))?.[1];
};

/**
 * Issue 34: SBS confirms one of Cabang Jakarta Selatan's waiting receipts; the branch finds its
 * kuitansi number in 'Payment History Registration', downloads the PDF, and anyone opening the
 * document's verification address, signed in or not, reads 'Kuitansi Asli'.
 */
test('a confirmed receipt gets a numbered kuitansi the branch downloads and anyone verifies', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(scaled(180_000));
  const branch = { authorization: `Bearer ${await tokenOf(request, DEMO_ACCOUNTS.CABANG)}` };
  const waiting = await request.get('/api/user/payment_receipt/search_by_branch?status=0&page=1', {
    headers: branch,
  });
  expect(waiting.status()).toBe(200);
  const receipt = ((await waiting.json()).data as ReceiptSummary[])[0];
  expect(receipt, 'the demo branch has a waiting registration receipt').toBeDefined();
  const invoice = receipt!.inv_name;

  await signIn(page, DEMO_ACCOUNTS.SBS);
  await page.goto(toPath(PATHS.paymentReceiptShow, { id: receipt!.id }));
  const dialog = page.getByRole('dialog', { name: 'Konfirmasi Pembayaran' });
  await expect(dialog.getByText(invoice, { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Unduh Kuitansi/ })).toBeHidden();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: '1 Terkonfirmasi' }).click();
  // A proof flagged as a possible duplicate needs the reviewer's own word.
  const seen = dialog.getByRole('checkbox', { name: /bukti/i });
  if (await seen.isVisible()) await seen.check();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Sukses Update')).toBeVisible();
  await signOut(page);

  await signIn(page, DEMO_ACCOUNTS.CABANG);
  await page.goto(PATHS.paymentHistory);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Terkonfirmasi' }).click();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: invoice });
  const numberText = row.getByText(new RegExp(KUITANSI_NUMBER_PATTERN.source.slice(1, -1)));
  await expect(numberText).toBeVisible();
  const number = await numberText.innerText();
  expect(number).toMatch(KUITANSI_NUMBER_PATTERN);

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Unduh Kuitansi ${number}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number.replace(/\//g, '-')}.pdf`);
  const pdf = await readFile((await file.path())!);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const code = codeIn(pdf);
  expect(code, 'the PDF links its /verify/{code} page').toBeDefined();

  // A visitor with no session: the public page, no sign-in asked.
  const visitor = await browser.newContext();
  const open = await visitor.newPage();
  await open.goto(new URL(toPath(PATHS.verify, { code: code! }), page.url()).href);
  await expect(open.getByRole('heading', { name: 'Kuitansi Asli' })).toBeVisible();
  await expect(open.getByText(number, { exact: true })).toBeVisible();
  await expect(open).toHaveURL(/\/verify\//);
  await visitor.close();
});
