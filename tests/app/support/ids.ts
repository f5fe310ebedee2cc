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
 * Answers an ID list with the given rows and records every query it was asked; `pages` sets
 * last_page so paging can be tried.
 */
export const serveIdList = (url: string, rows: GeneratedId[], pages = 1) => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(url, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      const body: IdListResponse = { data: rows, last_page: pages, total_item: rows.length };
      return HttpResponse.json(body);
    }),
    http.get('/api/user/branch/search', () => HttpResponse.json(branchesAnswer())),
  );
  return queries;
};
