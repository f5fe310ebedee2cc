import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { jakartaDay } from '../../domain/dates';
import type { Group } from '../../domain/groups';
import { bundleServer, SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../../server/build/bundle';
import { DEMO_PASSWORD } from '../../server/seed/demoData';
import { tempDataDir } from '../../tools/fs/tempDataDir';
import { freePort } from '../../server/net/freePort';
import { loadCases } from '../cases';
import type { BenchContext } from '../types';
import { f, requester, row, signInAs } from './index';
import { probeHealth, runLoad } from './load';

export interface EmbeddedBenchOptions {
  /** A PostgreSQL server to compare with: the bench makes a database of its own there. */
  referenceUrl: string | undefined;
  clients: number;
  seconds: number;
  only: string | undefined;
}

interface Variant {
  name: string;
  env: NodeJS.ProcessEnv;
  /** Runs after the server has stopped (the reference's database is dropped). */
  cleanUp?: () => Promise<void>;
}

interface Memory {
  /** The server and every process it started. */
  total: number;
  /** Those processes alone (the embedded PostgreSQL). */
  database: number;
}

interface Measured {
  firstStartS: number;
  perSecond: Map<string, number>;
  healthP99: number;
  /** Peaks in MB while it started (migrations, regions, demo data) and under the cases' load. */
  peakAtStart: Memory;
  peakUnderLoad: Memory;
  failures: number;
}

const MEMORY_EVERY_MS = 250;

/** The process and every process it started (the embedded PostgreSQL's server and backends). */
const tree = async (pid: number): Promise<number[]> => {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const ids = children.split(' ').filter(Boolean).map(Number);
  return [pid, ...(await Promise.all(ids.map(tree))).flat()];
};

/**
 * Proportional set size, so that memory shared between PostgreSQL's processes (its buffers) is
 * counted once and not once per backend as RSS would. `database` is PostgreSQL's part; the rest
 * is the server's processes (one, or a primary and its workers).
 */
const pssMb = async (pid: number): Promise<Memory> => {
  const memory = { total: 0, database: 0 };
  for (const id of await tree(pid)) {
    const [rollup, comm] = await Promise.all(
      ['smaps_rollup', 'comm'].map((file) =>
        readFile(`/proc/${id}/${file}`, 'utf8').catch(() => ''),
      ),
    );
    const mb = Number(/^Pss:\s+(\d+)/m.exec(rollup!)?.[1] ?? 0) / 1024;
    memory.total += mb;
    if (comm!.trim() === 'postgres') memory.database += mb;
  }
  return memory;
};

const NO_MEMORY: Memory = { total: 0, database: 0 };
const higher = (a: Memory, b: Memory): Memory => (b.total > a.total ? b : a);

/** The server as `npm start` runs it (the bundle on plain Node, its own logging), on demo data. */
const startServer = (env: NodeJS.ProcessEnv, port: number): ChildProcess =>
  spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      WEB_CONCURRENCY: '1',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

const healthy = async (url: string, child: ChildProcess): Promise<void> => {
  const deadline = Date.now() + 300_000;
  while (child.exitCode === null) {
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error('the server did not become healthy in 300 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server exited with code ${child.exitCode}`);
};

const measure = async (variant: Variant, options: EmbeddedBenchOptions): Promise<Measured> => {
  const dataDir = tempDataDir('bench-embedded-');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = startServer({ DATA_DIR: path.join(dataDir, 'data'), ...variant.env }, port);
  let peak = NO_MEMORY;
  const sampler = setInterval(() => {
    void pssMb(child.pid!).then((memory) => (peak = higher(peak, memory)));
  }, MEMORY_EVERY_MS);
  try {
    await healthy(url, child);
    const firstStartS = (performance.now() - startedAt) / 1000;
    const peakAtStart = peak;
    peak = NO_MEMORY;
    const tokens = new Map<Group, string>();
    let branchId = 0;
    const cases = (await loadCases()).filter(
      (c) =>
        !c.clients && (!options.only || c.name.toLowerCase().includes(options.only.toLowerCase())),
    );
    for (const group of new Set(cases.map((c) => c.as))) {
      if (group === 'public') continue;
      const login = await signInAs(url, `${group.toLowerCase()}@demo.local`, DEMO_PASSWORD);
      tokens.set(group, login.access_token);
      if (group === 'CABANG') branchId = login.admin.branch!.id;
    }
    const today = jakartaDay(new Date());
    const ctx: BenchContext = {
      branchId,
      today,
      year: Number(today.slice(0, 4)),
      month: Number(today.slice(5, 7)),
    };
    const health = probeHealth(url);
    const perSecond = new Map<string, number>();
    let failures = 0;
    for (const benchCase of cases) {
      const send = requester(
        url,
        benchCase,
        ctx,
        benchCase.as === 'public' ? undefined : tokens.get(benchCase.as),
      );
      await runLoad(send, { clients: options.clients, seconds: 1 });
      const result = await runLoad(send, { clients: options.clients, seconds: options.seconds });
      perSecond.set(benchCase.name, result.perSecond);
      failures += result.failures;
    }
    const healthP99 = await health.stop();
    return {
      firstStartS,
      perSecond,
      healthP99,
      peakAtStart,
      peakUnderLoad: peak,
      failures,
    };
  } finally {
    clearInterval(sampler);
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
    await variant.cleanUp?.();
  }
};

/** A database of its own on the reference server, dropped after. */
const referenceVariant = async (serverUrl: string): Promise<Variant> => {
  const name = `bench_demo_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name: `PostgreSQL at ${url.host}`,
    env: { DATABASE_URL: url.href, SEED_DEMO: 'true' },
    cleanUp: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

const GOALS = { healthP99Ms: 100, peakMb: 400, firstStartS: 30, ofPostgres: 0.5 };

/**
 * Issue 33's goals for the embedded default, on the demo data at 10 clients: the embedded
 * PostgreSQL and PGlite each started as `npm start` starts them on an empty DATA_DIR (migrations,
 * regions, demo data), timed to healthy; then every list, dashboard and statistics case for
 * `seconds`, while /api/health is asked every 50 ms; the memory of the server and every process
 * it started, sampled all along. With a reference PostgreSQL, the same on a new database there.
 */
export const benchEmbedded = async (options: EmbeddedBenchOptions): Promise<void> => {
  await bundleServer();
  const variants: Variant[] = [
    { name: 'embedded PostgreSQL', env: { EMBEDDED_DATABASE: 'postgres' } },
    { name: 'PGlite in the server', env: { EMBEDDED_DATABASE: 'pglite' } },
  ];
  const cores = availableParallelism();
  if (cores > 1) {
    variants.splice(1, 0, {
      name: `embedded PostgreSQL ×${cores}`,
      env: { EMBEDDED_DATABASE: 'postgres', WEB_CONCURRENCY: String(cores) },
    });
  }
  if (options.referenceUrl) variants.push(await referenceVariant(options.referenceUrl));
  const results: Measured[] = [];
  for (const variant of variants) {
    console.log(`bench: ${variant.name}…`);
    results.push(await measure(variant, options));
  }
  const reference = options.referenceUrl ? results.at(-1) : undefined;
  console.log(
    `\nThe embedded default on the demo data, ${options.clients} clients, ${options.seconds} s a case`,
  );
  const widths = [30, 8, 8, 6, 10, 14, 14, 5];
  const header = ['database', 'start s', 'req/s', 'of pg', 'health p99', 'start MB', 'load MB'];
  console.log(row([...header, 'fail'], widths));
  const mb = (memory: Memory) => `${f(memory.total, 0)} (${f(memory.database, 0)})`;
  const mean = (m: Measured) =>
    [...m.perSecond.values()].reduce((a, b) => a + b, 0) / Math.max(1, m.perSecond.size);
  variants.forEach((variant, i) => {
    const m = results[i]!;
    console.log(
      row(
        [
          variant.name,
          f(m.firstStartS),
          f(mean(m)),
          reference ? f(mean(m) / mean(reference), 2) : '-',
          f(m.healthP99),
          mb(m.peakAtStart),
          mb(m.peakUnderLoad),
          String(m.failures),
        ],
        widths,
      ),
    );
  });
  console.log(
    `goals: start ≤ ${GOALS.firstStartS} s, health p99 ≤ ${GOALS.healthP99Ms} ms, peak ≤ ` +
      `${GOALS.peakMb} MB, req/s ≥ ${GOALS.ofPostgres} × PostgreSQL's (the mean over the cases)\n` +
      'MB: the peak proportional set size of the server and the processes it started (in ' +
      "brackets, PostgreSQL's processes), while it started and under load",
  );
  console.log(
    `\n${row(['case (req/s)', ...variants.map((v) => v.name.slice(0, 22))], [48, ...variants.map(() => 22)])}`,
  );
  for (const name of results[0]!.perSecond.keys()) {
    console.log(
      row(
        [name, ...results.map((m) => f(m.perSecond.get(name) ?? NaN))],
        [48, ...variants.map(() => 22)],
      ),
    );
  }
};
