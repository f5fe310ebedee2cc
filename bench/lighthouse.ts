import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { PATHS } from '../domain/paths';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/demoData';
import { startBenchServer, type BenchServer } from './api/server';

/** Debian's package: Lighthouse and puppeteer-core download no browser of their own. */
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

const audit = async (page: Page, url: string, expectedPath: string): Promise<string[]> => {
  const result = await lighthouse(
    url,
    { logLevel: 'error', onlyCategories: [...CATEGORIES] },
    desktopConfig,
    page,
  );
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) {
    throw new Error(`Lighthouse on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  }
  // A session that did not hold would measure the sign-in page under the dashboard's name.
  if (new URL(lhr.finalDisplayedUrl).pathname !== expectedPath) {
    throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
  }
  const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return [
    ...CATEGORIES.map(score),
    value('largest-contentful-paint').toFixed(0),
    value('total-blocking-time').toFixed(0),
    value('cumulative-layout-shift').toFixed(3),
  ];
};

/**
 * Lighthouse's desktop preset on /sign-in and on the SBS dashboard, served by the real server
 * with the embedded database in a temporary directory (the demo data seeds on start). The
 * session lives in the tab's session storage, which Lighthouse's storage reset keeps: signing in
 * through the page, then auditing the dashboard in the same tab, measures it signed in with a
 * cold cache.
 */
export const benchLighthouse = async (): Promise<void> => {
  if (!existsSync(path.resolve('dist', 'index.html'))) {
    throw new Error('Lighthouse needs the app built: npm run build');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  const { DATABASE_URL: _postgres, ...env } = process.env;
  let server: BenchServer | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    server = await startBenchServer(env, {
      DATA_DIR: dataDir,
      DIST_DIR: path.resolve('dist'),
      SEED_DEMO: 'true',
    });
    chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox'],
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const rows = [
      ['/sign-in', ...(await audit(page, `${server.url}${PATHS.signIn}`, PATHS.signIn))],
    ];

    await page.goto(`${server.url}${PATHS.signIn}`);
    const sbs = DEMO_ACCOUNTS.find((account) => account.group === 'SBS');
    if (!sbs) throw new Error('No SBS demo account');
    await (await page.waitForSelector('input[name="email"]'))?.type(sbs.email);
    await page.type('input[name="password"]', DEMO_PASSWORD);
    await page.click('button[type="submit"]');
    await page.waitForFunction(`location.pathname === ${JSON.stringify(PATHS.dashboard)}`);
    rows.push([
      `${PATHS.dashboard} (SBS)`,
      ...(await audit(page, `${server.url}${PATHS.dashboard}`, PATHS.dashboard)),
    ]);
    await browser.disconnect();

    const widths = [18, 6, 6, 6, 8, 8, 7];
    const line = (cells: string[]) =>
      cells
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('');
    console.log(`\nLighthouse, desktop preset (${await browserVersion(chrome.port)})`);
    console.log(`  ${line(['page', 'perf', 'a11y', 'best', 'LCP ms', 'TBT ms', 'CLS'])}`);
    for (const row of rows) console.log(`  ${line(row)}`);
  } finally {
    chrome?.kill();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

const browserVersion = async (port: number): Promise<string> => {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`);
  return ((await response.json()) as { Browser: string }).Browser;
};
