import type { PrivateClassResponse } from '../../domain/api/statistics';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';

/** 'Membership Joined PPA Private Class'. */
export const statisticsApi = {
  getPrivateClass: () =>
    requestJson<PrivateClassResponse>(`${apiConfig.apiUrl}/user/count_status_ppa_aog_mog`),
};

export type StatisticsApi = typeof statisticsApi;
