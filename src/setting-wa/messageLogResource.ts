import { lazy } from 'react';
import type { GetListParams } from 'react-admin';
import type { OutboxMessage } from '../../domain/api/whatsapp';
import { apiConfig } from '../config';
import { filterValue, pagedList } from '../resources/pagedEndpoints';
import type { ViewsDeclaration } from '../resources/resourceTypes';

/**
 * /setting-wa/log (SBS): the WhatsApp messages or the pushes of the outbox, paged by the server
 * (20 a page, newest first) and filtered by status. /setting-wa itself, the template editor, stays a custom page.
 */
export const messageLogResource: ViewsDeclaration = {
  name: 'setting-wa/log',
  dialect: 'api',
  access: { list: 'outbox.read', retry: 'outbox.retry' },
  endpoints: {
    getList: pagedList<OutboxMessage>(
      () => `${apiConfig.apiUrl}/user/message/outbox`,
      ({ pagination, filter }: GetListParams) => ({
        page: pagination?.page ?? 1,
        status: filterValue((filter as { status?: unknown }).status),
        channel: filterValue((filter as { channel?: unknown }).channel),
      }),
    ),
  },
  views: { list: lazy(() => import('./MessageLogList')) },
};
