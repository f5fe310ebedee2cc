import type { Paged } from '../../domain/api/common';
import type {
  OutboxListQuery,
  OutboxMessage,
  OutboxMessageResponse,
  TemplateKeyQuery,
  TemplateSaveRequest,
  WaTemplateResponse,
  WaTemplateSaveResponse,
} from '../../domain/api/whatsapp';
import { apiConfig } from '../config';
import { requestJson } from '../providers/httpClient';

const base = () => `${apiConfig.apiUrl}/user/message`;

/** /setting-wa: the WhatsApp templates (SPEC.md section 7, 'Messages') and the message log. */
export const whatsappApi = {
  getWaTemplate: (key: TemplateKeyQuery) =>
    requestJson<WaTemplateResponse>(`${base()}/notification`, { query: key }),

  saveWaTemplate: (body: TemplateSaveRequest) =>
    requestJson<WaTemplateSaveResponse>(`${base()}/notification`, { method: 'POST', body }),

  getOutboxMessages: (query: OutboxListQuery) =>
    requestJson<Paged<OutboxMessage>>(`${base()}/outbox`, { query }),

  retryOutboxMessage: (id: number) =>
    requestJson<OutboxMessageResponse>(`${base()}/outbox/${id}/retry`, { method: 'POST' }),
};
