import type { BuildIdResponse } from '../../domain/api/common';
import type { AppSettingsResponse } from '../../domain/api/settings';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';

export const shellApi = {
  getSettings: () => requestJson<AppSettingsResponse>(`${apiConfig.apiUrl}/user/settings`),
  getBuildId: () =>
    requestJson<BuildIdResponse>(`${apiConfig.apiUrl}/build-id`, { anonymous: true }),
};

export type ShellApi = typeof shellApi;
