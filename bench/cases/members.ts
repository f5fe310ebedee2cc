import { dayjs } from '../../domain/dates';
import type { BenchCase } from '../types';

const monthBefore = (today: string) => dayjs(today).subtract(30, 'day').format('YYYY-MM-DD');

/**
 * Member inquiry (prefix search over the lower(...) text_pattern_ops indexes) and the AOG/MOG
 * report: a 30-day list page and the whole 30-day xlsx, the issue's ≤ 3 s case.
 */
export const cases: BenchCase[] = [
  {
    name: 'SBS inquiry, name prefix "sit", page 1',
    as: 'SBS',
    path: () => '/api/user/sbs/search_register_aog_mog?nama_lengkap=sit&page=1',
  },
  {
    name: 'SBS inquiry, ID prefix "mog00012", page 1',
    as: 'SBS',
    path: () => '/api/user/sbs/search_register_aog_mog?no_id=mog00012&page=1',
  },
  {
    name: 'AOG/MOG list, last 30 days, all statuses, page 1',
    as: 'ESS',
    path: ({ today }) =>
      `/api/user/register_aog_mog/search_by_date_v2?start_date=${monthBefore(today)}&end_date=${today}&status=&page=1`,
  },
  {
    name: 'AOG/MOG xlsx, last 30 days, all statuses',
    as: 'ESS',
    // The goal is per download (≤ 3 s, ≤ 200 MB RSS); ten at once measure the machine.
    clients: [1],
    together: 3,
    path: ({ today }) =>
      `/api/user/register_aog_mog/export_excel?start_date=${monthBefore(today)}&end_date=${today}&status=`,
  },
];
