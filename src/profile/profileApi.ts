import type {
  ChangePasswordRequest,
  MessageResponse,
  ProfileResponse,
  ProfileUpdateRequest,
} from '../../domain/api/auth';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';
import { updateSessionAdmin } from '../providers/session';

export const profileApi = {
  getProfile: () => requestJson<ProfileResponse>(`${apiConfig.apiUrl}/user/profile`),

  updateProfile: async (body: ProfileUpdateRequest) => {
    const response = await requestJson<ProfileResponse>(`${apiConfig.apiUrl}/user/profile`, {
      method: 'PATCH',
      body,
    });
    // The app bar reads the name and picture from the session.
    updateSessionAdmin(response.data);
    return response;
  },

  changePassword: (body: ChangePasswordRequest) =>
    requestJson<MessageResponse>(`${apiConfig.apiUrl}/user/profile/change_password`, {
      method: 'POST',
      body,
    }),
};

export type ProfileApi = typeof profileApi;
