import type { BenchCase } from '../types';

/** Issue 10's dashboard and statistics endpoints; each must answer p95 ≤ 50 ms at 1,000,000 members. */
export const cases: BenchCase[] = [
  {
    name: 'Dashboard summary and targets (dashboard_v2)',
    as: 'SBS',
    path: () => '/api/user/dashboard_v2',
  },
  {
    name: 'Month fees and top branches (dashboard_v3)',
    as: 'SBS',
    path: ({ year, month }) =>
      `/api/user/dashboard_v3?month=${year}-${String(month).padStart(2, '0')}&page=1`,
  },
  {
    name: 'Month fees and top branches, one branch',
    as: 'RND',
    path: ({ year, month, branchId }) =>
      `/api/user/dashboard_v3?month=${year}-${String(month).padStart(2, '0')}&id_branch=${branchId}`,
  },
  {
    name: 'Chart per month (grafik_aog_mog_perbulan)',
    as: 'SBS',
    path: ({ year }) => `/api/user/grafik_aog_mog_perbulan?year=${year}`,
  },
  {
    name: 'Chart per day (grafik_aog_mog_perhari)',
    as: 'ESS',
    path: ({ year, month }) => `/api/user/grafik_aog_mog_perhari?year=${year}&month=${month}`,
  },
  {
    name: 'Private class (count_status_ppa_aog_mog)',
    as: 'RND',
    path: () => '/api/user/count_status_ppa_aog_mog',
  },
  {
    name: 'Branch picker (search_branch_active)',
    as: 'CLUB',
    path: () => '/api/user/search_branch_active?kata_kunci=a&page=1',
  },
  {
    name: 'Registration targets (target/aktif)',
    as: 'RND',
    path: ({ year }) => `/api/user/target/aktif?name=${year}`,
  },
  {
    name: 'Upgrade targets (target_upgrade/aktif)',
    as: 'RND',
    path: ({ year }) => `/api/user/target_upgrade/aktif?name=${year}`,
  },
];
