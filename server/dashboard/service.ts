import type { DashboardCountsResponse } from '../../domain/api/dashboard';
import { jakartaDay } from '../../domain/dates';
import type { AppContext, Caller } from '../context';
import { forbidden } from '../http/errors';
import { countDashboard } from './repository';

type CountQuery = { start_date?: string; end_date?: string };

/** The counts of a range of days (today without one), of one branch or of all (null). */
export const dashboardCounts = async (
  ctx: AppContext,
  query: CountQuery,
  branchId: number | null,
): Promise<DashboardCountsResponse> => {
  const today = jakartaDay(ctx.clock.now());
  const start = query.start_date ?? today;
  const end = query.end_date ?? start;
  return {
    data: await countDashboard(ctx.db, { from: start, to: end }, branchId),
    start_date: start,
    end_date: end,
  };
};

/** A branch sees its own figures only; the branch comes from the session, never the query. */
export const branchDashboardCounts = (ctx: AppContext, caller: Caller, query: CountQuery) => {
  if (caller.branchId === null) throw forbidden();
  return dashboardCounts(ctx, query, caller.branchId);
};
