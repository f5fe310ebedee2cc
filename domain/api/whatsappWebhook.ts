import { object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';

const E = appMessages.errors;

const hubField = () => string().required(E.badRequest).max(200, E.badRequest);

/**
 * GET /api/webhooks/whatsapp: Meta's check when the webhook is registered. Answered with the
 * challenge as text when the mode is `subscribe` and the token is ours.
 */
export const webhookVerifyQuery = object({
  'hub.mode': hubField(),
  'hub.verify_token': hubField(),
  'hub.challenge': hubField().matches(/^[\x21-\x7e]+$/, E.badRequest),
});
export type WebhookVerifyQuery = InferType<typeof webhookVerifyQuery>;

/** POST /api/webhooks/whatsapp: what is answered to an accepted call. */
export interface WebhookReceived {
  /** How many status reports and template reviews changed something (repeats and late ones do not). */
  recorded: number;
}
