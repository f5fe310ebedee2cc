import type { TargetResponse, TargetSaveRequest } from '../../domain/api/targets';
import type { TargetKind } from '../../domain/targets';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';

const base = (kind: TargetKind) =>
  `${apiConfig.apiUrl}/user/${kind === 'registration' ? 'target' : 'target_upgrade'}`;

/** A year's monthly targets, registration or upgrade. */
export const targetsApi = {
  getTargets: (kind: TargetKind, year: number) =>
    requestJson<TargetResponse>(`${base(kind)}/aktif`, { query: { name: year } }),

  saveTargets: (kind: TargetKind, body: TargetSaveRequest) =>
    requestJson<TargetResponse>(base(kind), { method: 'POST', body }),
};

export type TargetsApi = typeof targetsApi;
