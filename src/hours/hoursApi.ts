import type { OperatingHoursResponse } from '../../domain/api/hours';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';

/** One cache entry for the hours, shared by every screen that gates on them. */
export const HOURS_KEY = ['operating-hours'] as const;

export const hoursApi = {
  /** The hours, whether the server's clock is inside them, that clock, and the hours' text. */
  getOperatingHours: () =>
    requestJson<OperatingHoursResponse>(`${apiConfig.apiUrl}/user/time_open_closed`),
};

export type HoursApi = typeof hoursApi;
