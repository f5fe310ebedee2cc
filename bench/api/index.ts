import pg from 'pg';
import type { LoginResponse } from '../../domain/api/auth';
import type { Group } from '../../domain/groups';
import { loadCases } from '../cases';
import type { BenchCase, BenchContext } from '../types';
import { benchBankImport } from './bankImport';
import { probeHealth, runLoad, type LoadResult } from './load';
import { captureStatements, replayer } from './statements';
import { startBenchServer, type BenchServer } from './server';
import { BENCH_PASSWORD, benchEmail, prepareBenchDatabase } from './setup';

export interface ApiBenchOptions {
  url: string;
  members: number | undefined;
  clients: number[];
  seconds: number;
  /** Only cases whose name contains this text (case-insensitive). */
  only: string | undefined;
  /** Lines of the timed bank statement import (0 skips it). */
  statementLines: number;
}

/** Signs in through the API, as the app does, and answers the login's body. */
export const signInAs = async (
  baseUrl: string,
  email: string,
  password: string,
): Promise<LoginResponse> => {
  const response = await fetch(`${baseUrl}/api/auth/pos-cabang/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  return (await response.json()) as LoginResponse;
};

const signIn = async (server: BenchServer, group: Group): Promise<string> =>
  (await signInAs(server.url, benchEmail(group), BENCH_PASSWORD)).access_token;

/** One case's request, ready to send again and again; true when it answered 2xx. */
export const requester = (
  baseUrl: string,
  benchCase: BenchCase,
  ctx: BenchContext,
  token?: string,
) => {
  const url = `${baseUrl}${benchCase.path(ctx)}`;
  const body = benchCase.body ? JSON.stringify(benchCase.body(ctx)) : undefined;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  return async () => {
    const response = await fetch(url, { method: benchCase.method ?? 'GET', headers, body });
    await response.arrayBuffer();
    return response.ok;
  };
};

export const f = (value: number, digits = 1) =>
  Number.isFinite(value) ? value.toFixed(digits) : '-';

export const row = (cells: string[], widths: number[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
    .join('  ');

const HEADER = [
  'case',
  'clients',
  'req/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'max ms',
  'fail',
  'loop p99',
  'rss MB',
  'stmts',
  'sql p50',
  'api/sql',
];
const WIDTHS = [48, 7, 7, 7, 7, 7, 8, 5, 8, 7, 5, 7, 7];

/**
 * API figures on PostgreSQL: the real server in its own process, each case at each client
 * count after a one-second warm-up, with the server's event-loop delay, and beside it the
 * statements the request runs (captured from the server, bench/api/statements.ts) sent again at
 * the same concurrency, so that `api/sql` says how much the server adds to its database.
 */
export const benchApi = async (options: ApiBenchOptions): Promise<void> => {
  const ctx = await prepareBenchDatabase(options.url, options.members);
  const only = options.only?.toLowerCase();
  const cases = (await loadCases()).filter((c) => !only || c.name.toLowerCase().includes(only));
  const server = await startBenchServer({ ...process.env, DATABASE_URL: options.url });
  const pool = new pg.Pool({ connectionString: options.url, max: Math.max(...options.clients) });
  try {
    const tokens = new Map<Group, string>();
    for (const group of new Set(cases.map((c) => c.as))) {
      if (group !== 'public') tokens.set(group, await signIn(server, group));
    }
    const statements = await captureStatements(options.url, cases, ctx, async (group) =>
      group === 'public' ? undefined : tokens.get(group),
    );
    console.log(
      `\nAPI on PostgreSQL (branch ${ctx.branchId}, day ${ctx.today}, ${options.seconds} s a run)`,
    );
    console.log(row(HEADER, WIDTHS));
    for (const benchCase of cases) {
      const send = requester(
        server.url,
        benchCase,
        ctx,
        benchCase.as === 'public' ? undefined : tokens.get(benchCase.as),
      );
      for (const clients of benchCase.clients ?? options.clients) {
        await runLoad(send, { clients, seconds: 1 });
        await server.loop.reset();
        const api: LoadResult = await runLoad(send, { clients, seconds: options.seconds });
        const loop = await server.loop.read();
        const script = statements.get(benchCase);
        const raw = script
          ? await runLoad(replayer(pool, script), { clients, seconds: options.seconds })
          : undefined;
        console.log(
          row(
            [
              benchCase.name,
              String(clients),
              f(api.perSecond),
              f(api.p50),
              f(api.p95),
              f(api.p99),
              f(api.max, 0),
              String(api.failures),
              f(loop.p99),
              String(loop.rssMb),
              script ? String(script.length) : '-',
              raw ? f(raw.p50, 2) : '-',
              raw ? f(api.p50 / raw.p50) : '-',
            ],
            WIDTHS,
          ),
        );
      }
      if (benchCase.together) {
        const health = probeHealth(server.url);
        const along = await runLoad(send, {
          clients: benchCase.together,
          seconds: options.seconds,
        });
        console.log(
          `  ${benchCase.together} at once: p50 ${f(along.p50)} ms, p95 ${f(along.p95)} ms, ` +
            `max ${f(along.max, 0)} ms, ${along.failures} failed; ` +
            `/api/health p99 meanwhile ${f(await health.stop())} ms`,
        );
      }
    }
    if (options.statementLines > 0 && (!only || 'bank statement import'.includes(only))) {
      await benchBankImport(server, await signIn(server, 'SBS'), ctx, options.statementLines);
    }
  } finally {
    await pool.end();
    await server.stop();
  }
};
