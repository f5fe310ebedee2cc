import { http, HttpResponse } from 'msw';
import type {
  ActiveBranchResponse,
  ChartResponse,
  DashboardSummaryResponse,
  MonthSummaryResponse,
  PrivateClassResponse,
  TargetProgress,
} from '../../../domain/api/statistics';

const progress = (aog: [number, number], mog: [number, number]): TargetProgress => ({
  year_to_date: {
    aog: { actual: aog[0] * 10, target: aog[1] * 10 },
    mog: { actual: mog[0] * 10, target: mog[1] * 10 },
  },
  month_to_date: {
    aog: { actual: aog[0], target: aog[1] },
    mog: { actual: mog[0], target: mog[1] },
  },
});

export const summary: DashboardSummaryResponse = {
  data: {
    total_branch: 12,
    total_aog: 345,
    total_mog: 6789,
    year: 2026,
    month: 11,
    registration: progress([30, 40], [150, 100]),
    upgrade: progress([5, 0], [0, 0]),
  },
};

export const monthSummary = (idBranch: string | null): MonthSummaryResponse => ({
  data: {
    month: '2026-11',
    id_branch: idBranch ? Number(idBranch) : null,
    fee: {
      registration_aog: 29_000_000,
      registration_mog: 4_200_000,
      upgrade_aog: 2_655_000,
      upgrade_mog: 0,
    },
    top_branch: {
      data: idBranch
        ? [{ no: 1, id_branch: 2, nama_cabang: 'Cabang Bandung', aog: 1, mog: 2, total: 3 }]
        : [
            { no: 1, id_branch: 1, nama_cabang: 'Cabang Jakarta', aog: 4, mog: 5, total: 9 },
            { no: 2, id_branch: 2, nama_cabang: 'Cabang Bandung', aog: 1, mog: 2, total: 3 },
          ],
      current_page: 1,
      per_page: 10,
      total: idBranch ? 1 : 2,
      from: 1,
      last_page: 1,
    },
  },
});

const chart = (periods: number, year: number, idBranch: string | null): ChartResponse => ({
  data: {
    year,
    id_branch: idBranch ? Number(idBranch) : null,
    registration: Array.from({ length: periods }, (_, i) => ({
      period: i + 1,
      aog: i,
      mog: 2 * i,
    })),
    upgrade: Array.from({ length: periods }, (_, i) => ({ period: i + 1, aog: 1, mog: 0 })),
  },
});

export const privateClass: PrivateClassResponse = {
  data: { aog_joined: 21, mog_joined: 8, aog_attendees: 4 },
};

const BRANCHES = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, name: `Cabang ${i + 1}` }));

/** The statistics calls of the central dashboard and /statistic-member, recording queries. */
export const statisticsHandlers = (calls: string[] = []) => [
  http.get('/api/user/dashboard_v2', () => HttpResponse.json(summary)),
  http.get('/api/user/dashboard_v3', ({ request }) => {
    calls.push(request.url);
    return HttpResponse.json(monthSummary(new URL(request.url).searchParams.get('id_branch')));
  }),
  http.get('/api/user/grafik_aog_mog_perbulan', ({ request }) => {
    calls.push(request.url);
    const q = new URL(request.url).searchParams;
    return HttpResponse.json(chart(12, Number(q.get('year')), q.get('id_branch')));
  }),
  http.get('/api/user/grafik_aog_mog_perhari', ({ request }) => {
    calls.push(request.url);
    const q = new URL(request.url).searchParams;
    return HttpResponse.json(chart(30, Number(q.get('year')), q.get('id_branch')));
  }),
  http.get('/api/user/count_status_ppa_aog_mog', () => HttpResponse.json(privateClass)),
  http.get('/api/user/search_branch_active', ({ request }) => {
    calls.push(request.url);
    const q = new URL(request.url).searchParams;
    const keyword = (q.get('kata_kunci') ?? '').toLowerCase();
    const page = Number(q.get('page') ?? 1);
    const found = BRANCHES.filter((b) => b.name.toLowerCase().includes(keyword));
    const body: ActiveBranchResponse = {
      data: found.slice((page - 1) * 5, page * 5),
      current_page: page,
      per_page: 5,
      total: found.length,
      from: found.length ? (page - 1) * 5 + 1 : null,
      last_page: Math.max(1, Math.ceil(found.length / 5)),
    };
    return HttpResponse.json(body);
  }),
];
