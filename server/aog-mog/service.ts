import type { Readable } from 'node:stream';
import {
  reportFilterSchema,
  type ReportListQuery,
  type ReportListResponse,
} from '../../domain/api/aogMog';
import { REPORT_PER_PAGE } from '../../domain/lists';
import { jakartaDay } from '../../domain/dates';
import type { AppContext, Caller } from '../context';
import {
  countReport,
  reportBatches,
  reportPage,
  toReportRow,
  type ReportQuery,
} from './repository';
import type { WorkerPool } from '../workers/pool';
import { paged } from '../http/paged';

/**
 * The filters checked against the server's Jakarta day (422: the route's schema cannot know
 * it), a branch account held to its own members.
 */
const reportQuery = async (
  ctx: AppContext,
  caller: Caller,
  query: ReportListQuery | Omit<ReportListQuery, 'page'>,
): Promise<ReportQuery> => {
  const today = jakartaDay(ctx.clock.now());
  const valid = await reportFilterSchema.validate(query, {
    abortEarly: false,
    context: { today },
  });
  return {
    startDate: valid.start_date,
    endDate: valid.end_date,
    status: valid.status,
    ...(caller.group === 'CABANG' && { branchId: caller.branchId ?? -1 }),
  };
};

export const listReport = async (
  ctx: AppContext,
  caller: Caller,
  query: ReportListQuery,
): Promise<ReportListResponse> => {
  const q = await reportQuery(ctx, caller, query);
  const perPage = REPORT_PER_PAGE;
  const [total, rows] = await Promise.all([
    countReport(ctx.db, q),
    reportPage(ctx.db, q, { page: query.page, perPage }),
  ]);
  return paged(rows.map(toReportRow), query.page, perPage, total);
};

/** The rows are read here, on the request thread's database pool; the file is written by `workers`. */
export const exportReport = async (
  ctx: AppContext,
  workers: WorkerPool,
  caller: Caller,
  query: Omit<ReportListQuery, 'page'>,
): Promise<{ fileName: string; stream: Readable }> => {
  const q = await reportQuery(ctx, caller, query);
  return {
    fileName: `${q.startDate}_${q.endDate}.xlsx`,
    stream: await workers.xlsxReport(reportBatches(ctx.db, q)),
  };
};
