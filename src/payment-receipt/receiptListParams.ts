import { isReceiptStatus, type ReceiptStatus } from '../../domain/receipts';

/** The list's filter lives in the URL (`?status=0&page=2`), so a link or Back keeps it. */
export const ALL_STATUSES = 'all';

export interface ReceiptListParams {
  /** '' for every status. */
  status: ReceiptStatus | '';
  page: number;
}

/** Waiting receipts (status 0) unless the URL says otherwise (SPEC.md section 2). */
export const readListParams = (params: URLSearchParams): ReceiptListParams => {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: status === ALL_STATUSES ? '' : isReceiptStatus(status) ? status : '0',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
};

export const writeListParams = ({ status, page }: ReceiptListParams): string =>
  new URLSearchParams({ status: status || ALL_STATUSES, page: String(page) }).toString();
