import { WA_TEMPLATE_STATUSES, type WaTemplateStatus } from '../../domain/templates';
import { refusal, type WhatsAppCloudSettings } from '../outbox/whatsappTransport';

/** A template as this server submits it: UTILITY, Indonesian, one body with its examples. */
export interface TemplateSubmission {
  name: string;
  /** The body with `{{1}}`, `{{2}}`…. */
  text: string;
  /** A value for each parameter, in order (Meta requires them for review). */
  examples: string[];
  /** Its id on the account when it was submitted before: then it is edited. */
  templateId: string | null;
}

const REQUEST_TIMEOUT_MS = 15_000;

const statusOf = (value: unknown): WaTemplateStatus =>
  (WA_TEMPLATE_STATUSES as readonly unknown[]).includes(value)
    ? (value as WaTemplateStatus)
    : 'PENDING';

/**
 * The Graph API's message template calls: create (`POST /{WABA_ID}/message_templates`), find by
 * name (`GET` the same, `?name=`) and edit (`POST /{template_id}`, which puts it back in review).
 */
export const graphTemplates = (settings: WhatsAppCloudSettings & { businessAccountId: string }) => {
  const base = settings.apiUrl.replace(/\/+$/, '');
  const call = async (path: string, init: { method: string; body?: unknown }) => {
    const response = await fetch(`${base}/${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${settings.token}`,
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw refusal(response.status, text);
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  const account = encodeURIComponent(settings.businessAccountId);
  const components = (submission: TemplateSubmission) => [
    {
      type: 'BODY',
      text: submission.text,
      ...(submission.examples.length && { example: { body_text: [submission.examples] } }),
    },
  ];

  const edit = async (templateId: string, submission: TemplateSubmission) => {
    await call(encodeURIComponent(templateId), {
      method: 'POST',
      body: { category: 'UTILITY', components: components(submission) },
    });
    return { templateId, status: 'PENDING' as const };
  };

  /** The id of the account's template of this name in Indonesian, if there is one. */
  const findId = async (name: string): Promise<string | undefined> => {
    const answer = await call(
      `${account}/message_templates?name=${encodeURIComponent(name)}&fields=id,name,language,status`,
      { method: 'GET' },
    );
    const found = (Array.isArray(answer.data) ? answer.data : []).find(
      (t: { name?: unknown; language?: unknown }) => t.name === name && t.language === 'id',
    ) as { id?: unknown } | undefined;
    return typeof found?.id === 'string' ? found.id : undefined;
  };

  return {
    /**
     * Creates the template, or edits it when it exists (by the id kept, or by its name when the
     * id was lost); answers its id and status.
     */
    submit: async (
      submission: TemplateSubmission,
    ): Promise<{ templateId: string; status: WaTemplateStatus }> => {
      if (submission.templateId) return edit(submission.templateId, submission);
      try {
        const created = await call(`${account}/message_templates`, {
          method: 'POST',
          body: {
            name: submission.name,
            language: 'id',
            category: 'UTILITY',
            components: components(submission),
          },
        });
        if (typeof created.id !== 'string') throw new Error('WhatsApp Cloud API: no template id');
        return { templateId: created.id, status: statusOf(created.status) };
      } catch (error) {
        const existing = await findId(submission.name).catch(() => undefined);
        if (!existing) throw error;
        return edit(existing, submission);
      }
    },
  };
};
