import type { BranchSearchResponse } from '../../domain/api/branches';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';

export const branchApi = {
  /** Active branches whose name holds the text, for the central screens' branch pickers. */
  searchBranches: (kataKunci: string, page = 1) =>
    requestJson<BranchSearchResponse>(`${apiConfig.apiUrl}/user/branch/search`, {
      query: { kata_kunci: kataKunci, page },
    }),
};

export type BranchApi = typeof branchApi;
