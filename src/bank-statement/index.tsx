import { lazy, Suspense, type ComponentProps } from 'react';
import { lazyScreen } from '../common/lazyScreen';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { FeatureDeclaration } from '../resources/featureTypes';
import { bankLines, bankStatementApi } from './bankStatementApi';

/**
 * /bank-statement (SBS): 'Rekonsiliasi Bank', the organisation's bank statement imported and its
 * credit lines matched to the waiting receipts (issue 32). The import, the links and the bulk
 * confirmation are calls of their own; the lines are the resource.
 */
export const bankStatement: FeatureDeclaration = {
  name: 'bank-statement',
  resources: [
    {
      name: 'bank-statement',
      dialect: 'api',
      access: { list: 'bank.reconcile' },
      endpoints: { getList: bankLines },
      views: { list: lazyScreen(() => import('./BankStatementList')) },
    },
  ],
  api: bankStatementApi,
  menu: { bankStatement: <AccountBalanceIcon /> },
};

// What other features show of the reconciliation, loaded with the screen that shows it: the
// registry imports this file on the first load.
const SummaryCard = lazy(() =>
  import('./BankSummaryCard').then((module) => ({ default: module.BankSummaryCard })),
);
const MatchedLine = lazy(() =>
  import('./ReceiptBankLine').then((module) => ({ default: module.ReceiptBankLine })),
);

/** The dashboard's 'Rekonsiliasi bank' card (SBS). */
export const BankSummaryCard = () => (
  <Suspense fallback={null}>
    <SummaryCard />
  </Suspense>
);

/** The statement line matched to a receipt, in 'Konfirmasi Pembayaran'. */
export const ReceiptBankLine = (props: ComponentProps<typeof MatchedLine>) => (
  <Suspense fallback={null}>
    <MatchedLine {...props} />
  </Suspense>
);
