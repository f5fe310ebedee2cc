import { lazy } from 'react';
import type { GetListParams } from 'react-admin';
import type { ReceiptDetail, ReceiptSummary } from '../../domain/api/receipts';
import { apiConfig } from '../config';
import { filterValue, pagedList, segment, wrappedOne } from '../resources/pagedEndpoints';
import type { ViewsDeclaration } from '../resources/resourceTypes';

const base = () => `${apiConfig.apiUrl}/user/payment_receipt`;

/**
 * /payment-history (CABANG): the branch's own registration receipts, paged by the server and
 * filtered by status and upload day; /payment-history/{id} (react-admin's edit route, at
 * SPEC.md's path) opens the read-only 'Detail Invoice' over the list.
 */
export const historyResource: ViewsDeclaration = {
  name: 'payment-history',
  dialect: 'api',
  access: { list: 'receipts.branch', edit: 'receipts.branch' },
  endpoints: {
    getList: pagedList<ReceiptSummary>(
      () => `${base()}/search_by_branch`,
      ({ pagination, filter }: GetListParams) => {
        const { status, date } = filter as { status?: unknown; date?: unknown };
        return {
          page: pagination?.page ?? 1,
          status: filterValue(status),
          date: filterValue(date),
        };
      },
    ),
    // A branch account gets only its own branch's receipts (404 otherwise).
    getOne: wrappedOne<ReceiptDetail>((id) => `${base()}/${segment(id)}`),
  },
  views: {
    list: lazy(() => import('./HistoryList')),
    edit: lazy(() => import('./HistoryDetail')),
  },
};
