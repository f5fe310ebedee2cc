import type {
  AssignIdsRequest,
  AssignIdsResponse,
  GenerateIdsRequest,
  GenerateIdsResponse,
  IdListParams,
  IdListResponse,
} from '../../domain/api/ids';
import { apiConfig } from '../config';
import { requestJson } from '../providers/httpClient';

const BASE = `${apiConfig.apiUrl}/user/register_aog_mog/generate-id/request`;

export const idsApi = {
  /** Every ID, for central staff (/generate-id). */
  listIds: (params: IdListParams) =>
    requestJson<IdListResponse>(BASE, { query: { order_column: 'generate_id', ...params } }),

  /** The signed-in branch's own IDs (/id-aog-mog); the server decides the branch. */
  listBranchIds: (params: Omit<IdListParams, 'id_branch'>) =>
    requestJson<IdListResponse>(`${BASE}/branch`, {
      query: { order_column: 'generate_id', ...params },
    }),

  generateIds: (body: GenerateIdsRequest) =>
    requestJson<GenerateIdsResponse>(BASE, { method: 'POST', body }),

  assignIds: (body: AssignIdsRequest) =>
    requestJson<AssignIdsResponse>(BASE, { method: 'PATCH', body }),
};
