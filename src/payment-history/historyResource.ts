import { lazy } from 'react';
import type { GetListParams } from 'react-admin';
import type { ReceiptDetail, ReceiptSummary } from '../../domain/api/receipts';
import type { ReceiptKind } from '../../domain/receipts';
import { receiptApi, RECEIPT_RESOURCES } from '../receipts/receiptKind';
import { filterValue, pagedList, segment, wrappedOne } from '../resources/pagedEndpoints';
import type { ViewsDeclaration } from '../resources/resourceTypes';

const views = {
  list: lazy(() => import('./HistoryList')),
  edit: lazy(() => import('./HistoryDetail')),
};

/**
 * /payment-history (CABANG): the branch's own registration receipts, paged by the server and
 * filtered by status and upload day; /payment-history/{id} (react-admin's edit route, at
 * SPEC.md's path) opens the read-only 'Detail Invoice' over the list. /payment-history-upgrade
 * is the same for upgrade receipts ('List Aog Mog').
 */
const historyResourceOf = (kind: ReceiptKind): ViewsDeclaration => ({
  name: RECEIPT_RESOURCES.history[kind],
  dialect: 'api',
  access: { list: 'receipts.branch', edit: 'receipts.branch' },
  endpoints: {
    getList: pagedList<ReceiptSummary>(
      () => `${receiptApi(kind).receipts}/search_by_branch`,
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
    getOne: wrappedOne<ReceiptDetail>((id) => `${receiptApi(kind).receipts}/${segment(id)}`),
  },
  views,
});

export const historyResource = historyResourceOf('registration');
export const upgradeHistoryResource = historyResourceOf('upgrade');
