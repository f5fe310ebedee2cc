import { ANCHORED_FROM_OFFSET } from '../../server/db/keptTotals';
import type { BenchCase } from '../types';

/**
 * Issue 15: every list, the dropdown, the public village search and a year of the dashboard, each
 * with the SQL of the same page (the ids off the index, then the rows) for the ratio API / raw.
 */

const RECEIPTS = '/api/user/payment_receipt/search';
const UPGRADE_RECEIPTS = '/api/user/upgrade_payment_receipt/search';
const IDS = '/api/user/register_aog_mog/generate-id/request';

/**
 * A deep page starts from the kept bucket holding its first row, as `pageStart` finds it:
 * the bucket, and how many of its rows come before the page (`offset` is the page's offset).
 */
const anchorSql = (buckets: string, order: 'asc' | 'desc', offset: string) =>
  `with anchor as (select bucket, ${offset} - (through - n) as skip
     from (select bucket, n, sum(n) over (order by bucket ${order}) as through
             from (${buckets}) b) s
    where through > ${offset} order by bucket ${order} limit 1)`;

/** A page of receipts of a kind, newest first, as `receipts/repository.ts` reads it. */
const receiptSql = (kind: 'registration' | 'upgrade', page: number) => {
  const offset = (page - 1) * 10;
  const deep = offset >= ANCHORED_FROM_OFFSET;
  const days = `select day as bucket, sum(n)::int as n
                  from receipt_upload_days where kind = $1 group by day`;
  return {
    text: `${deep ? anchorSql(days, 'desc', '$2') : ''}
           select r.*, b.name from (select id from payment_receipts where kind = $1
             ${deep ? `and created_at < (select (bucket + 1)::timestamp at time zone 'Asia/Jakarta' from anchor)` : ''}
             order by created_at desc, id desc
             limit 10 offset ${deep ? '(select skip from anchor)' : '$2'}) p
           join payment_receipts r on r.id = p.id join branches b on b.id = r.branch_id
           order by r.created_at desc, r.id desc`,
    values: [kind, offset],
  };
};

/** A page of 50 IDs in ID order, as `ids/repository.ts` reads it. */
const idSql = (page: number) => {
  const offset = (page - 1) * 50;
  const deep = offset >= ANCHORED_FROM_OFFSET;
  const blocks = 'select block as bucket, sum(n)::int as n from generated_id_blocks group by block';
  return {
    text: `${deep ? anchorSql(blocks, 'asc', '$1') : ''}
           select g.*, b.name from (select generate_id from generated_ids
             ${deep ? `where generate_id >= (select bucket || '0000' from anchor)` : ''}
             order by generate_id
             limit 50 offset ${deep ? '(select skip from anchor)' : '$1'}) p
           join generated_ids g on g.generate_id = p.generate_id
           left join branches b on b.id = g.branch_id order by g.generate_id`,
    values: [offset],
  };
};

export const cases: BenchCase[] = [
  {
    name: 'SBS receipts, all statuses, page 1',
    as: 'SBS',
    path: () => `${RECEIPTS}?page=1`,
    sql: () => receiptSql('registration', 1),
  },
  {
    name: 'SBS receipts, all statuses, page 20,000',
    as: 'SBS',
    path: () => `${RECEIPTS}?page=20000`,
    sql: () => receiptSql('registration', 20_000),
  },
  {
    name: 'SBS upgrade receipts, all statuses, page 1',
    as: 'SBS',
    path: () => `${UPGRADE_RECEIPTS}?page=1`,
    sql: () => receiptSql('upgrade', 1),
  },
  {
    name: 'SBS ID list, page 1',
    as: 'SBS',
    path: () => `${IDS}?page=1`,
    sql: () => idSql(1),
  },
  {
    name: 'SBS ID list, page 5,000',
    as: 'SBS',
    path: () => `${IDS}?page=5000`,
    sql: () => idSql(5_000),
  },
  {
    name: 'CABANG ID dropdown',
    as: 'CABANG',
    path: () => '/api/user/register_aog_mog/generate-id/dropdown?type=mog',
    sql: ({ branchId }) => ({
      text: `select generate_id, type from generated_ids
             where branch_id = $1 and type = 'mog' and taken_at is null
             order by generate_id limit 50`,
      values: [branchId],
    }),
  },
  {
    name: 'SBS member search by name prefix',
    as: 'SBS',
    path: () => '/api/user/sbs/search_register_aog_mog?nama_lengkap=sit',
    sql: () => ({
      text: `select count(*) from register_aog_mog where lower(nama_lengkap) like 'sit%'`,
    }),
  },
  {
    name: 'Village search without a district (public)',
    as: 'public',
    path: () => '/api/general/villages/search?kata_kunci=sari',
    sql: () => ({
      text: `select id, name from villages where lower(name) like 'sari%'
             order by case when lower(name) = 'sari' then 0 else 1 end, name, id limit 200`,
    }),
  },
  {
    name: 'Dashboard count, one year (central)',
    as: 'SBS',
    path: ({ year }) => `/api/user/dashboard/count?start_date=${year}-01-01&end_date=${year}-12-31`,
    sql: ({ year }) => ({
      text: `select kind, status, sum(n) from receipt_stats_daily
             where day between $1 and $2 group by kind, status`,
      values: [`${year}-01-01`, `${year}-12-31`],
    }),
  },
];
