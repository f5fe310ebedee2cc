import { http, HttpResponse } from 'msw';
import type { BranchSearchResponse } from '../../../domain/api/branches';
import type { GeneratedId, IdListResponse } from '../../../domain/api/ids';
import { server } from './server';

export const ID_URL = '/api/user/register_aog_mog/generate-id/request';

export const idRow = (generate_id: string, overrides: Partial<GeneratedId> = {}): GeneratedId => ({
  generate_id,
  type: generate_id.startsWith('AOG') ? 'aog' : 'mog',
  status: 0,
  branch: null,
  created_at: '2026-11-16T02:00:00.000Z',
  assigned_at: null,
  taken_at: null,
  ...overrides,
});

export const JAKSEL = { id: 3, name: 'Cabang Jakarta Selatan' };
export const BANDUNG = { id: 4, name: 'Cabang Bandung' };

export const branchesAnswer = (): BranchSearchResponse => ({
  data: [BANDUNG, JAKSEL],
  current_page: 1,
  per_page: 20,
  total: 2,
  from: 1,
  last_page: 1,
});

/**
 * Answers an ID list with the given rows and records every query it was asked; `total` (the
 * rows by default) sets total_item, and last_page by the asked page size, so paging can be tried.
 */
export const serveIdList = (url: string, rows: GeneratedId[], total = rows.length) => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(url, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const pageSize = Number(query.get('page_size') ?? 50);
      const body: IdListResponse = {
        data: rows,
        last_page: Math.max(1, Math.ceil(total / pageSize)),
        total_item: total,
      };
      return HttpResponse.json(body);
    }),
    http.get('/api/user/branch/search', () => HttpResponse.json(branchesAnswer())),
  );
  return queries;
};

/** The list's state in the address bar, as react-admin keeps it (`?filter=…&page=…`). */
export const listUrl = () => {
  const params = new URLSearchParams(window.location.search);
  return {
    filter: JSON.parse(params.get('filter') ?? '{}') as Record<string, unknown>,
    page: params.get('page'),
    perPage: params.get('perPage'),
    sort: params.get('sort'),
    order: params.get('order'),
  };
};
