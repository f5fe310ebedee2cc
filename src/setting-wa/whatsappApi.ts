import type {
  OutboxMessageResponse,
  TemplateKeyQuery,
  TemplateSaveRequest,
  WaTemplateResponse,
  WaTemplateSaveResponse,
} from '../../domain/api/whatsapp';
import { apiConfig } from '../config';
import { requestJson } from '../providers/httpClient';

const base = () => `${apiConfig.apiUrl}/user/message`;

/**
 * /setting-wa: the WhatsApp templates (SPEC.md section 7, 'Messages'), and sending a failed
 * message of the log again.
 */
export const whatsappApi = {
  getWaTemplate: (key: TemplateKeyQuery) =>
    requestJson<WaTemplateResponse>(`${base()}/notification`, { query: key }),

  saveWaTemplate: (body: TemplateSaveRequest) =>
    requestJson<WaTemplateSaveResponse>(`${base()}/notification`, { method: 'POST', body }),

  retryOutboxMessage: (id: number) =>
    requestJson<OutboxMessageResponse>(`${base()}/outbox/${id}/retry`, { method: 'POST' }),
};

export type WhatsappApi = typeof whatsappApi;
