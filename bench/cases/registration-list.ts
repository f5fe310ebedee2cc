import type { BenchCase } from '../types';

/** The branch's registration list (issue 15), paged by the server since: its first page. */
export const cases: BenchCase[] = [
  {
    name: 'CABANG registration list, page 1',
    as: 'CABANG',
    path: () => '/api/user/register_aog_mog/index?page=1&per_page=5',
  },
];
