import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Page } from 'puppeteer-core';
import type { Group } from '../domain/groups';
import { PATHS } from '../domain/paths';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/demoData';
import { percentile } from './api/load';
import { startBenchServer, type BenchServer } from './api/server';
import { startBareApp, type BareApp } from './bareApp';
import { countRenders, type Renders } from './renders';
import { tempDataDir } from '../tools/fs/tempDataDir';

/** Debian's package: Lighthouse and puppeteer-core download no browser of their own. */
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
/** The app's server and the bare app's; BENCH_PORT moves both (the next port is the bare app's). */
const PORT = Number(process.env.BENCH_PORT || 3300);
/** Where each audit's full report (JSON) is kept, to see what an LCP or a TBT is made of. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
/**
 * Where each audit's trace and network log are kept (about 10 MB each), for Lantern's what-if
 * (bench/lanternWhatIf.ts).
 */
const ARTIFACTS = process.env.LIGHTHOUSE_ARTIFACTS;

/** Lighthouse's default preset is its mobile one: slow 4G, a 4× slower CPU, a phone's screen. */
const PRESETS: { name: string; config: Config | undefined }[] = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

interface Figures {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const audit = async (
  page: Page,
  url: string,
  config: Config | undefined,
  expectedPath: string,
  reportName: string,
  attempts = 3,
): Promise<Figures> => {
  const result = await lighthouse(
    url,
    { logLevel: 'error', onlyCategories: ['performance'] },
    config,
    page,
  );
  const lhr = result?.lhr;
  // Chromium on a busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP): asked again.
  if (lhr?.runtimeError && attempts > 1) {
    console.warn(`Lighthouse on ${url}: ${lhr.runtimeError.code}, again`);
    return audit(page, url, config, expectedPath, reportName, attempts - 1);
  }
  if (!lhr || lhr.runtimeError) {
    throw new Error(`Lighthouse on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  }
  // A session that did not hold would measure the sign-in page under another screen's name.
  const final = new URL(lhr.finalDisplayedUrl);
  if (`${final.pathname}${final.hash}` !== expectedPath) {
    throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
  }
  if (REPORTS) {
    await mkdir(REPORTS, { recursive: true });
    await writeFile(path.join(REPORTS, `${reportName}.json`), JSON.stringify(lhr));
  }
  if (ARTIFACTS && result) {
    const { Trace, DevtoolsLog, GatherContext, URL } = result.artifacts;
    await mkdir(ARTIFACTS, { recursive: true });
    await writeFile(
      path.join(ARTIFACTS, `${reportName}.artifacts.json`),
      JSON.stringify({ Trace, DevtoolsLog, GatherContext, URL }),
    );
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
};

/**
 * Signs in through the page as the group's demo account. The session lives in the tab's
 * session storage, which Lighthouse's storage reset keeps: the screens audited next in the
 * same tab are measured signed in, with a cold cache.
 */
const signIn = async (page: Page, server: BenchServer, group: Group) => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.group === group);
  if (!account) throw new Error(`No ${group} demo account`);
  await page.goto(`${server.url}${PATHS.signIn}`);
  await (await page.waitForSelector('input[name="email"]'))?.type(account.email);
  await page.type('input[name="password"]', DEMO_PASSWORD);
  await page.click('button[type="submit"]');
  await page.waitForFunction(`location.pathname !== ${JSON.stringify(PATHS.signIn)}`);
};

/** A screen audited, as whom, and the bare app's screen of the same kind it is compared with. */
interface Screen {
  name: string;
  path: string;
  as: Group | 'public' | 'bare';
  like: 'list' | 'edit';
}

const allScreensOf = (bare: BareApp): Screen[] => [
  { name: 'bare react-admin list', path: bare.listPath, as: 'bare', like: 'list' },
  { name: 'bare react-admin edit', path: bare.editPath, as: 'bare', like: 'edit' },
  { name: '/sign-in', path: PATHS.signIn, as: 'public', like: 'edit' },
  { name: `${PATHS.dashboard} (SBS)`, path: PATHS.dashboard, as: 'SBS', like: 'list' },
  { name: `${PATHS.paymentReceipt} (SBS)`, path: PATHS.paymentReceipt, as: 'SBS', like: 'list' },
  {
    name: `${PATHS.registrationCreate} (CABANG)`,
    path: PATHS.registrationCreate,
    as: 'CABANG',
    like: 'edit',
  },
];

/** The screens audited: the bare app's always (the ratios' yardsticks), the others if chosen. */
const screensOf = (bare: BareApp, only: RegExp | undefined): Screen[] =>
  allScreensOf(bare).filter((screen) => screen.as === 'bare' || !only || only.test(screen.name));

/** What a run audits: every figure the median of `runs` audits; some screens or presets only. */
export interface LighthouseOptions {
  runs: number;
  screens?: RegExp;
  presets?: readonly string[];
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * Lighthouse's mobile and desktop presets on the app's sign-in page, the SBS dashboard and
 * receipts and the CABANG registration form, served by the real server (embedded database in a
 * temporary directory, demo data), beside a bare react-admin app built and served the same way
 * (./bareApp), in one run: each screen's LCP and TBT as a ratio of the bare app's list (list
 * screens) or edit form (forms). Prints the machine's load average, which the figures follow.
 * Each figure is the median of `runs` audits, taken in turn (every screen once, then again), so
 * a moment of load on the machine moves one audit of each screen rather than all of one's: one
 * screen's TBT varied up to 3× from one run to the next on an otherwise idle machine. Then, what
 * no load on the machine moves: the components React rendered during one load of each (./renders).
 */
export const benchLighthouse = async ({
  runs,
  screens: only,
  presets = PRESETS.map((preset) => preset.name),
}: LighthouseOptions): Promise<void> => {
  const unknown = presets.filter((name) => !PRESETS.some((preset) => preset.name === name));
  if (unknown.length > 0) throw new Error(`No Lighthouse preset ${unknown.join(', ')}`);
  if (!existsSync(path.resolve('dist', 'index.html'))) {
    throw new Error('Lighthouse needs the app built: npm run build');
  }
  const dataDir = tempDataDir('bench-lighthouse-');
  const { DATABASE_URL: _postgres, ...env } = process.env;
  let server: BenchServer | undefined;
  let bare: BareApp | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    server = await startBenchServer(
      env,
      { DATA_DIR: dataDir, DIST_DIR: path.resolve('dist'), SEED_DEMO: 'true' },
      PORT,
    );
    bare = await startBareApp(PORT + 1);
    chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox'],
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const loadBefore = load();
    const results = new Map<string, Map<string, Figures[]>>();
    for (let run = 1; run <= runs; run++) {
      for (const preset of PRESETS.filter(({ name }) => presets.includes(name))) {
        const figures = results.get(preset.name) ?? new Map<string, Figures[]>();
        results.set(preset.name, figures);
        let signedIn: { as: Group; page: Page } | undefined;
        for (const screen of screensOf(bare, only)) {
          const origin = screen.as === 'bare' ? bare.url : server.url;
          // A new tab has no session: the public page and the bare app are seen as by a visitor.
          let page = await browser.newPage();
          if (screen.as !== 'bare' && screen.as !== 'public') {
            if (signedIn?.as === screen.as) {
              await page.close();
              page = signedIn.page;
            } else {
              await signIn(page, server, screen.as);
              await signedIn?.page.close();
              signedIn = { as: screen.as, page };
            }
          }
          const audited = await audit(
            page,
            `${origin}${screen.path}`,
            preset.config,
            screen.path,
            `${preset.name}-${screen.name.replace(/[^a-z0-9]+/gi, '-')}-${run}`,
          );
          figures.set(screen.name, [...(figures.get(screen.name) ?? []), audited]);
          if (page !== signedIn?.page) await page.close();
        }
        await signedIn?.page.close();
      }
    }
    // Once each, in a tab of its own: the hook must be in place before the page's scripts run.
    const renders = new Map<string, Renders>();
    for (const screen of screensOf(bare, only)) {
      const page = await browser.newPage();
      if (screen.as !== 'bare' && screen.as !== 'public') await signIn(page, server, screen.as);
      const origin = screen.as === 'bare' ? bare.url : server.url;
      renders.set(screen.name, await countRenders(page, `${origin}${screen.path}`));
      await page.close();
    }
    await browser.disconnect();

    console.log(
      `\nLighthouse performance (${await browserVersion(chrome.port)}); ` +
        `load average ${loadBefore} before, ${load()} after (2 cores); ` +
        `median of ${runs} audit${runs === 1 ? '' : 's'} each, TBT's lowest–highest beside it`,
    );
    const widths = [42, 6, 8, 8, 12, 7, 8, 8];
    const line = (cells: string[]) =>
      cells
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('');
    for (const [preset, figures] of results) {
      console.log(`\n  ${preset}`);
      console.log(
        `  ${line(['screen', 'perf', 'LCP ms', 'TBT ms', 'TBT range', 'CLS', 'LCP ×', 'TBT ×'])}`,
      );
      for (const screen of screensOf(bare, only)) {
        const audits = figures.get(screen.name)!;
        const own = medians(audits);
        const yardstick = medians(figures.get(`bare react-admin ${screen.like}`)!);
        const tbts = audits.map((figure) => figure.tbt);
        const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');
        console.log(
          `  ${line([
            screen.name,
            String(own.performance),
            own.lcp.toFixed(0),
            own.tbt.toFixed(0),
            `${Math.min(...tbts).toFixed(0)}–${Math.max(...tbts).toFixed(0)}`,
            own.cls.toFixed(3),
            screen.as === 'bare' ? '' : ratio(own.lcp, yardstick.lcp),
            screen.as === 'bare' ? '' : ratio(own.tbt, yardstick.tbt),
          ])}`,
        );
      }
    }
    console.log('  (× : against the bare app’s list for lists, its edit form for forms)');
    console.log('\n  components React rendered during one load, in how many commits');
    console.log(`  ${line(['screen', 'comps', 'commits'])}`);
    for (const screen of screensOf(bare, only)) {
      const counted = renders.get(screen.name)!;
      console.log(`  ${line([screen.name, String(counted.components), String(counted.commits)])}`);
    }
  } catch (error) {
    console.error(error);
    throw error;
  } finally {
    chrome?.kill();
    await bare?.stop();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
  }
};

const median = (values: number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Each figure's median over a screen's audits (the score too: Lighthouse's own advice). */
const medians = (audits: Figures[]): Figures => ({
  performance: Math.round(median(audits.map((figure) => figure.performance))),
  lcp: median(audits.map((figure) => figure.lcp)),
  tbt: median(audits.map((figure) => figure.tbt)),
  cls: median(audits.map((figure) => figure.cls)),
});

const browserVersion = async (port: number): Promise<string> => {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`);
  return ((await response.json()) as { Browser: string }).Browser;
};
