import type { BenchCase } from '../types';

/** The branch's registration list (issue 15), paged by the server since: its first page. */
export const cases: BenchCase[] = [
  {
    name: 'CABANG registration list, page 1',
    as: 'CABANG',
    path: () => '/api/user/register_aog_mog/index?page=1&per_page=5',
    sql: ({ branchId }) => ({
      text: `select id, created_at, nama_lengkap, jenis_pendaftaran, no_id, cabang_pembina,
                    nama_pereferal, apakah_sudah_mengikuti_private_class, biaya_total
               from register_aog_mog
              where branch_id = $1 and receipt_id is null
              order by created_at desc, id desc limit 5`,
      values: [branchId],
    }),
  },
];
