import type { MessageResponse, ResetPasswordRequest } from '../../domain/api/auth';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';

/** Calls of the public screens, spread into the dataProvider. */
export const authApi = {
  resetPassword: (email: string) =>
    requestJson<MessageResponse>(`${apiConfig.apiUrl}/reset_password`, {
      method: 'POST',
      body: { email, env: 'registrasi' } satisfies ResetPasswordRequest,
      anonymous: true,
    }),
};
