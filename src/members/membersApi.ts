import type { FeesResponse, IdDropdownResponse } from '../../domain/api/registrationForm';
import type { IdType } from '../../domain/ids';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';

const base = `${apiConfig.apiUrl}/user/register_aog_mog`;

/** What the member form asks whichever screen it is on (registration or upgrade). */
export const membersApi = {
  /** The caller's branch's free IDs of a type, searched by the typed text. */
  getIdDropdown: (query: { type: IdType; keyword: string; limit: number }) =>
    requestJson<IdDropdownResponse>(`${base}/generate-id/dropdown`, { query }),

  getRegistrationFees: () => requestJson<FeesResponse>(`${base}/fees`),
};

export type MembersApi = typeof membersApi;
