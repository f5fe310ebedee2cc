import { lazyScreen } from '../common/lazyScreen';
import HistoryIcon from '@mui/icons-material/History';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { receiptResources } from '../receipts/receiptResources';
import type { FeatureDeclaration } from '../resources/featureTypes';

/**
 * /payment-history (CABANG): the branch's own registration receipts, paged by the server and
 * filtered by status and upload day; /payment-history/{id} (react-admin's edit route, at
 * the product's path) opens the read-only 'Detail Invoice' over the list. /payment-history-upgrade
 * is the same for upgrade receipts ('List Aog Mog').
 */
export const paymentHistory: FeatureDeclaration = {
  name: 'payment-history',
  resources: receiptResources({
    role: 'history',
    access: { list: 'receipts.branch', edit: 'receipts.branch' },
    search: 'search_by_branch',
    filters: ['status', 'date'],
    views: {
      list: lazyScreen(() => import('./HistoryList')),
      edit: lazyScreen(() => import('./HistoryDetail')),
    },
  }),
  menu: { paymentHistory: <ReceiptLongIcon />, paymentHistoryUpgrade: <HistoryIcon /> },
};
