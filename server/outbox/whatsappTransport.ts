import { toWhatsAppNumber } from '../../domain/phone';
import { parseTemplateKey, whatsappTemplateName } from '../../domain/templates';
import { isPermanentError } from '../../domain/whatsappDelivery';
import type { OutboxRow } from './repository';
import { AwaitingTemplate, PermanentFailure, type Transport } from './transports';

export interface WhatsAppCloudSettings {
  /** e.g. https://graph.facebook.com/v21.0 */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  /** With it, messages that have a template go as that approved template. */
  businessAccountId?: string;
}

/**
 * Whether a template may be used now: answers why not (in Indonesian, for the message log), or
 * null when it is approved.
 */
export type TemplateGate = (templateKey: string) => Promise<string | null>;

/** Longer than this and the message's lease (60 s) could end while it is still being sent. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The API's own explanation of a refusal (`{error: {message, code}}`, else the raw text), as a
 * PermanentFailure when its code says no retry can change it.
 */
export const refusal = (status: number, text: string): Error => {
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
 * What goes to the API: a template message (its name, Indonesian, the body parameters) when
 * templates are in use and the message has one; else the rendered text, which the API delivers
 * only within 24 hours of the recipient's last message.
 */
const contentOf = (message: OutboxRow, templates: boolean) => {
  const key = templates && message.templateKey ? parseTemplateKey(message.templateKey) : undefined;
  if (!key) return { type: 'text', text: { body: message.body } };
  const parameters = (message.templateParams ?? []).map((text) => ({ type: 'text', text }));
  return {
    type: 'template',
    template: {
      name: whatsappTemplateName(key),
      language: { code: 'id' },
      ...(parameters.length && { components: [{ type: 'body', parameters }] }),
    },
  };
};

/**
 * Sends a message through the WhatsApp Cloud API. Any answer but 2xx, a timeout or a network
 * error throws, and the worker retries with backoff, except for a refusal the API marks
 * permanent (see domain/whatsappDelivery.ts). A message whose template `gate` does not pass is
 * not sent: AwaitingTemplate.
 */
export const whatsappCloudTransport = (
  settings: WhatsAppCloudSettings,
  gate: TemplateGate,
  fetchImpl: typeof fetch = fetch,
): Transport => {
  const templates = Boolean(settings.businessAccountId);
  const endpoint = `${settings.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    send: async (message) => {
      const to = toWhatsAppNumber(message.recipient);
      if (!to) throw new Error(`No WhatsApp number in "${message.recipient}"`);
      if (templates && message.templateKey) {
        const waiting = await gate(message.templateKey);
        if (waiting) throw new AwaitingTemplate(waiting);
      }
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to,
          ...contentOf(message, templates),
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) throw refusal(response.status, text);
      return { externalId: acceptedId(text) };
    },
  };
};
