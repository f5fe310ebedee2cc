import type { PushSettingsResponse, PushSubscriptionRequest } from '../../domain/api/push';
import type { PushPreferences } from '../../domain/push';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';

const settingsUrl = () => `${apiConfig.apiUrl}/user/push_settings`;
const subscriptionUrl = () => `${apiConfig.apiUrl}/user/push_subscription`;

/** /api/user/push_settings and /api/user/push_subscription (docs/openapi.yaml, issue 12). */
export const pushApi = {
  getPushSettings: () => requestJson<PushSettingsResponse>(settingsUrl()),

  putPushSettings: (preferences: PushPreferences) =>
    requestJson<PushSettingsResponse>(settingsUrl(), { method: 'PUT', body: preferences }),

  savePushSubscription: (subscription: PushSubscriptionRequest) =>
    requestJson<{ data: { endpoint: string } }>(subscriptionUrl(), {
      method: 'POST',
      body: subscription,
    }),

  deletePushSubscription: (endpoint: string) =>
    requestJson<{ data: { removed: number } }>(subscriptionUrl(), {
      method: 'DELETE',
      body: { endpoint },
    }),
};

export type PushApi = typeof pushApi;
