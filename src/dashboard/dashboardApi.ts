import type { DashboardCountQuery, DashboardCountsResponse } from '../../domain/api/dashboard';
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
};

export type DashboardApi = typeof dashboardApi;
