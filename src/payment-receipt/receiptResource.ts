import { lazy } from 'react';
import type { GetListParams } from 'react-admin';
import type { ReceiptDetail, ReceiptSummary } from '../../domain/api/receipts';
import { apiConfig } from '../config';
import { filterValue, pagedList, segment, wrappedOne } from '../resources/pagedEndpoints';
import type { ViewsDeclaration } from '../resources/resourceTypes';

const base = () => `${apiConfig.apiUrl}/user/payment_receipt`;

/**
 * /payment-receipt (SBS): every branch's registration receipts of a status, paged by the
 * server; /payment-receipt/{id} opens 'Konfirmasi Pembayaran' over the list. The decision itself
 * is the custom `decideReceipt` call (it sends WhatsApp messages), not a resource update.
 */
export const receiptResource: ViewsDeclaration = {
  name: 'payment-receipt',
  dialect: 'api',
  access: { list: 'receipts.list', edit: 'receipts.confirm' },
  endpoints: {
    getList: pagedList<ReceiptSummary>(
      () => `${base()}/search`,
      ({ pagination, filter }: GetListParams) => ({
        page: pagination?.page ?? 1,
        status: filterValue((filter as { status?: unknown }).status),
      }),
    ),
    getOne: wrappedOne<ReceiptDetail>((id) => `${base()}/${segment(id)}`),
  },
  views: {
    list: lazy(() => import('./ReceiptList')),
    edit: lazy(() => import('./ReceiptEdit')),
  },
};
