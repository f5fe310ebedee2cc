import type { DashboardCountQuery, DashboardCountsResponse } from '../../domain/api/dashboard';
import type { OverdueReceiptsResponse } from '../../domain/api/reminders';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';

export const dashboardApi = {
  /**
   * A branch account's own counts ('count_cabang') or every branch's ('count'). Without a range
   * the server counts its own today.
   */
  getDashboardCounts: (scope: 'branch' | 'central', range: DashboardCountQuery = {}) =>
    requestJson<DashboardCountsResponse>(
      `${apiConfig.apiUrl}/user/dashboard/${scope === 'branch' ? 'count_cabang' : 'count'}`,
      { query: range },
    ),
  /** The receipts waiting longer than the reminder threshold (SBS), the oldest first. */
  getOverdueReceipts: (signal?: AbortSignal) =>
    requestJson<OverdueReceiptsResponse>(`${apiConfig.apiUrl}/user/reminders/waiting_receipts`, {
      signal,
    }),
};

export type DashboardApi = typeof dashboardApi;
