import type { GetListParams } from 'react-admin';
import type { OutboxMessage } from '../../domain/api/whatsapp';
import { apiConfig } from '../providers/config';
import { filterValue, pagedList } from '../resources/pagedEndpoints';
import type { ResourceEndpoints } from '../resources/resourceTypes';

/** The outbox's WhatsApp messages or pushes, paged by the server, filtered by status. */
export const messageLogEndpoints = {
  getList: pagedList<OutboxMessage>(
    () => `${apiConfig.apiUrl}/user/message/outbox`,
    ({ pagination, filter }: GetListParams) => ({
      page: pagination?.page ?? 1,
      status: filterValue((filter as { status?: unknown }).status),
      channel: filterValue((filter as { channel?: unknown }).channel),
    }),
  ),
} satisfies ResourceEndpoints;
