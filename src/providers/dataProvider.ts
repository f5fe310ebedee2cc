import type { DataProvider } from 'react-admin';
import { authApi } from '../auth/authApi';
import { branchApi } from '../branches/branchApi';
import { dashboardApi } from '../dashboard/dashboardApi';
import { hoursApi } from '../hours/hoursApi';
import { idsApi } from '../ids/idsApi';
import { shellApi } from '../layout/shellApi';
import { receiptReviewApi } from '../payment-receipt/receiptReviewApi';
import { profileApi } from '../profile/profileApi';
import { receiptsApi } from '../receipts/receiptsApi';
import { whatsappApi } from '../setting-wa/whatsappApi';
import { regionsApi } from '../regions/regionsApi';
import { registrationFormApi } from '../registration-form/registrationFormApi';
import { paymentHistoryApi } from '../payment-history/paymentHistoryApi';
import { registrationListApi } from '../registration-list/registrationListApi';

const unsupported = (method: string) => (resource: string) =>
  Promise.reject(new Error(`${method} is not available for ${resource}`));

/**
 * react-admin's standard methods, for the resources that use them; each feature adds its
 * resources and its own calls below.
 */
const baseDataProvider: DataProvider = {
  getList: unsupported('getList'),
  getOne: unsupported('getOne'),
  getMany: unsupported('getMany'),
  getManyReference: unsupported('getManyReference'),
  create: unsupported('create'),
  update: unsupported('update'),
  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),
};

export const dataProvider = {
  ...baseDataProvider,
  ...authApi,
  ...profileApi,
  ...dashboardApi,
  ...shellApi,
  ...hoursApi,
  ...idsApi,
  ...branchApi,
  ...receiptsApi,
  ...receiptReviewApi,
  ...whatsappApi,
  ...regionsApi,
  ...registrationFormApi,
  ...registrationListApi,
  ...paymentHistoryApi,
} satisfies DataProvider;

export type AppDataProvider = typeof dataProvider;
