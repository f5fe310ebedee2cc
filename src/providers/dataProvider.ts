import type { DataProvider } from 'react-admin';
import { authApi } from '../auth/authApi';
import { branchApi } from '../branches/branchApi';
import { dashboardApi } from '../dashboard/dashboardApi';
import { hoursApi } from '../hours/hoursApi';
import { idsApi } from '../ids/idsApi';
import { shellApi } from '../layout/shellApi';
import { receiptReviewApi } from '../payment-receipt/receiptReviewApi';
import { profileApi } from '../profile/profileApi';
import { pushApi } from '../push/pushApi';
import { whatsappApi } from '../setting-wa/whatsappApi';
import { regionsApi } from '../regions/regionsApi';
import { registrationFormApi } from '../registration-form/registrationFormApi';
import { registrationListApi } from '../registration-list/registrationListApi';
import { targetsApi } from '../targets/targetsApi';
import { statisticsApi } from '../statistics/statisticsApi';
import { resourceDataProvider } from '../resources/resourceDataProvider';

/**
 * react-admin's standard methods go to each resource's dialect (resources/registry.ts); the
 * features add the calls that are not operations on a resource.
 */
export const dataProvider = {
  ...resourceDataProvider,
  ...authApi,
  ...profileApi,
  ...dashboardApi,
  ...shellApi,
  ...hoursApi,
  ...idsApi,
  ...branchApi,
  ...receiptReviewApi,
  ...whatsappApi,
  ...regionsApi,
  ...registrationFormApi,
  ...registrationListApi,
  ...targetsApi,
  ...statisticsApi,
  ...pushApi,
} satisfies DataProvider;

export type AppDataProvider = typeof dataProvider;
