import { isIsoDay } from '../../domain/dates';
import { isReceiptStatus, RECEIPT_STATUS, type ReceiptStatus } from '../../domain/receipts';

/** The list's filter, kept in the address so a detail link and 'back' keep it. */
export interface HistoryFilter {
  /** '' shows every status ('Lihat Semua'). */
  status: ReceiptStatus | '';
  page: number;
  /** Upload day 'YYYY-MM-DD', or ''. */
  date: string;
}

const ALL = 'all';

/** Waiting receipts first, as SPEC.md has it: an absent status means '0'. */
export const readFilter = (params: URLSearchParams): HistoryFilter => {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const date = params.get('date') ?? '';
  return {
    status: status === ALL ? '' : isReceiptStatus(status) ? status : RECEIPT_STATUS.waiting,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    date: isIsoDay(date) ? date : '',
  };
};

export const filterSearch = (filter: HistoryFilter): URLSearchParams => {
  const params = new URLSearchParams();
  if (filter.status !== RECEIPT_STATUS.waiting) params.set('status', filter.status || ALL);
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.date) params.set('date', filter.date);
  return params;
};
