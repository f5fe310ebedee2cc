import type { BenchCase } from '../types';

/** The central receipt list, the reference the other lists are compared with. */
export const cases: BenchCase[] = [
  {
    name: 'SBS receipts, status 0, page 1',
    as: 'SBS',
    path: () => '/api/user/payment_receipt/search?status=0&page=1',
    sql: () => ({
      text: `select * from payment_receipts
              where kind = 'registration' and status = '0'
              order by created_at desc, id desc limit 10`,
    }),
  },
];
