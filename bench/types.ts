import type { Group } from '../domain/groups';

/** What a case may read about the benchmark database, to build its request. */
export interface BenchContext {
  /** The branch of the CABANG bench account (the one with the most members). */
  branchId: number;
  /** The server's Jakarta day, YYYY-MM-DD. */
  today: string;
  year: number;
  /** 1–12. */
  month: number;
}

/**
 * One request measured under load: `npm run bench` with DATABASE_URL runs each case at every
 * client count and prints req/s, p50, p95, p99, max, non-2xx and the server's event-loop delay.
 * Cases live in `bench/cases/*.ts`, each file exporting `cases: BenchCase[]`.
 */
export interface BenchCase {
  /** Shown in the table, e.g. 'SBS receipts, status 0, page 1'. */
  name: string;
  /** Whose session sends it; 'public' sends no token. */
  as: Group | 'public';
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT';
  /** Path and query, e.g. `/api/user/payment_receipt/search?status=0&page=1`. */
  path: (ctx: BenchContext) => string;
  body?: (ctx: BenchContext) => unknown;
  /**
   * Client counts for this case instead of --clients: a heavy download is measured one at a
   * time, as its goal is stated.
   */
  clients?: number[];
  /**
   * Also run this many at once while /api/health is asked every 50 ms: heavy work must not hold
   * the server up (issue 33: three exports, health p99 ≤ 50 ms).
   */
  together?: number;
}
