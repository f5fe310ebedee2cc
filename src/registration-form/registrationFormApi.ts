import type {
  FeesResponse,
  IdDropdownResponse,
  RegistrationCreateRequest,
  RegistrationResponse,
} from '../../domain/api/registrationForm';
import type { MemberLookupQuery, MemberLookupResponse } from '../../domain/api/duplicates';
import type { IdType } from '../../domain/ids';
import { apiConfig } from '../config';
import { requestJson } from '../providers/httpClient';

const base = `${apiConfig.apiUrl}/user/register_aog_mog`;

export const registrationFormApi = {
  createRegistration: (body: RegistrationCreateRequest) =>
    requestJson<RegistrationResponse>(base, { method: 'POST', body }),

  /** The caller's branch's free IDs of a type, searched by the typed text. */
  getIdDropdown: (query: { type: IdType; keyword: string; limit: number }) =>
    requestJson<IdDropdownResponse>(`${base}/generate-id/dropdown`, { query }),

  getRegistrationFees: () => requestJson<FeesResponse>(`${base}/fees`),

  /** Where a NIK, e-mail or WhatsApp number is already a member's (issue 17). */
  lookupMember: (query: MemberLookupQuery) =>
    requestJson<MemberLookupResponse>(`${base}/duplicates`, { query }),
};
