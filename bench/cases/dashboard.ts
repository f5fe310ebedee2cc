import type { BenchCase } from '../types';

export const cases: BenchCase[] = [
  {
    name: 'Dashboard count today (central)',
    as: 'SBS',
    path: ({ today }) => `/api/user/dashboard/count?start_date=${today}&end_date=${today}`,
  },
  {
    name: 'Dashboard count today (branch)',
    as: 'CABANG',
    path: ({ today }) => `/api/user/dashboard/count_cabang?start_date=${today}&end_date=${today}`,
  },
];
