import type {
  ActiveBranchResponse,
  DashboardSummaryResponse,
  MonthSummaryResponse,
  PerDayChartResponse,
  PerMonthChartResponse,
} from '../../domain/api/statistics';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';

const url = (path: string) => `${apiConfig.apiUrl}/user/${path}`;

/** The central dashboard's and statistics' widget of the API contract (docs/openapi.yaml); '' branch is all. */
export const widgetsApi = {
  getDashboardSummary: () => requestJson<DashboardSummaryResponse>(url('dashboard_v2')),

  getMonthSummary: (query: { month: string; id_branch: string; page: number }) =>
    requestJson<MonthSummaryResponse>(url('dashboard_v3'), { query }),

  getChartPerMonth: (query: { year: number; id_branch: string }) =>
    requestJson<PerMonthChartResponse>(url('grafik_aog_mog_perbulan'), { query }),

  getChartPerDay: (query: { year: number; month: number; id_branch: string }) =>
    requestJson<PerDayChartResponse>(url('grafik_aog_mog_perhari'), { query }),

  searchActiveBranches: (query: { kata_kunci: string; page: number }) =>
    requestJson<ActiveBranchResponse>(url('search_branch_active'), { query }),
};

export type WidgetsApi = typeof widgetsApi;
