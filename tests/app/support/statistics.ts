import { http, HttpResponse } from 'msw';
import type {
  ActiveBranchResponse,
  DashboardSummaryResponse,
  FeeBlocks,
  MonthSummaryResponse,
  PerDayChartResponse,
  PerMonthChartResponse,
  PrivateClassResponse,
  Progress,
  TargetBlock,
} from '../../../domain/api/statistics';

const of = (count: number, target: number, percentage: number): Progress => ({
  count,
  target,
  percentage,
});

/** The month's figures; the year's are ten times as many, with the same percentages. */
const block = (scale: number): TargetBlock => ({
  daftar_aog: of(30 * scale, 40 * scale, 75),
  daftar_mog: of(150 * scale, 100 * scale, 150),
  upgrade_aog: of(5 * scale, 0, 0),
  upgrade_mog: of(1 * scale, 3 * scale, 33.33),
});

const fees: FeeBlocks = {
  biaya_daftar: [{ biaya_daftar_aog: 29_000_000, biaya_daftar_mog: 4_200_000 }],
  biaya_upgrade: [{ biaya_aog_upgrade: 2_655_000, biaya_mog_upgrade: 0 }],
};

export const summary: DashboardSummaryResponse = {
  data: {
    total_branch: 12,
    total_aog: 345,
    total_mog: 6789,
    top_branch: [
      { id_branch: 1, nama_branch: 'Cabang Jakarta', AOG: 40, MOG: 50, jumlah: 90 },
      { id_branch: 2, nama_branch: 'Cabang Bandung', AOG: 10, MOG: 20, jumlah: 30 },
    ],
    ...fees,
    target_year_to_date: block(10),
    target_month_to_date: block(1),
    year: 2026,
    month: 11,
    id_branch: null,
  },
};

export const monthSummary = (idBranch: string | null): MonthSummaryResponse => ({
  data: {
    month: '2026-11',
    id_branch: idBranch ? Number(idBranch) : null,
    ...fees,
    top_branch: {
      data: idBranch
        ? [{ id_branch: 2, nama_branch: 'Cabang Bandung', AOG: 1, MOG: 2, jumlah: 3 }]
        : [
            { id_branch: 1, nama_branch: 'Cabang Jakarta', AOG: 4, MOG: 5, jumlah: 9 },
            { id_branch: 2, nama_branch: 'Cabang Bandung', AOG: 1, MOG: 2, jumlah: 3 },
          ],
      current_page: 1,
      per_page: 10,
      total: idBranch ? 1 : 2,
      from: 1,
      last_page: 1,
    },
  },
});

const counts = (i: number) => ({
  daftar_aog: i,
  daftar_mog: 2 * i,
  upgrade_aog: 1,
  upgrade_mog: 0,
});

const perMonth = (year: number, idBranch: string | null): PerMonthChartResponse => ({
  data: Array.from({ length: 12 }, (_, i) => ({ bulan: i + 1, ...counts(i) })),
  year,
  id_branch: idBranch ? Number(idBranch) : null,
});

const perDay = (year: number, month: number, idBranch: string | null): PerDayChartResponse => ({
  data: Array.from({ length: 30 }, (_, i) => ({ tanggal: i + 1, ...counts(i) })),
  year,
  month,
  id_branch: idBranch ? Number(idBranch) : null,
});

export const privateClass: PrivateClassResponse = {
  data: { aog_sudah_ppa: 21, mog_sudah_ppa: 8, aog_akan_ppa: 4 },
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
    return HttpResponse.json(perMonth(Number(q.get('year')), q.get('id_branch')));
  }),
  http.get('/api/user/grafik_aog_mog_perhari', ({ request }) => {
    calls.push(request.url);
    const q = new URL(request.url).searchParams;
    return HttpResponse.json(
      perDay(Number(q.get('year')), Number(q.get('month')), q.get('id_branch')),
    );
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
