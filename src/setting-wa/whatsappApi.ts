import type {
  OutboxMessageResponse,
  TemplateKeyQuery,
  TemplateSaveRequest,
  WaTemplateResponse,
  WaTemplateSaveResponse,
} from '../../domain/api/whatsapp';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';

const base = () => `${apiConfig.apiUrl}/user/message`;

/**
 * /setting-wa: the WhatsApp templates (and submitting one for review again), and sending a
 * failed message of the log again.
 */
export const whatsappApi = {
  getWaTemplate: (key: TemplateKeyQuery) =>
    requestJson<WaTemplateResponse>(`${base()}/notification`, { query: key }),

  saveWaTemplate: (body: TemplateSaveRequest) =>
    requestJson<WaTemplateSaveResponse>(`${base()}/notification`, { method: 'POST', body }),

  resubmitWaTemplate: (key: TemplateKeyQuery) =>
    requestJson<WaTemplateSaveResponse>(`${base()}/notification/submit`, {
      method: 'POST',
      body: key,
    }),

  retryOutboxMessage: (id: number) =>
    requestJson<OutboxMessageResponse>(`${base()}/outbox/${id}/retry`, { method: 'POST' }),
};

/** One template's cache entry, reloaded after its save. */
export const templateQueryKey = (key: TemplateKeyQuery) =>
  ['wa-template', key.action_on, key.type, key.status] as const;

export type WhatsappApi = typeof whatsappApi;
