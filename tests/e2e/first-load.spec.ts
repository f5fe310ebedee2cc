import { expect, test, type Page } from '@playwright/test';

/**
 * A signed-out visitor who opens a bookmarked page is sent to /sign-in and sees its form about
 * as soon as one who opens /sign-in itself: timed from navigation to the visible form, median
 * of several cold loads each (a fresh context, so nothing is cached between them). Before the
 * app sent a visitor without a session straight to /sign-in (App.tsx, `SignedInOnly`) it took
 * 8.7–20.2 s against 1.7–2.0 s; twice as long fails, well above the machine's noise.
 */
const RUNS = 5;

const timeToSignInForm = async (page: Page, path: string) => {
  const start = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 30_000 });
  const elapsed = Date.now() - start;
  await expect(page).toHaveURL(/\/sign-in$/);
  return elapsed;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

test('a signed-out visitor sent to /sign-in sees the form as soon as on /sign-in', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const times: Record<string, number[]> = {
    '/sign-in': [],
    '/dashboard': [],
    '/payment-history': [],
    '/': [],
  };
  for (let run = 0; run < RUNS; run++) {
    for (const path of Object.keys(times)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      times[path]!.push(await timeToSignInForm(page, path));
      await context.close();
    }
  }
  const direct = median(times['/sign-in']!);
  for (const [path, values] of Object.entries(times)) {
    const ratio = median(values) / direct;
    console.log(
      `${path}: median ${median(values)} ms (${values.join(', ')}), ${ratio.toFixed(2)}× /sign-in`,
    );
    expect(ratio, `${path} against /sign-in`).toBeLessThan(2);
  }
});
