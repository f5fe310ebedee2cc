import type {
  RegistrationCreateRequest,
  RegistrationResponse,
} from '../../domain/api/registrationForm';
import type { MemberLookupQuery, MemberLookupResponse } from '../../domain/api/duplicates';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';

const base = `${apiConfig.apiUrl}/user/register_aog_mog`;

export const registrationFormApi = {
  createRegistration: (body: RegistrationCreateRequest) =>
    requestJson<RegistrationResponse>(base, { method: 'POST', body }),

  /** Where a NIK, e-mail or WhatsApp number is already a member's (issue 17). */
  lookupMember: (query: MemberLookupQuery) =>
    requestJson<MemberLookupResponse>(`${base}/duplicates`, { query }),
};

export type RegistrationFormApi = typeof registrationFormApi;
