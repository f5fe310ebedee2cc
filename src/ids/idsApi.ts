import type {
  AssignIdsRequest,
  AssignIdsResponse,
  GenerateIdsRequest,
  GenerateIdsResponse,
} from '../../domain/api/ids';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';

const BASE = `${apiConfig.apiUrl}/user/register_aog_mog/generate-id/request`;

/** The ID calls that are not reads of the ID lists (those are the resources of idResources.ts). */
export const idsApi = {
  generateIds: (body: GenerateIdsRequest) =>
    requestJson<GenerateIdsResponse>(BASE, { method: 'POST', body }),

  assignIds: (body: AssignIdsRequest) =>
    requestJson<AssignIdsResponse>(BASE, { method: 'PATCH', body }),
};

export type IdsApi = typeof idsApi;
