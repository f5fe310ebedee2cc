import { boolean, object, string, type InferType } from 'yup';
import type { PushPreferences } from '../push';

/** What the service worker receives and shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** The app path a click opens. */
  url: string;
}

const base64url = (max: number) =>
  string()
    .required()
    .max(max)
    .matches(/^[A-Za-z0-9_-]+=*$/, 'base64url');

/** POST /api/user/push_subscription: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = object({
  endpoint: string()
    .required()
    .max(1000)
    .matches(/^https:\/\/[^\s]+$/, 'https URL'),
  keys: object({ p256dh: base64url(120), auth: base64url(40) }).required(),
});
export type PushSubscriptionRequest = InferType<typeof pushSubscriptionSchema>;

/** DELETE /api/user/push_subscription. */
export const pushUnsubscribeSchema = object({
  endpoint: string().required().max(1000),
});

/** PUT /api/user/push_settings. */
export const pushPreferencesSchema = object({
  proofWaiting: boolean().strict().required(),
  receiptDecided: boolean().strict().required(),
  idsAssigned: boolean().strict().required(),
});

/** GET /api/user/push_settings. */
export interface PushSettingsResponse {
  data: { publicKey: string; preferences: PushPreferences };
}
