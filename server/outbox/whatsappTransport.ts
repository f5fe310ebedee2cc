import { toWhatsAppNumber } from '../../domain/phone';
import { isPermanentError } from '../../domain/whatsappDelivery';
import { PermanentFailure, type Transport } from './transports';

export interface WhatsAppCloudSettings {
  /** e.g. https://graph.facebook.com/v21.0 */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
}

/** Longer than this and the message's lease (60 s) could end while it is still being sent. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The API's own explanation of a refusal (`{error: {message, code}}`, else the raw text), as a
 * PermanentFailure when its code says no retry can change it.
 */
const refusal = (status: number, text: string): Error => {
  let detail = text.trim();
  let code: unknown;
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown; code?: unknown } };
    code = body.error?.code;
    if (typeof body.error?.message === 'string') {
      detail =
        code === undefined ? body.error.message : `${body.error.message} (code ${String(code)})`;
    }
  } catch {
    // Not JSON: keep the text as it came.
  }
  const message = `WhatsApp Cloud API ${status}${detail ? `: ${detail.slice(0, 500)}` : ''}`;
  return typeof code === 'number' && isPermanentError(code)
    ? new PermanentFailure(message)
    : new Error(message);
};

/** The id the API gives the accepted message (`messages[0].id`), which its receipts name. */
const acceptedId = (text: string): string | undefined => {
  try {
    const body = JSON.parse(text) as { messages?: { id?: unknown }[] };
    const id = body.messages?.[0]?.id;
    return typeof id === 'string' && id.length <= 128 ? id : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Sends a text message through the WhatsApp Cloud API. Any answer but 2xx, a timeout or a
 * network error throws, and the worker retries with backoff, except for a refusal the API
 * marks permanent (see domain/whatsappDelivery.ts).
 */
export const whatsappCloudTransport = (
  settings: WhatsAppCloudSettings,
  fetchImpl: typeof fetch = fetch,
): Transport => {
  const endpoint = `${settings.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    send: async (message) => {
      const to = toWhatsAppNumber(message.recipient);
      if (!to) throw new Error(`No WhatsApp number in "${message.recipient}"`);
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to,
          type: 'text',
          text: { body: message.body },
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) throw refusal(response.status, text);
      return { externalId: acceptedId(text) };
    },
  };
};
