import { expect, test } from '@playwright/test';
import { scaled } from '../timeouts';

/**
 * The contract in a browser: /api/docs renders docs/openapi.yaml with Swagger UI, served by the
 * product itself (no request leaves the server's origin), under its Content-Security-Policy.
 */
test('/api/docs shows the API contract, from the server alone', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  page.on('pageerror', (error) => refused.push(error.message));

  await page.goto('/api/docs');
  // The viewer loads its 1.7 MB script, then reads and resolves the whole contract: seconds.
  await expect(page.getByRole('heading', { name: /Dashboard Form AOG \/ MOG API/ })).toBeVisible({
    timeout: scaled(30_000),
  });
  await expect(page.getByText('OAS 3.1')).toBeVisible();

  // An operation of the backend's statistics, opened: its answer's fields in the backend's names.
  const operation = page.locator('#operations-Statistics-privateClassCounts');
  await expect(operation.getByText('/api/user/count_status_ppa_aog_mog')).toBeVisible();
  await operation.locator('.opblock-summary-control').click();
  await expect(operation.getByText('aog_sudah_ppa').first()).toBeVisible();
  // Who may call it, beside it.
  await expect(operation.getByText('x-groups')).toBeVisible();
  await expect(operation.getByText('statistics.read')).toBeVisible();

  // The viewer loaded what it needs from the server, and the browser refused nothing.
  await expect(page.locator('.information-container')).toContainText('Conventions');
  expect(elsewhere).toEqual([]);
  expect(refused).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/api-docs.png', fullPage: false });
});

test('/api/openapi.json serves the contract as JSON', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(Object.keys(document.paths)).toContain('/api/user/dashboard_v2');
});
