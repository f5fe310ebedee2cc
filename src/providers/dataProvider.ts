import type { DataProvider } from 'react-admin';
import { authApi } from '../auth/authApi';
import { dashboardApi } from '../dashboard/dashboardApi';
import { shellApi } from '../layout/shellApi';
import { paymentHistoryApi } from '../payment-history/paymentHistoryApi';
import { profileApi } from '../profile/profileApi';
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
  ...registrationListApi,
  ...paymentHistoryApi,
} satisfies DataProvider;

export type AppDataProvider = typeof dataProvider;
