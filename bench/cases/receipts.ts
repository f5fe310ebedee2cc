import type { BenchCase } from '../types';

/** The central receipt list, the reference the other lists are compared with. */
export const cases: BenchCase[] = [
  {
    name: 'SBS receipts, status 0, page 1',
    as: 'SBS',
    path: () => '/api/user/payment_receipt/search?status=0&page=1',
  },
];
