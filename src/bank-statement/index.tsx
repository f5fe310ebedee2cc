import { lazy } from 'react';
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
      views: { list: lazy(() => import('./BankStatementList')) },
    },
  ],
  api: bankStatementApi,
  menu: { bankStatement: <AccountBalanceIcon /> },
};
