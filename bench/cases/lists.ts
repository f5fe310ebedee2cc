import type { BenchCase } from '../types';

/**
 * Issue 15: every list, the dropdown, the public village search and a year of the dashboard.
 */

const RECEIPTS = '/api/user/payment_receipt/search';
const UPGRADE_RECEIPTS = '/api/user/upgrade_payment_receipt/search';
const IDS = '/api/user/register_aog_mog/generate-id/request';

export const cases: BenchCase[] = [
  {
    name: 'SBS receipts, all statuses, page 1',
    as: 'SBS',
    path: () => `${RECEIPTS}?page=1`,
  },
  {
    name: 'SBS receipts, all statuses, page 20,000',
    as: 'SBS',
    path: () => `${RECEIPTS}?page=20000`,
  },
  {
    name: 'SBS upgrade receipts, all statuses, page 1',
    as: 'SBS',
    path: () => `${UPGRADE_RECEIPTS}?page=1`,
  },
  {
    name: 'SBS ID list, page 1',
    as: 'SBS',
    path: () => `${IDS}?page=1`,
  },
  {
    name: 'SBS ID list, page 5,000',
    as: 'SBS',
    path: () => `${IDS}?page=5000`,
  },
  {
    name: 'CABANG ID dropdown',
    as: 'CABANG',
    path: () => '/api/user/register_aog_mog/generate-id/dropdown?type=mog',
  },
  {
    name: 'SBS member search by name prefix',
    as: 'SBS',
    path: () => '/api/user/sbs/search_register_aog_mog?nama_lengkap=sit',
  },
  {
    name: 'Village search without a district (public)',
    as: 'public',
    path: () => '/api/general/villages/search?kata_kunci=sari',
  },
  {
    name: 'Dashboard count, one year (central)',
    as: 'SBS',
    path: ({ year }) => `/api/user/dashboard/count?start_date=${year}-01-01&end_date=${year}-12-31`,
  },
];
