import { lazyScreen } from '../common/lazyScreen';
import HistoryIcon from '@mui/icons-material/History';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { receiptResources } from '../receipts/receiptResources';
import type { FeatureDeclaration } from '../resources/featureTypes';
import { receiptReviewApi } from './receiptReviewApi';

/**
 * /payment-receipt (SBS): every branch's registration receipts of a status, paged by the
 * server; /payment-receipt/{id} opens 'Konfirmasi Pembayaran' over the list. The decision itself
 * is the custom `decideReceipt` call (it sends WhatsApp messages), not a resource update.
 * /payment-receipt-upgrade is the same review of upgrade receipts.
 */
export const paymentReceipt: FeatureDeclaration = {
  name: 'payment-receipt',
  resources: receiptResources({
    role: 'review',
    access: { list: 'receipts.list', edit: 'receipts.confirm' },
    search: 'search',
    filters: ['status'],
    views: {
      list: lazyScreen(() => import('./ReceiptList')),
      edit: lazyScreen(() => import('./ReceiptEdit')),
    },
  }),
  api: receiptReviewApi,
  menu: {
    payment: <PaymentsIcon />,
    paymentReceipt: <ReceiptLongIcon />,
    paymentReceiptUpgrade: <HistoryIcon />,
  },
};
