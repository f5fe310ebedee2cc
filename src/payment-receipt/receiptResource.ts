import { lazy } from 'react';
import type { GetListParams } from 'react-admin';
import type { ReceiptDetail, ReceiptSummary } from '../../domain/api/receipts';
import type { ReceiptKind } from '../../domain/receipts';
import { receiptApi, RECEIPT_RESOURCES } from '../receipts/receiptKind';
import { filterValue, pagedList, segment, wrappedOne } from '../resources/pagedEndpoints';
import type { ViewsDeclaration } from '../resources/resourceTypes';

const views = {
  list: lazy(() => import('./ReceiptList')),
  edit: lazy(() => import('./ReceiptEdit')),
};

/**
 * /payment-receipt (SBS): every branch's registration receipts of a status, paged by the
 * server; /payment-receipt/{id} opens 'Konfirmasi Pembayaran' over the list. The decision itself
 * is the custom `decideReceipt` call (it sends WhatsApp messages), not a resource update.
 * /payment-receipt-upgrade is the same review of upgrade receipts.
 */
const receiptResourceOf = (kind: ReceiptKind): ViewsDeclaration => ({
  name: RECEIPT_RESOURCES.review[kind],
  dialect: 'api',
  access: { list: 'receipts.list', edit: 'receipts.confirm' },
  endpoints: {
    getList: pagedList<ReceiptSummary>(
      () => `${receiptApi(kind).receipts}/search`,
      ({ pagination, filter }: GetListParams) => ({
        page: pagination?.page ?? 1,
        status: filterValue((filter as { status?: unknown }).status),
      }),
    ),
    getOne: wrappedOne<ReceiptDetail>((id) => `${receiptApi(kind).receipts}/${segment(id)}`),
  },
  views,
});

export const receiptResource = receiptResourceOf('registration');
export const upgradeReceiptResource = receiptResourceOf('upgrade');
