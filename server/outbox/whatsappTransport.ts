import { toWhatsAppNumber } from '../../domain/phone';
import type { Transport } from './transports';

export interface WhatsAppCloudSettings {
  /** e.g. https://graph.facebook.com/v21.0 */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
}

/** Longer than this and the message's lease (60 s) could end while it is still being sent. */
const REQUEST_TIMEOUT_MS = 15_000;

/** The API's own explanation of a refusal: `{error: {message, code}}`, else the raw text. */
const errorText = (status: number, text: string): string => {
  let detail = text.trim();
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown; code?: unknown } };
    if (typeof body.error?.message === 'string') {
      detail =
        body.error.code === undefined
          ? body.error.message
          : `${body.error.message} (code ${String(body.error.code)})`;
    }
  } catch {
    // Not JSON: keep the text as it came.
  }
  return `WhatsApp Cloud API ${status}${detail ? `: ${detail.slice(0, 500)}` : ''}`;
};

/**
 * Sends a text message through the WhatsApp Cloud API. Any answer but 2xx, a timeout or a
 * network error throws, and the worker retries with backoff.
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
      if (!response.ok) throw new Error(errorText(response.status, await response.text()));
    },
  };
};
